import { mkdirSync, realpathSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/*
 * SQLite is one server's database: a second server on the same file would
 * count its own rate limits, run its own workers beside the first's and
 * write durably only as far as the one machine's disk goes, so it refuses
 * to start (several instances share PostgreSQL instead). The command-line
 * tools (`npm run orders`, `staff`, `outbox`) are not servers and still open
 * the file while the server runs.
 *
 * The running server holds an exclusive lock on a small file beside the
 * database, `<database>.instance-lock`, taken with SQLite's own locking (the
 * same POSIX locks that keep the database's writers apart). The kernel drops
 * it when the process ends, however it ends: a server started the moment
 * its predecessor was killed (SIGKILL, a crash) gets it at once, with no
 * stale lock to time out; two started together cannot both get it.
 */

export interface InstanceClaim {
  /** Lets the next server have the database (on shutdown; the lock goes with the process anyway). */
  release(): void;
}

const unclaimed: InstanceClaim = { release() {} };

/** The locks this process holds, kept reachable: a collected connection would let its lock go. */
const held = new Set<DatabaseSync>();

/** SQLITE_BUSY: another connection holds the lock. */
const isBusy = (error: unknown) =>
  error instanceof Error && (error as { errcode?: number }).errcode === 5;

/**
 * Claims the SQLite database `databaseUrl` names (`file:<path>`) for this
 * server process, or throws, naming the file, when another server has it.
 * PostgreSQL and in-memory databases need no claim.
 */
export function claimSqliteDatabase(databaseUrl: string): InstanceClaim {
  if (!databaseUrl.startsWith("file:")) return unclaimed;
  const file = databaseUrl.slice("file:".length);
  if (file === ":memory:" || file === "") return unclaimed;
  // One lock file per database file, however its directory is reached (a symbolic link).
  const directory = path.dirname(path.resolve(file));
  mkdirSync(directory, { recursive: true });
  const lockFile = path.join(realpathSync(directory), `${path.basename(file)}.instance-lock`);
  const lock = new DatabaseSync(lockFile);
  try {
    // Refused at once rather than waited for; the lock file never holds data, so no journal.
    lock.exec("PRAGMA busy_timeout = 0; PRAGMA journal_mode = OFF; BEGIN EXCLUSIVE;");
  } catch (error) {
    lock.close();
    if (!isBusy(error)) throw error;
    throw new Error(
      `Another server is already running on the SQLite database ${path.resolve(file)} ` +
        `(it holds ${lockFile}). SQLite serves one server process: stop that one first, ` +
        "or run several instances on PostgreSQL (DATABASE_URL=postgres://…).",
      { cause: error },
    );
  }
  held.add(lock);
  return {
    release() {
      held.delete(lock);
      if (lock.isOpen) lock.close();
    },
  };
}
