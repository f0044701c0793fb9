import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A visitor's cart, named by an unguessable id kept in a cookie.
  await db.schema
    .createTable("carts")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();

  // One design in a cart; its id is the add-to-cart submission's id.
  await db.schema
    .createTable("cart_items")
    .addColumn("id", "varchar(64)", (column) => column.primaryKey())
    .addColumn("cart_id", "varchar(40)", (column) => column.notNull())
    .addColumn("design", "text", (column) => column.notNull())
    .addColumn("quantity", "integer", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("cart_items_cart").on("cart_items").column("cart_id").execute();

  await db.schema
    .createTable("orders")
    .addColumn("number", "varchar(20)", (column) => column.primaryKey())
    // The checkout form's id: the same post twice is one order.
    .addColumn("checkout_id", "varchar(64)", (column) => column.notNull().unique())
    // SHA-256 of the status link's token; the token itself is never stored.
    .addColumn("token_hash", "varchar(64)", (column) => column.notNull())
    .addColumn("stage", "varchar(20)", (column) => column.notNull())
    .addColumn("email", "varchar(254)", (column) => column.notNull())
    .addColumn("total_cents", "integer", (column) => column.notNull())
    // JSON of the placed order (app/domain/orders.ts).
    .addColumn("record", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();

  // Each stage an order entered, and when.
  await db.schema
    .createTable("order_stages")
    .addColumn("order_number", "varchar(20)", (column) => column.notNull())
    .addColumn("stage", "varchar(20)", (column) => column.notNull())
    .addColumn("entered_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("order_stages_pk", ["order_number", "stage"])
    .execute();

  // E-mails to customers and the shop: sent from here with retries, or kept for the operator.
  await db.schema
    .createTable("emails")
    .addColumn("id", "varchar(80)", (column) => column.primaryKey())
    .addColumn("purpose", "varchar(40)", (column) => column.notNull())
    .addColumn("order_number", "varchar(20)")
    .addColumn("to_address", "varchar(254)", (column) => column.notNull())
    .addColumn("subject", "varchar(300)", (column) => column.notNull())
    .addColumn("text_body", "text", (column) => column.notNull())
    .addColumn("html_body", "text", (column) => column.notNull())
    .addColumn("state", "varchar(20)", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
    .addColumn("last_error", "text")
    .addColumn("sent_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("emails_due")
    .on("emails")
    .columns(["state", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["emails", "order_stages", "orders", "cart_items", "carts"]) {
    await db.schema.dropTable(table).execute();
  }
}
