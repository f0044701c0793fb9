import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 37: what an order owes and what Stripe says of it. One row per order placed while
  // payments were on (an order without one is billed outside the system, as before).
  await db.schema
    .createTable("order_payments")
    .addColumn("order_number", "varchar(20)", (column) => column.primaryKey())
    .addColumn("method", "varchar(16)", (column) => column.notNull())
    .addColumn("state", "varchar(24)", (column) => column.notNull())
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("currency", "varchar(3)", (column) => column.notNull())
    .addColumn("tax_cents", "integer")
    .addColumn("paid_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("refunded_cents", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("sessions_made", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("session_id", "varchar(255)")
    .addColumn("session_url", "text")
    .addColumn("session_expires_at", "bigint")
    .addColumn("payment_intent", "varchar(255)")
    .addColumn("invoice_id", "varchar(255)")
    .addColumn("invoice_url", "text")
    .addColumn("invoice_due_at", "bigint")
    .addColumn("flag", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("paid_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("order_payments_state")
    .on("order_payments")
    .column("state")
    .execute();

  // Each Stripe event handled once, by its id, with what came of it.
  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "varchar(255)", (column) => column.primaryKey())
    .addColumn("type", "varchar(100)", (column) => column.notNull())
    .addColumn("order_number", "varchar(20)")
    .addColumn("outcome", "varchar(24)", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("received_at", "bigint", (column) => column.notNull())
    .execute();

  // Refunds asked for in the console, and what Stripe made of them.
  await db.schema
    .createTable("order_refunds")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("stripe_refund_id", "varchar(255)")
    .addColumn("amount_cents", "integer", (column) => column.notNull())
    .addColumn("reason", "text", (column) => column.notNull())
    .addColumn("state", "varchar(16)", (column) => column.notNull())
    .addColumn("created_by", "varchar(254)", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("order_refunds_order")
    .on("order_refunds")
    .column("order_number")
    .execute();
}
