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
  return new PostgresDialect({ pool });
}
