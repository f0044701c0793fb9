import { PostgresDialect } from "kysely";
import pg from "pg";

// Timestamps are stored as bigint milliseconds; they fit a JavaScript number.
const bigintOid = 20;
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    oid === bigintOid ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
};

/** A pooled connection to PostgreSQL; several server instances may share the database. */
export function createPostgresDialect(connectionString: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: 10, types });
  // An idle connection the database drops (restart, failover, admin kill) is
  // removed from the pool and the next query opens a new one; without a
  // listener, pg's "error" event would crash the process instead.
  pool.on("error", () => {});
  // A checked-out connection has no pool listener: pg fails its queries and
  // then emits the socket's error on it, which, unheard, would end the process
  // (decisions 22). The failed query is the caller's to report.
  pool.on("connect", (client) => client.on("error", () => {}));
  return new PostgresDialect({ pool });
}
