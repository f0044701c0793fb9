import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ObjectStore } from "./object-store.ts";

/*
 * No stored object outlives the records that name it (issue 38), whichever
 * instance stops where. The database keeps the keys of objects no record
 * names in `object_deletions`, each with when it is due to go:
 * - before a new file is kept, its key is expected: due a day on. The
 *   transaction that writes the record naming it takes the row away, so a
 *   file whose record was never written (its instance died, its job failed,
 *   the proof was not sent) is deleted a day later, and one whose record was
 *   written stays, even if the commit's answer was lost on the way back;
 * - the transaction that deletes a record queues its objects, due at once.
 * The clean-up, on any instance, deletes the due objects, then their rows:
 * one killed in between leaves the rows for the next run, and deleting an
 * object twice is harmless.
 */

/** Longer than any attempt that keeps files before recording them (a print job's lease). */
const unrecordedGraceMs = 24 * 3600_000;

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

async function queue(db: Db, keys: readonly string[], dueAt: number, replace: boolean) {
  if (keys.length === 0) return;
  await db
    .insertInto("object_deletions")
    .values(keys.map((key) => ({ object_key: key, due_at: dueAt })))
    .onConflict((conflict) =>
      replace
        ? conflict.column("object_key").doUpdateSet({ due_at: dueAt })
        : conflict.column("object_key").doNothing(),
    )
    .execute();
}

/** Before new objects are kept: deleted a day on unless `objectsRecorded` says otherwise. */
export const expectObjects = (db: Db, keys: readonly string[], now: number) =>
  queue(db, keys, now + unrecordedGraceMs, false);

/** In the transaction that writes the records naming these objects: they stay. */
export async function objectsRecorded(trx: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await trx.deleteFrom("object_deletions").where("object_key", "in", keys).execute();
}

/** In the transaction that deletes the records naming these objects: they go at the next clean-up. */
export const forgetObjects = (trx: Db, keys: readonly string[], now: number) =>
  queue(trx, keys, now, true);

/** Deletes the due objects from the store, then their rows. Answers how many. */
export async function removeForgottenObjects(
  { db }: Database,
  objects: ObjectStore,
  now: number,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await db
      .selectFrom("object_deletions")
      .select("object_key")
      .where("due_at", "<=", now)
      .limit(200)
      .execute();
    if (due.length === 0) return removed;
    const keys = due.map((row) => row.object_key);
    await objects.remove(keys);
    await db
      .deleteFrom("object_deletions")
      .where("object_key", "in", keys)
      .where("due_at", "<=", now)
      .execute();
    removed += keys.length;
  }
}
