import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 38: stored objects whose records are gone, queued in the same transaction that deleted
  // the record, until an instance has deleted them from the store.
  await db.schema
    .createTable("object_deletions")
    .addColumn("object_key", "varchar(120)", (column) => column.primaryKey())
    .addColumn("queued_at", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("object_deletions").execute();
}
