import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
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

/** How long a statement waits for another connection's write lock before it fails. */
const lockWaitMs = 5000;

/** SQLITE_BUSY, or one of its extended codes: another connection holds the lock. */
const isBusy = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "errcode" in error &&
  typeof error.errcode === "number" &&
  (error.errcode & 0xff) === 5;

/**
 * A statement that meets another connection's write lock (the submission
 * writer's thread, an operator script) waits for it here, between turns of
 * the event loop, and is tried again: SQLite's own busy timeout would sleep
 * on the thread, holding up every request until the other commits. Only a
 * statement outside a transaction is tried again (a transaction's first,
 * `BEGIN IMMEDIATE`, takes the lock for the rest): one that met the lock did
 * nothing.
 */
class LockWaitingConnection implements DatabaseConnection {
  readonly #connection: DatabaseConnection;
  readonly #database: DatabaseSync;

  constructor(connection: DatabaseConnection, database: DatabaseSync) {
    this.#connection = connection;
    this.#database = database;
  }

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const gaveUpAt = performance.now() + lockWaitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
      try {
        return await this.#connection.executeQuery<Row>(query);
      } catch (error) {
        if (!isBusy(error) || this.#database.isTransaction || performance.now() > gaveUpAt)
          throw error;
        await sleep(pause);
      }
    }
  }

  streamQuery<Row>(
    query: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<Row>> {
    return this.#connection.streamQuery<Row>(query, chunkSize);
  }
}

/**
 * Transactions take the write lock when they begin (`BEGIN IMMEDIATE`). The
 * server, its submission writer's thread, its outbox workers and the operator
 * scripts are separate writers of one file; a deferred transaction that read
 * before another committed would fail at its first write ("database is
 * locked") instead of waiting its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #database: DatabaseSync;
  #connection: LockWaitingConnection | undefined;

  constructor(config: SqliteDialectConfig, database: DatabaseSync) {
    super(config);
    this.#database = database;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    this.#connection ??= new LockWaitingConnection(await super.acquireConnection(), this.#database);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    const config = { database: adapt(database) };
    super(config);
    this.#config = config;
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#database);
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
  // No busy timeout: a locked statement waits without blocking the thread (LockWaitingConnection).
  database.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 0; PRAGMA foreign_keys = ON;",
  );
  return new ImmediateSqliteDialect(database);
}
