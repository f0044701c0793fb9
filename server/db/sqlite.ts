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
 * This thread's statements waiting for one database file's write lock. The
 * submission writer (server/submissions/writer.ts) sends its thread no new
 * group while one waits: the thread would otherwise take the lock again the
 * moment it commits, and a statement trying every few milliseconds would
 * seldom find it free.
 */
export class LockWaiters {
  #waiting = 0;
  #whenNone: (() => void)[] = [];

  enter() {
    this.#waiting += 1;
  }

  leave() {
    this.#waiting -= 1;
    if (this.#waiting === 0) for (const resolve of this.#whenNone.splice(0)) resolve();
  }

  /** Resolves once no statement waits. */
  none(): Promise<void> {
    return this.#waiting === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.#whenNone.push(resolve));
  }
}

const lockWaitersByFile = new Map<string, LockWaiters>();

/** The statements of this thread waiting for `file`'s write lock. */
export function lockWaiters(file: string): LockWaiters {
  const key = path.resolve(file);
  let waiters = lockWaitersByFile.get(key);
  if (!waiters) lockWaitersByFile.set(key, (waiters = new LockWaiters()));
  return waiters;
}

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
  readonly #waiters: LockWaiters;

  constructor(connection: DatabaseConnection, database: DatabaseSync, waiters: LockWaiters) {
    this.#connection = connection;
    this.#database = database;
    this.#waiters = waiters;
  }

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const gaveUpAt = performance.now() + lockWaitMs;
    let waiting = false;
    try {
      for (let pause = 1; ; pause = Math.min(pause * 2, 10)) {
        try {
          return await this.#connection.executeQuery<Row>(query);
        } catch (error) {
          if (!isBusy(error) || this.#database.isTransaction || performance.now() > gaveUpAt)
            throw error;
          if (!waiting) this.#waiters.enter();
          waiting = true;
          await sleep(pause);
        }
      }
    } finally {
      if (waiting) this.#waiters.leave();
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
  readonly #waitForLocks: (connection: DatabaseConnection) => LockWaitingConnection;
  #connection: LockWaitingConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    waitForLocks: (connection: DatabaseConnection) => LockWaitingConnection,
  ) {
    super(config);
    this.#waitForLocks = waitForLocks;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    this.#connection ??= this.#waitForLocks(await super.acquireConnection());
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #waitForLocks: (connection: DatabaseConnection) => LockWaitingConnection;

  constructor(database: DatabaseSync, waiters: LockWaiters) {
    const config = { database: adapt(database) };
    super(config);
    this.#config = config;
    this.#waitForLocks = (connection) => new LockWaitingConnection(connection, database, waiters);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#waitForLocks);
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
  // Opening may wait for another connection's lock, on the thread (once, at start); then no busy
  // timeout: a locked statement waits without blocking the thread (LockWaitingConnection).
  database.exec(
    "PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 0;",
  );
  return new ImmediateSqliteDialect(database, lockWaiters(file));
}
