import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 20: each design of an order gets its print file and mockup from a durable job,
  // claimed with a lease like the outboxes' rows (server/outbox/lease.ts).
  await db.schema
    .createTable("production_jobs")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("line_id", "varchar(64)", (column) => column.notNull())
    .addColumn("state", "varchar(10)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema
    .createIndex("production_jobs_due")
    .on("production_jobs")
    .columns(["state", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("production_jobs_order")
    .on("production_jobs")
    .columns(["order_number", "line_id"])
    .execute();

  // The files made for (or by staff for) an order's design: kept, never overwritten; a new
  // print file is a new version.
  await db.schema
    .createTable("production_files")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("line_id", "varchar(64)", (column) => column.notNull())
    .addColumn("kind", "varchar(10)", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("filename", "varchar(200)", (column) => column.notNull())
    .addColumn("mime_type", "varchar(40)", (column) => column.notNull())
    .addColumn("size_bytes", "bigint", (column) => column.notNull())
    .addColumn("sha256", "varchar(64)", (column) => column.notNull())
    .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("created_by", "varchar(40)")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addUniqueConstraint("production_files_version", ["order_number", "line_id", "kind", "version"])
    .execute();

  // A proof staff send (issue 20) and the customer's answer: one row per round, answered once.
  await db.schema
    .createTable("proof_rounds")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("round", "integer", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("files", "text", (column) => column.notNull())
    .addColumn("sent_by", "varchar(254)", (column) => column.notNull())
    .addColumn("sent_at", "bigint", (column) => column.notNull())
    .addColumn("answer", "varchar(10)")
    .addColumn("comment", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("reply_upload_id", "varchar(40)")
    .addColumn("answered_at", "bigint")
    .addUniqueConstraint("proof_rounds_round", ["order_number", "round"])
    .execute();

  // Orders placed before this get their files too, unless they have shipped.
  const orders = await sql<{ number: string; record: string }>`
    select number, record from orders where stage <> 'shipped'`.execute(db);
  const now = Date.now();
  for (const order of orders.rows) {
    const { lines = [] } = JSON.parse(order.record) as { lines?: { id: string }[] };
    for (const line of lines) {
      await sql`insert into production_jobs (id, order_number, line_id, state, attempts, next_attempt_at, created_at)
        values (${randomUUID()}, ${order.number}, ${line.id}, 'pending', 0, ${now}, ${now})`.execute(
        db,
      );
    }
  }
}
