import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 34: the shop's template library. Each import of a model's piece is a new version; the
  // newest is the one cut. Its shape is kept as measured (the device's edge and the holes, in the
  // renderer's units); the cut line inside the edge is made from it when it is read.
  await db.schema
    .createTable("cut_templates")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("brand", "varchar(40)", (column) => column.notNull())
    .addColumn("model", "varchar(120)", (column) => column.notNull())
    .addColumn("piece", "varchar(16)", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("status", "varchar(16)", (column) => column.notNull())
    .addColumn("shape", "text", (column) => column.notNull())
    .addColumn("source_format", "varchar(8)", (column) => column.notNull())
    .addColumn("source_filename", "varchar(255)", (column) => column.notNull())
    .addColumn("source_sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("imported_by", "varchar(254)", (column) => column.notNull())
    .addColumn("imported_at", "bigint", (column) => column.notNull())
    .addColumn("approved_by", "varchar(254)")
    .addColumn("approved_at", "bigint")
    .addColumn("approved_note", "text")
    .addUniqueConstraint("cut_templates_version", ["brand", "model", "piece", "version"])
    .execute();

  // The proof is the print: an approval is of one design's print file, by its SHA-256. The
  // customer approves what a proof round showed; staff may keep an approval for a changed file,
  // with their reason. A design whose current print file has no approval is to be proofed again.
  await db.schema
    .createTable("print_approvals")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("line_id", "varchar(64)", (column) => column.notNull())
    .addColumn("print_file_id", "varchar(40)", (column) => column.notNull())
    .addColumn("print_sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("print_version", "integer", (column) => column.notNull())
    .addColumn("round", "integer")
    .addColumn("by_staff", "varchar(254)")
    .addColumn("reason", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("approved_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("print_approvals_order")
    .on("print_approvals")
    .columns(["order_number", "line_id"])
    .execute();
}
