import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 38: stored objects no record names, to be deleted from the store once due: a file being
  // kept (due a day on, unless the record naming it is written first, which removes its row) and
  // the files of deleted records (due at once).
  await db.schema
    .createTable("object_deletions")
    .addColumn("object_key", "varchar(120)", (column) => column.primaryKey())
    .addColumn("due_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("object_deletions_due")
    .on("object_deletions")
    .column("due_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("object_deletions").execute();
}
