import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("uploads")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("filename", "varchar(300)", (column) => column.notNull())
    .addColumn("mime_type", "varchar(40)", (column) => column.notNull())
    .addColumn("size_bytes", "bigint", (column) => column.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("page_width_pt", "real")
    .addColumn("page_height_pt", "real")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    // Set when a submission names the file; until then it is deleted after the retention period.
    .addColumn("attached_at", "bigint")
    .execute();

  // The clean-up's query: unattached files older than the retention period.
  await db.schema
    .createIndex("uploads_unattached")
    .on("uploads")
    .columns(["attached_at", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("uploads").execute();
}
