import type { Kysely, Transaction } from "kysely";
import type { CartItem, StoredDesign } from "#app/domain/cart.ts";
import { maxCartDesigns } from "#app/domain/policies.ts";
import { maxQuantity } from "#app/domain/pricing.ts";
import type { NewDesign } from "#app/services.server.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { designKey } from "./design-key.ts";

/*
 * The cart's rows: read by the cart page and by an order, written only by
 * the shop service (shop.ts).
 */

/** A cart_items row as the cart and the order read it. */
export const toCartItem = (row: { id: string; quantity: number; design: string }): CartItem => ({
  id: row.id,
  quantity: row.quantity,
  ...(JSON.parse(row.design) as StoredDesign),
});

/** A cart's items in the order they were added. */
export const itemsOf = (executor: Kysely<DatabaseSchema>, cartId: string) =>
  executor
    .selectFrom("cart_items")
    .select(["id", "design", "quantity"])
    .where("cart_id", "=", cartId)
    .orderBy("created_at")
    .orderBy("id");

/** A quantity the cart keeps: whole, from 1 to the most one line takes. */
export const clampQuantity = (quantity: number) =>
  Math.min(Math.max(Math.trunc(quantity), 1), maxQuantity);

/**
 * Whether a design would be one line too many: its cart holds the most
 * designs one cart takes, and it is neither one of them again nor an edit of
 * one (either of which takes an existing line).
 */
export async function cartIsFull(
  trx: Transaction<DatabaseSchema>,
  { cartId, design, replaces }: Pick<NewDesign, "cartId" | "design" | "replaces">,
): Promise<boolean> {
  const lines = await trx
    .selectFrom("cart_items")
    .select(["id", "design_key"])
    .where("cart_id", "=", cartId)
    .execute();
  if (lines.length < maxCartDesigns) return false;
  const key = designKey(design.fields);
  return !lines.some((line) => line.design_key === key || line.id === replaces);
}

/**
 * A design into its cart (made if new), as item `id`. The same design again
 * raises its line's quantity instead of adding a line; an edited design takes
 * the place and the quantity of the item it replaces (and joins an identical
 * line, if the edit made it one).
 */
export async function putInCart(
  trx: Transaction<DatabaseSchema>,
  id: string,
  { cartId, design, replaces }: Pick<NewDesign, "cartId" | "design" | "replaces">,
  now: number,
): Promise<void> {
  await trx
    .insertInto("carts")
    .values({ id: cartId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ updated_at: now }))
    .execute();
  const replaced = replaces
    ? await trx
        .deleteFrom("cart_items")
        .where("id", "=", replaces)
        .where("cart_id", "=", cartId)
        .returning(["quantity", "created_at"])
        .executeTakeFirst()
    : undefined;
  const key = designKey(design.fields);
  const added = replaced?.quantity ?? 1;
  const same = await trx
    .selectFrom("cart_items")
    .select(["id", "quantity"])
    .where("cart_id", "=", cartId)
    .where("design_key", "=", key)
    .executeTakeFirst();
  if (same) {
    await trx
      .updateTable("cart_items")
      .set({ quantity: Math.min(same.quantity + added, maxQuantity), updated_at: now })
      .where("id", "=", same.id)
      .execute();
    return;
  }
  await trx
    .insertInto("cart_items")
    .values({
      id,
      cart_id: cartId,
      design: JSON.stringify(design),
      design_key: key,
      quantity: added,
      // An edited design keeps its place in the cart.
      created_at: replaced?.created_at ?? now,
      updated_at: now,
    })
    .execute();
}
