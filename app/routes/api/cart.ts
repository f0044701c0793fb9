import type { Route } from "./+types/cart";
import { changeCart } from "#app/actions/cart.server.ts";

/** The endpoint takes posts only. */
export function loader() {
  return Response.json(
    { outcome: "failed", message: "The cart is changed with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/**
 * What the cart page's script posts a quantity or a removal to: the same
 * post and change as the page's own form, answered with the cart as it now is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await changeCart(request, context);
  const noStore = { "Cache-Control": "private, no-store" };
  if (result.outcome === "no-cart") {
    return Response.json({ outcome: "no-cart" }, { status: 409, headers: noStore });
  }
  if (result.outcome === "failed") {
    return Response.json(result.reply, { status: result.status, headers: noStore });
  }
  const headers = new Headers(result.headers);
  headers.set("Cache-Control", noStore["Cache-Control"]);
  if (result.outcome === "invalid") {
    const { outcome, itemId, error, cart } = result;
    return Response.json({ outcome, itemId, error, cart }, { status: 400, headers });
  }
  return Response.json({ outcome: "changed", cart: result.cart }, { headers });
}
