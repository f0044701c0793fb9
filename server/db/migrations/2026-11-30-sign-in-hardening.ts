import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 32, item 5: each attempt is recorded before it is decided, and a success takes its
  // rows back by this id.
  await db.schema
    .alterTable("sign_in_failures")
    .addColumn("attempt", "varchar(40)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("sign_in_failures_attempt")
    .on("sign_in_failures")
    .column("attempt")
    .execute();

  // Item 8: the passkey a session signed in with, which "sign out everywhere" keeps.
  await db.schema.alterTable("staff_sessions").addColumn("passkey_id", "text").execute();

  // Item 6: browsers that have signed in to an account (device cookies, by their token's hash).
  await db.schema
    .createTable("staff_devices")
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("staff_id", "varchar(40)", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_used_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("staff_devices_staff")
    .on("staff_devices")
    .column("staff_id")
    .execute();

  // Item 10: how an order's status token is made. 1: from its checkout and cart ids alone (the
  // orders placed before, whose links are in their customers' mailboxes); 2: keyed with the
  // server's SECRET_KEY, which the database never holds.
  await db.schema
    .alterTable("orders")
    .addColumn("status_link_version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  // Item 12: a proof answered from a staff member's signed-in browser says who.
  await db.schema
    .alterTable("proof_rounds")
    .addColumn("answered_by_staff", "varchar(254)")
    .execute();
}
