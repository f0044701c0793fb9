import { type Kysely, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who caused an order's e-mail (a hash of the client's address), so confirmations can be
  // limited per client as well as per address (issue 16: a checkout typed with a stranger's
  // address had the shop mail them the checkout's free text). Null for staff's e-mails.
  await db.schema.alterTable("emails").addColumn("client_key", "varchar(64)").execute();
  await db.schema
    .createIndex("emails_recent_by_client")
    .on("emails")
    .columns(["client_key", "created_at"])
    .execute();
  // Addresses are counted whatever their case.
  await db.schema
    .createIndex("emails_recent_by_address")
    .on("emails")
    .expression(sql`lower(to_address), created_at`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("emails_recent_by_address").execute();
  await db.schema.dropIndex("emails_recent_by_client").execute();
  await db.schema.alterTable("emails").dropColumn("client_key").execute();
}
