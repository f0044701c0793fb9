import type { RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { maxQuantity } from "~/domain/pricing";
import { formatCount } from "~/lib/format";
import { shopServicesContext } from "~/services.server";
import { cartCookies, readCartId } from "./cart-cookie.server";
import { type CartView, cartView } from "./cart-lines";

export const quantityMessage = `Please enter a whole number from 1 to ${formatCount(maxQuantity)}.`;

const itemId = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * What a post to the cart may ask: a quantity (typed, or a step of ±1 from
 * the stepper buttons, which work without script), or a removal.
 */
const CartChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("quantity"),
    itemId,
    quantity: z.optional(z.string()),
    step: z.optional(z.enum(["-1", "1"])),
  }),
  z.object({ intent: z.literal("remove"), itemId }),
]);

export type CartChangeOutcome =
  | { outcome: "changed"; cart: CartView; headers: Headers }
  | { outcome: "invalid"; itemId: string; error: string; cart: CartView }
  | { outcome: "no-cart" };

async function readForm(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  return Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * Applies one change to the visitor's cart (theirs only: the cart is found by
 * its cookie, and an item of another cart is left alone) and answers the
 * cart as it now is, priced by the pricing module.
 */
export async function changeCart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CartChangeOutcome> {
  const cartId = readCartId(request);
  if (!cartId) return { outcome: "no-cart" };
  const shop = context.get(shopServicesContext);
  const parsed = CartChangeSchema.safeParse(await readForm(request));
  const current = async () => cartView(await shop.cartItems(cartId));
  if (!parsed.success) {
    return { outcome: "invalid", itemId: "", error: quantityMessage, cart: await current() };
  }
  const change = parsed.data;
  let units: number;
  if (change.intent === "remove") {
    units = await shop.removeItem(cartId, change.itemId);
  } else {
    const item = (await shop.cartItems(cartId)).find((line) => line.id === change.itemId);
    const quantity = change.step
      ? (item?.quantity ?? 1) + Number(change.step)
      : Number(change.quantity?.trim() || Number.NaN);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
      return {
        outcome: "invalid",
        itemId: change.itemId,
        error: quantityMessage,
        cart: await current(),
      };
    }
    units = await shop.setQuantity(cartId, change.itemId, quantity);
  }
  return {
    outcome: "changed",
    cart: await current(),
    headers: cartCookies(request, cartId, units),
  };
}
