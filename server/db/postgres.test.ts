import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PostgresCluster,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster.ts";
import { createPostgresDialect } from "./postgres.ts";

/*
 * A connection PostgreSQL ends while the server holds it (a restart, a
 * failover, an administrator's kill) fails that connection's queries; it must
 * not end the server. pg emits the socket's error on a checked-out client,
 * where the pool's own listener is not: unhandled, it was thrown and took the
 * process down (seen when the faults test stopped PostgreSQL mid-poll).
 */

describe("the PostgreSQL pool", () => {
  let cluster: PostgresCluster;
  let db: Kysely<Record<string, never>>;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    db = new Kysely({ dialect: createPostgresDialect(await cluster.createDatabase()) });
  });

  afterAll(async () => {
    await db.destroy();
    cluster.stop();
  });

  it("survives the database ending a connection that is checked out, and goes on", async () => {
    await db.connection().execute(async (held) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(held);
      const pid = rows[0]?.pid;
      // Ended from another connection while this one is checked out and idle.
      await sql`select pg_terminate_backend(${pid})`.execute(db);
      await expect(sql`select 1`.execute(held)).rejects.toThrow();
    });
    // The dead connection may be handed out once more before its reset is
    // read (its query fails, and the pool drops it); a new one works.
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 3 && !answers.includes(1); attempt += 1) {
      const one = await sql<{ one: number }>`select 1 as one`.execute(db).catch(() => null);
      answers.push(one?.rows[0]?.one ?? "failed");
    }
    expect(answers).toContain(1);
  });
});
