import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 49: a PDF's first page as placed (its bleed beyond its trim, whether it names its trim),
  // and the preflight's report of each file that goes to the printer, as JSON.
  await db.schema.alterTable("uploads").addColumn("page_bleed", "text").execute();
  await db.schema.alterTable("uploads").addColumn("preflight", "text").execute();
  await db.schema.alterTable("production_files").addColumn("preflight", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("production_files").dropColumn("preflight").execute();
  await db.schema.alterTable("uploads").dropColumn("preflight").execute();
  await db.schema.alterTable("uploads").dropColumn("page_bleed").execute();
}
