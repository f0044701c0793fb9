import { type Kysely, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 19: the staff console. People who work in it; no account exists until an invite is used.
  await db.schema
    .createTable("staff")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("email", "varchar(254)", (column) => column.notNull().unique())
    .addColumn("name", "varchar(100)", (column) => column.notNull())
    .addColumn("role", "varchar(10)", (column) => column.notNull())
    // argon2id, PHC string; null for someone who signs in with passkeys only.
    .addColumn("password_hash", "text")
    // The second factor of a password (base32); set together with the password.
    .addColumn("totp_secret", "varchar(64)")
    // The last time step a code was accepted for: a code is good once.
    .addColumn("totp_last_step", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("removed_at", "bigint")
    .execute();

  // Passkeys (WebAuthn credentials), several per person.
  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "varchar(1400)", (column) => column.primaryKey())
    .addColumn("staff_id", "varchar(40)", (column) => column.notNull())
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "bigint", (column) => column.notNull())
    .addColumn("transports", "varchar(200)", (column) => column.notNull())
    .addColumn("label", "varchar(100)", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("staff_passkeys_staff")
    .on("staff_passkeys")
    .column("staff_id")
    .execute();

  // Single-use links that make an account (or give a way back in); the token itself is never stored.
  await db.schema
    .createTable("staff_invites")
    .addColumn("token_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("email", "varchar(254)", (column) => column.notNull())
    .addColumn("role", "varchar(10)", (column) => column.notNull())
    .addColumn("invited_by", "varchar(40)")
    // The authenticator secret shown while the link is open, kept until the password is chosen.
    .addColumn("totp_secret", "varchar(64)")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .execute();

  // Signed-in sessions; the cookie holds the id, the table its SHA-256.
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "varchar(64)", (column) => column.primaryKey())
    .addColumn("staff_id", "varchar(40)", (column) => column.notNull())
    .addColumn("csrf_token", "varchar(64)", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_seen_at", "bigint", (column) => column.notNull())
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema
    .createIndex("staff_sessions_staff")
    .on("staff_sessions")
    .column("staff_id")
    .execute();

  // WebAuthn challenges: issued with a sign-in or a passkey form, good once and briefly.
  await db.schema
    .createTable("auth_challenges")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("challenge", "varchar(200)", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  // Failed sign-ins, per account ("account:…") and per client address ("address:…").
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("key", "varchar(300)", (column) => column.notNull())
    .addColumn("at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_key")
    .on("sign_in_failures")
    .columns(["key", "at"])
    .execute();

  // Every change made from the console: append-only, read by owners.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "varchar(40)", (column) => column.primaryKey())
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("staff_id", "varchar(40)")
    .addColumn("staff_email", "varchar(254)", (column) => column.notNull())
    .addColumn("action", "varchar(60)", (column) => column.notNull())
    .addColumn("subject", "varchar(200)", (column) => column.notNull())
    .addColumn("detail", "text", (column) => column.notNull())
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  // An order's page shows what staff did to it.
  await db.schema
    .createIndex("audit_log_subject")
    .on("audit_log")
    .columns(["subject", "at"])
    .execute();

  // Where staff have got with a lead (a contact message, quote request, application, subscriber).
  await db.schema
    .createTable("lead_states")
    .addColumn("submission_id", "varchar(64)", (column) => column.primaryKey())
    .addColumn("status", "varchar(20)", (column) => column.notNull())
    .addColumn("note", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("updated_by", "varchar(40)")
    .execute();

  // The leads' lists are by kind, newest first.
  await db.schema
    .createIndex("submissions_kind_created")
    .on("submissions")
    .columns(["kind", "created_at"])
    .execute();

  // What the order queue searches and sorts by, out of the order's JSON.
  await db.schema
    .alterTable("orders")
    .addColumn("customer_name", "varchar(200)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("purchase_order", "varchar(100)", (column) => column.notNull().defaultTo(""))
    .execute();
  const orders = await sql<{ number: string; record: string }>`select number, record from orders`
    .execute(db)
    .then((result) => result.rows);
  for (const { number, record } of orders) {
    const order = JSON.parse(record) as { customer?: { name?: string }; purchaseOrder?: string };
    await sql`update orders set customer_name = ${order.customer?.name ?? ""}, purchase_order = ${order.purchaseOrder ?? ""} where number = ${number}`.execute(
      db,
    );
  }
  // An order's page lists its e-mails.
  await db.schema.createIndex("emails_order").on("emails").column("order_number").execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
  await db.schema
    .createIndex("orders_stage_created")
    .on("orders")
    .columns(["stage", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_stage_created").execute();
  await db.schema.dropIndex("orders_created").execute();
  await db.schema.dropIndex("emails_order").execute();
  await db.schema.alterTable("orders").dropColumn("purchase_order").execute();
  await db.schema.alterTable("orders").dropColumn("customer_name").execute();
  await db.schema.dropIndex("submissions_kind_created").execute();
  for (const table of [
    "lead_states",
    "audit_log",
    "sign_in_failures",
    "auth_challenges",
    "staff_sessions",
    "staff_invites",
    "staff_passkeys",
    "staff",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
