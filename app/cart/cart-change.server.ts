import type { RouterContextProvider } from "react-router";
import { maxQuantity } from "#app/domain/pricing.ts";
import { formatCount } from "#app/lib/format.ts";
import { shopServicesContext } from "#app/services.server.ts";
import { cartCookies, readCartId } from "./cart-cookie.server.ts";
import { changedQuantities, intentField, parseIntent } from "./cart-form.ts";
import { type CartView, cartView } from "./cart-lines.ts";

export const quantityMessage = `Please enter a whole number from 1 to ${formatCount(maxQuantity)}.`;

export type CartChangeOutcome =
  | { outcome: "changed"; cart: CartView; headers: Headers; checkout: boolean }
  | { outcome: "invalid"; itemId: string; error: string; cart: CartView; headers: Headers }
  | { outcome: "no-cart" };

async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  return Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** A typed quantity as a whole number in range, or null. */
function quantityOf(typed: string): number | null {
  const quantity = Number(typed.trim() || Number.NaN);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/**
 * Applies a post of the cart's form (`cart-form.ts`) to the visitor's cart
 * (theirs only: the cart is found by its cookie, and an item of another cart
 * is left alone): first every quantity the visitor changed that is valid,
 * then what was pressed, which happens only when no quantity was refused.
 * Answers the cart as it now is, priced by the pricing module, and whether to
 * go on to checkout.
 */
export async function changeCart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CartChangeOutcome> {
  const cartId = readCartId(request);
  if (!cartId) return { outcome: "no-cart" };
  const shop = context.get(shopServicesContext);
  const fields = await readForm(request);
  const intent = parseIntent(fields[intentField]) ?? { kind: "update" };
  const items = await shop.cartItems(cartId);
  let refused: string | null = null;
  for (const [itemId, typed] of changedQuantities(fields)) {
    const item = items.find((line) => line.id === itemId);
    // A line being removed needs no quantity; one not in this cart is not the visitor's.
    if (!item || (intent.kind === "remove" && intent.itemId === itemId)) continue;
    const quantity = quantityOf(typed);
    if (quantity === null) refused ??= itemId;
    else if (quantity !== item.quantity) await shop.setQuantity(cartId, itemId, quantity);
  }
  if (refused === null && "itemId" in intent) {
    if (intent.kind === "remove") await shop.removeItem(cartId, intent.itemId);
    else {
      const item = (await shop.cartItems(cartId)).find((line) => line.id === intent.itemId);
      const stepped = quantityOf(String((item?.quantity ?? 1) + (intent.kind === "more" ? 1 : -1)));
      if (item && stepped === null) refused = item.id;
      else if (item && stepped !== null) await shop.setQuantity(cartId, item.id, stepped);
    }
  }
  const cart = cartView(await shop.cartItems(cartId));
  const headers = cartCookies(request, cartId, cart.units);
  if (refused !== null) {
    return { outcome: "invalid", itemId: refused, error: quantityMessage, cart, headers };
  }
  return { outcome: "changed", cart, headers, checkout: intent.kind === "checkout" };
}
