import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("submissions")
    .addColumn("id", "varchar(100)", (column) => column.primaryKey())
    .addColumn("kind", "varchar(20)", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("submission_id", "varchar(100)", (column) =>
      column.primaryKey().references("submissions.id").onDelete("cascade"),
    )
    .addColumn("kind", "varchar(20)", (column) => column.notNull())
    .addColumn("state", "varchar(20)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("last_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  // The delivery workers' claim query: due rows of one state, oldest first.
  await db.schema
    .createIndex("outbox_due")
    .on("outbox")
    .columns(["state", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("submissions").execute();
}
