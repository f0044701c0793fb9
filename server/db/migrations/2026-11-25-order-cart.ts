import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The cart an order was placed from: a checkout id finds its order only from that cart
  // (issue 16: another cart posting a victim's checkout id was sent to the victim's order).
  // Orders placed before this have none, and are found by no later post.
  await db.schema.alterTable("orders").addColumn("cart_id", "varchar(64)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("cart_id").execute();
}
