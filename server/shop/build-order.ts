import { priceItems } from "#app/cart/cart-lines.ts";
import type { CartItem } from "#app/domain/cart.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { ShippingMethodId } from "#app/domain/policies.ts";
import { shippingAndTotal, shippingMethodById } from "#app/domain/pricing.ts";
import { type Checkout, checkoutAddress } from "#app/forms/checkout.ts";

/**
 * The placed order from a cart's items and the checkout's fields, priced on
 * the server by the pricing module: a posted price does not exist.
 */
export function buildOrder(
  items: readonly CartItem[],
  number: string,
  checkout: Checkout,
  placedAt: string,
): PlacedOrder {
  const method = checkout.shippingMethod as ShippingMethodId;
  const shipping = shippingMethodById(method);
  const designs = priceItems(items);
  const { shippingCents, totalCents } = shippingAndTotal(designs.merchandiseCents, method);
  return {
    number,
    placedAt,
    customer: { name: checkout.name, email: checkout.email, phone: checkout.phone },
    organization: checkout.organization ?? "",
    purchaseOrder: checkout.purchaseOrder ?? "",
    taxExempt: checkout.taxExempt,
    proofFirst: checkout.proofFirst,
    notes: checkout.notes ?? "",
    shipTo: { ...checkoutAddress(checkout), country: "US" },
    shipping: { method, label: shipping.label, days: shipping.days, cents: shippingCents },
    lines: designs.lines,
    merchandiseCents: designs.merchandiseCents,
    discountCents: designs.discountCents,
    shippingCents,
    totalCents,
    currency: "USD",
  };
}
