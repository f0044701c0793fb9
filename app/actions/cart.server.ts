import type { RouterContextProvider } from "react-router";
import { cartCookies, readCartId } from "#app/cart/cart-cookie.server.ts";
import { CartPostSchema, quantityMessage, steppedQuantity } from "#app/cart/cart-form.ts";
import { type CartView, cartView } from "#app/cart/cart-lines.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { shopServicesContext } from "#app/services.server.ts";
import { readPost } from "./read-post.server.ts";

export type CartChangeOutcome =
  | { outcome: "changed"; cart: CartView; headers: Headers; checkout: boolean }
  | { outcome: "invalid"; itemId: string; error: string; cart: CartView; headers: Headers }
  | { outcome: "failed"; reply: FormReply; status: number }
  | { outcome: "no-cart" };

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
  const post = await readPost(request, CartPostSchema, { blanks: "kept" });
  if (!post.ok) return { outcome: "failed", reply: post.reply, status: post.status };
  const { intent, quantities } = post.data;
  const shop = context.get(shopServicesContext);
  const items = await shop.cartItems(cartId);
  let refused: string | null = null;
  for (const { itemId, quantity } of quantities) {
    const item = items.find((line) => line.id === itemId);
    // A line being removed needs no quantity; one not in this cart is not the visitor's.
    if (!item || (intent.kind === "remove" && intent.itemId === itemId)) continue;
    if (quantity === null) refused ??= itemId;
    else if (quantity !== item.quantity) await shop.setQuantity(cartId, itemId, quantity);
  }
  if (refused === null && "itemId" in intent) {
    if (intent.kind === "remove") await shop.removeItem(cartId, intent.itemId);
    else {
      const item = (await shop.cartItems(cartId)).find((line) => line.id === intent.itemId);
      const stepped = item && steppedQuantity(item.quantity, intent.kind);
      if (item && stepped === null) refused = item.id;
      else if (item && stepped) await shop.setQuantity(cartId, item.id, stepped);
    }
  }
  const cart = cartView(await shop.cartItems(cartId));
  const headers = cartCookies(request, cartId, cart.units);
  if (refused !== null) {
    return { outcome: "invalid", itemId: refused, error: quantityMessage, cart, headers };
  }
  return { outcome: "changed", cart, headers, checkout: intent.kind === "checkout" };
}
