import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
  SqliteDriver,
} from "kysely";

/** Prepared statements kept per connection; past this many the least recently used is dropped. */
const cachedStatements = 500;

/**
 * Kysely's SQLite dialect speaks the better-sqlite3 interface; Node's built-in
 * `node:sqlite` needs no native build (docs/decisions.md), so this adapts it.
 * Kysely prepares every query it runs, and compiling the SQL each time was
 * 5% of a contact post's time and 8% of /healthz's (scripts/bench/intake.ts
 * --cpu-prof): a statement is prepared once per SQL text and reused. `all`
 * and `run` finish with the statement before they return, so the one
 * connection can share it; `iterate` holds its statement open across awaits,
 * so it has one of its own.
 */
function adapt(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sqlText) {
      let adapted = statements.get(sqlText);
      if (adapted) {
        // Most recently used last: the one dropped past the limit is the least recently used.
        statements.delete(sqlText);
        statements.set(sqlText, adapted);
      } else {
        const statement = database.prepare(sqlText);
        adapted = {
          reader: statement.columns().length > 0,
          all: (parameters) => statement.all(...(parameters as never[])),
          run: (parameters) => statement.run(...(parameters as never[])),
          iterate: (parameters) => database.prepare(sqlText).iterate(...(parameters as never[])),
        };
        if (statements.size >= cachedStatements) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sqlText, adapted);
      }
      return adapted;
    },
  };
}

/**
 * Transactions take the write lock when they begin (`BEGIN IMMEDIATE`). The
 * server, its outbox workers and the operator scripts are separate writers of
 * one file; a deferred transaction that read before another process committed
 * would fail at its first write ("database is locked") instead of waiting its
 * turn under the busy timeout.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
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
  return new ImmediateSqliteDialect({ database: adapt(database) });
}
