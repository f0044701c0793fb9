import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ObjectStore } from "./object-store.ts";

/*
 * Deleting a stored file is one step in the database and one in the store
 * (issue 38). The record goes, and its objects' keys are queued, in one
 * transaction; then any instance deletes the queued objects and their
 * queue rows. An instance killed in between leaves the keys queued, and the
 * next clean-up, wherever it runs, finishes the job: nothing outlives its
 * record, and deleting an object twice is harmless.
 */

/** Queues objects for deletion, inside the transaction that deletes their records. */
export async function forgetObjects(
  trx: Transaction<DatabaseSchema>,
  keys: readonly string[],
  now: number,
): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto("object_deletions")
    .values(keys.map((key) => ({ object_key: key, queued_at: now })))
    .onConflict((conflict) => conflict.column("object_key").doNothing())
    .execute();
}

/** Deletes queued objects from the store, then their queue rows. Answers how many. */
export async function removeForgottenObjects(
  { db }: Database,
  objects: ObjectStore,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const queued = await db
      .selectFrom("object_deletions")
      .select("object_key")
      .limit(200)
      .execute();
    if (queued.length === 0) return removed;
    const keys = queued.map((row) => row.object_key);
    await objects.remove(keys);
    await db.deleteFrom("object_deletions").where("object_key", "in", keys).execute();
    removed += keys.length;
  }
}
