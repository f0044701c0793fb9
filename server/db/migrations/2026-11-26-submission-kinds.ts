import { type Kysely, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

/** Old stored kind → new, in an order that never makes two kinds one. */
const renames: [from: string, to: string][] = [
  ["order", "added-to-cart"],
  ["checkout", "order-placed"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 17: "order" meant a design added to a cart and "checkout" a placed order. The
  // kinds are now named for the webhook events they become (custom_wrap_added_to_cart,
  // order_placed); the events themselves are unchanged.
  for (const table of ["submissions", "outbox"]) {
    for (const [from, to] of renames) {
      await sql`update ${sql.table(table)} set kind = ${to} where kind = ${from}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["submissions", "outbox"]) {
    for (const [from, to] of renames) {
      await sql`update ${sql.table(table)} set kind = ${from} where kind = ${to}`.execute(db);
    }
  }
}
