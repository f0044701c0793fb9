/**
 * The SQLite submission writer's thread (writer.ts): commits each group of
 * plain submissions it is sent on a connection of its own, one group at a
 * time, and answers with their outcomes or the error.
 */
import { Kysely } from "kysely";
import { parentPort, workerData } from "node:worker_threads";
import type { DatabaseSchema } from "../db/schema.ts";
import { createSqliteDialect } from "../db/sqlite.ts";
import { storeSubmissions } from "./store.ts";
import type { WriterAnswer, WriterTask, WriterThreadData } from "./writer.ts";

const { file, webhookUrls } = workerData as WriterThreadData;
const db = new Kysely<DatabaseSchema>({ dialect: createSqliteDialect(file) });
const port = parentPort;
if (!port) throw new Error("writer-thread.ts runs as the submission writer's thread");

port.on("message", async (message: string) => {
  const { id, inputs, now } = JSON.parse(message) as WriterTask;
  let answer: WriterAnswer;
  try {
    const outcomes = await db
      .transaction()
      .execute((trx) => storeSubmissions(trx, inputs, now, webhookUrls));
    answer = { id, outcomes };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
