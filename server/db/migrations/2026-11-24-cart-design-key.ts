import { createHash } from "node:crypto";
import type { Kysely } from "kysely";

// Migrations are frozen once released: never edit one, add the next.

/**
 * A design's key as server/shop/design-key.ts made it when this migration was
 * released, copied so that a later change there cannot change what this does.
 */
function designKey(fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, (fields[name] ?? "").trim()])
    .filter(([, value]) => value !== "");
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url");
}

interface ItemRow {
  id: string;
  design: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Which design a cart line is (server/shop/design-key.ts): the same design added again is one line.
  await db.schema.alterTable("cart_items").addColumn("design_key", "varchar(64)").execute();
  const items = db as unknown as Kysely<{ cart_items: ItemRow & { design_key: string | null } }>;
  const rows = await items.selectFrom("cart_items").select(["id", "design"]).execute();
  for (const row of rows) {
    const { fields = {} } = JSON.parse(row.design) as { fields?: Record<string, string> };
    await items
      .updateTable("cart_items")
      .set({ design_key: designKey(fields) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema
    .createIndex("cart_items_design")
    .on("cart_items")
    .columns(["cart_id", "design_key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("cart_items_design").execute();
  await db.schema.alterTable("cart_items").dropColumn("design_key").execute();
}
