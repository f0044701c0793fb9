import { type Kysely, PostgresAdapter, sql } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Form posts per client and fixed window, counted in the database so that every instance
  // behind the load balancer sees the same count (server/rate-limit-store.ts); a window's rows
  // are deleted once it is over. On PostgreSQL the table is unlogged: a count written with no
  // WAL flush of its own costs a post little, and one lost to a crash or a failover (the table
  // starts empty again) only gives its clients a fresh window.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("rate_limit_hits");
  if (postgres) table = table.modifyFront(sql`unlogged`);
  await table
    .addColumn("client_key", "varchar(200)", (column) => column.notNull())
    .addColumn("window_start", "bigint", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("rate_limit_hits_pk", ["client_key", "window_start"])
    .execute();
  // The sweep deletes by window alone.
  await db.schema
    .createIndex("rate_limit_hits_window")
    .on("rate_limit_hits")
    .column("window_start")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").execute();
}
