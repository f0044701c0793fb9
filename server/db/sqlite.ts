import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase } from "kysely";

/**
 * Kysely's SQLite dialect speaks the better-sqlite3 interface; Node's built-in
 * `node:sqlite` needs no native build (docs/decisions.md), so this adapts it.
 */
function adapt(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare(sqlText) {
      const statement = database.prepare(sqlText);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as never[])),
        run: (parameters) => statement.run(...(parameters as never[])),
        iterate: (parameters) => statement.iterate(...(parameters as never[])),
      };
    },
  };
}

/**
 * Opens (creating if needed) the SQLite file. WAL with synchronous=FULL makes
 * every committed transaction durable before the commit returns, so an
 * acknowledged submission survives a power cut.
 */
export function createSqliteDialect(file: string): SqliteDialect {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file);
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;",
  );
  return new SqliteDialect({ database: adapt(database) });
}
