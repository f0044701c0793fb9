import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type PostgresCluster,
  startPostgresCluster,
} from "../../tests/support/postgres-cluster.ts";
import { type Database, migrateToLatest, openDatabase } from "../db/database.ts";
import { claimDue } from "./lease.ts";

/*
 * Instances on several hosts share one PostgreSQL database, and their hosts'
 * clocks disagree. A lease written on one host's clock and read on another's
 * is taken early by a host running ahead (two instances on one row) or
 * waited for by one running behind: claims read the database's clock.
 */

const hour = 3_600_000;
const leaseMs = 60_000;

async function databaseNow(database: Database): Promise<number> {
  const { rows } = await sql<{
    now: number;
  }>`select (extract(epoch from statement_timestamp()) * 1000)::bigint as now`.execute(database.db);
  return Number(rows[0]!.now);
}

function queueJob(database: Database, id: string, dueAt: number) {
  return database.db
    .insertInto("production_jobs")
    .values({
      id,
      order_number: "WC-1",
      line_id: id,
      state: "pending",
      next_attempt_at: dueAt,
      last_error: null,
      created_at: dueAt,
      finished_at: null,
    })
    .execute();
}

const nextAttemptOf = async (database: Database, id: string) =>
  Number(
    (
      await database.db
        .selectFrom("production_jobs")
        .select("next_attempt_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).next_attempt_at,
  );

/** Claims due jobs as an instance whose host clock is `skewMs` off. */
const claimWithSkew = (database: Database, skewMs: number) =>
  claimDue(
    database,
    "production_jobs",
    { limit: 10, leaseMs, retrySchedule: [1, 1], hostClock: () => Date.now() + skewMs },
    async (keys) => new Map(keys.map((key) => [key, { id: key }])),
  );

describe("a claim on PostgreSQL", () => {
  let cluster: PostgresCluster;
  let database: Database;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    database = openDatabase(await cluster.createDatabase());
    await migrateToLatest(database);
  });

  afterAll(async () => {
    await database.close();
    cluster.stop();
  });

  it("takes a row due at the database's now, from a host whose clock is an hour behind", async () => {
    await queueJob(database, "due-now", await databaseNow(database));
    const before = await databaseNow(database);
    const claimed = await claimWithSkew(database, -hour);
    const after = await databaseNow(database);
    expect(claimed.map((job) => job.id)).toEqual(["due-now"]);
    // Leased until the database's now plus the lease, not the skewed host's.
    const leasedUntil = await nextAttemptOf(database, "due-now");
    expect(leasedUntil).toBeGreaterThanOrEqual(before + leaseMs);
    expect(leasedUntil).toBeLessThanOrEqual(after + leaseMs);
  });

  it("leaves another instance's live lease alone, from a host whose clock is an hour ahead", async () => {
    await queueJob(database, "leased", await databaseNow(database));
    expect((await claimWithSkew(database, 0)).map((job) => job.id)).toEqual(["leased"]);
    const leasedUntil = await nextAttemptOf(database, "leased");
    expect(await claimWithSkew(database, hour)).toEqual([]);
    expect(await nextAttemptOf(database, "leased")).toBe(leasedUntil);
  });

  it("does not take a row due in a minute, however far ahead the host's clock is", async () => {
    await queueJob(database, "later", (await databaseNow(database)) + 60_000);
    expect(await claimWithSkew(database, hour)).toEqual([]);
  });
});

describe("a claim on SQLite", () => {
  let database: Database;

  beforeAll(async () => {
    database = openDatabase("file::memory:");
    await migrateToLatest(database);
  });

  afterAll(() => database.close());

  it("reads the one host's clock, which is the database's", async () => {
    const hostNow = Date.now();
    await queueJob(database, "due-now", hostNow);
    expect(await claimWithSkew(database, -hour)).toEqual([]);
    const claimed = await claimWithSkew(database, 0);
    expect(claimed.map((job) => job.id)).toEqual(["due-now"]);
    expect(await nextAttemptOf(database, "due-now")).toBeGreaterThanOrEqual(hostNow + leaseMs);
  });
});
