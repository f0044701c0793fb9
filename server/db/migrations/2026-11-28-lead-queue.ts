import { type Kysely, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

const leadKinds = ["contact", "quote", "affiliate", "newsletter"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 19's lists at 100,000 leads: every lead has its state row from the moment it is
  // taken in (status "new"), with its kind and time, so a list or a count reads one index
  // instead of joining every answered lead.
  await db.schema
    .alterTable("lead_states")
    .addColumn("kind", "varchar(20)", (column) => column.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("lead_states")
    .addColumn("received_at", "bigint", (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update lead_states set
      kind = (select kind from submissions where submissions.id = lead_states.submission_id),
      received_at = (select created_at from submissions where submissions.id = lead_states.submission_id)`.execute(
    db,
  );
  await sql`insert into lead_states (submission_id, status, note, updated_at, updated_by, kind, received_at)
    select id, 'new', '', created_at, null, kind, created_at from submissions
    where kind in (${sql.join(leadKinds)})
      and not exists (select 1 from lead_states where lead_states.submission_id = submissions.id)`.execute(
    db,
  );
  await db.schema
    .createIndex("lead_states_queue")
    .on("lead_states")
    .columns(["kind", "status", "received_at"])
    .execute();
  await db.schema
    .createIndex("lead_states_waiting")
    .on("lead_states")
    .columns(["status", "received_at"])
    .execute();

  // The order queue's search reads one lowercased column, not four.
  await db.schema
    .alterTable("orders")
    .addColumn("search_text", "varchar(700)", (column) => column.notNull().defaultTo(""))
    .execute();
  await sql`update orders set search_text = lower(number || ' ' || customer_name || ' ' || email || ' ' || purchase_order)`.execute(
    db,
  );
  // Every sort of the queue, whole or by stage, walks an index in its order (ties broken by
  // number, the same way), so a deep page skips index entries instead of sorting the table; the
  // newest-first index carries the search text too, so a search reads the index, not the orders.
  await db.schema.dropIndex("orders_stage_created").execute();
  await db.schema.dropIndex("orders_created").execute();
  for (const [name, columns] of orderSortIndexes) {
    await db.schema.createIndex(name).on("orders").columns(columns).execute();
  }
}

const orderSortIndexes: [string, string[]][] = [
  ["orders_created", ["created_at", "number", "search_text"]],
  ["orders_stage_created", ["stage", "created_at", "number"]],
  ["orders_total", ["total_cents", "created_at", "number"]],
  ["orders_stage_total", ["stage", "total_cents", "created_at", "number"]],
  ["orders_updated", ["updated_at", "number"]],
  ["orders_stage_updated", ["stage", "updated_at", "number"]],
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of orderSortIndexes) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex("orders_created").on("orders").column("created_at").execute();
  await db.schema
    .createIndex("orders_stage_created")
    .on("orders")
    .columns(["stage", "created_at"])
    .execute();
  await db.schema.alterTable("orders").dropColumn("search_text").execute();
  await db.schema.dropIndex("lead_states_waiting").execute();
  await db.schema.dropIndex("lead_states_queue").execute();
  await sql`delete from lead_states where status = 'new' and note = '' and updated_by is null`.execute(
    db,
  );
  await db.schema.alterTable("lead_states").dropColumn("received_at").execute();
  await db.schema.alterTable("lead_states").dropColumn("kind").execute();
}
