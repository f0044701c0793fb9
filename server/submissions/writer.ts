import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { Database } from "../db/database.ts";
import type { RecordOutcome } from "./services.ts";
import { lockWaiters } from "../db/sqlite.ts";
import { type Stored, storeSubmissions } from "./store.ts";

/** What the writer thread is started with (writer-thread.ts). */
export interface WriterThreadData {
  /** The SQLite file. */
  file: string;
  webhookUrls: Partial<Record<SubmissionKind, string>>;
}

/**
 * A group of submissions for the writer thread (sent as JSON: a string
 * crosses to a thread for a fraction of what cloning its objects costs the
 * event loop), and its answer.
 */
export interface WriterTask {
  id: number;
  inputs: Stored[];
  now: number;
}
export type WriterAnswer =
  { id: number; outcomes: RecordOutcome[] } | { id: number; error: string };

/**
 * Commits a group of plain submissions (nothing alongside) in a transaction
 * of its own: storeSubmissions, its outcomes in order.
 */
export interface SubmissionWriter {
  store(inputs: Stored[], now: number): Promise<RecordOutcome[]>;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, a transaction on the pool: the driver waits on the network,
 * never on the event loop (and so on a SQLite database in memory, which
 * only its own connection sees). On SQLite, `node:sqlite` is synchronous: its
 * inserts and the commit's fsync would hold up every other request while
 * they run (a quarter of a contact post's time: scripts/bench/intake.ts
 * --cpu-prof), so a thread of the server's own commits them on a connection
 * of its own (writer-thread.ts), and the event loop goes on taking requests.
 * Durability is unchanged: the thread's connection is opened as the
 * server's is (WAL, synchronous=FULL), and a group is answered once its
 * commit has returned. The thread takes the write lock again the moment it
 * commits, so while a statement of the server's own connection waits for the
 * lock, no new group is sent (sqlite.ts, LockWaiters): writes elsewhere (a
 * cart, the staff's) wait a group or two, never for the form traffic to end.
 * The thread starts with the intake; should it fail,
 * its groups fail (the visitors' browsers send again) and the next group
 * starts another.
 */
export function createSubmissionWriter(
  { db, engine, url }: Database,
  webhookUrls: Partial<Record<SubmissionKind, string>>,
  logger: Logger,
): SubmissionWriter {
  const file = url.slice("file:".length);
  // A database in memory (or a temporary one, "") is the connection's own: no other thread sees it.
  if (engine === "postgres" || file === ":memory:" || file === "") {
    return {
      store: (inputs, now) =>
        db.transaction().execute((trx) => storeSubmissions(trx, inputs, now, webhookUrls)),
      close: async () => {},
    };
  }
  const data: WriterThreadData = { file, webhookUrls };
  const waiting = new Map<
    number,
    { resolve(outcomes: RecordOutcome[]): void; fail(error: Error): void }
  >();
  let lastId = 0;
  let closed = false;
  let thread: Worker | undefined;
  const turns = lockWaiters(file);

  function failAll(error: Error) {
    for (const task of waiting.values()) task.fail(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = new Worker(new URL("./writer-thread.ts", import.meta.url), {
      workerData: data,
    });
    // The HTTP server keeps the process alive; the thread alone does not.
    started.unref();
    started.on("message", (answer: WriterAnswer) => {
      const task = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ("error" in answer) task?.fail(new Error(answer.error));
      else task?.resolve(answer.outcomes);
    });
    started.on("error", (error) => logger.error({ err: error }, "The submission writer failed"));
    started.on("exit", (code) => {
      if (thread === started) thread = undefined;
      if (!closed) logger.error({ code }, "The submission writer stopped");
      failAll(new Error(`The submission writer stopped (exit code ${code})`));
    });
    return started;
  }
  thread = start();

  return {
    async store(inputs, now) {
      // A statement of the server's own connection waiting for the write lock goes first.
      await turns.none();
      if (closed) throw new Error("The submission writer is closed");
      const id = ++lastId;
      const task: WriterTask = { id, inputs, now };
      const message = JSON.stringify(task);
      const started = (thread ??= start());
      return new Promise((resolve, fail) => {
        waiting.set(id, { resolve, fail });
        started.postMessage(message);
      });
    },
    async close() {
      closed = true;
      await thread?.terminate();
    },
  };
}
