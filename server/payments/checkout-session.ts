import type { PlacedOrder } from "#app/domain/orders.ts";
import type { Stripe } from "./stripe-client.ts";

/*
 * A Stripe Checkout Session for an order (issue 37): Stripe's hosted page
 * takes the card, so no card data touches our server. The amounts are the
 * pricing module's, as the order recorded them: each design at its
 * discounted unit price, and the order's shipping.
 */

/** What a line is called on Stripe's page and receipt. */
export const lineName = (line: PlacedOrder["lines"][number]) =>
  `${line.design.deviceBrand} ${line.design.deviceModel} wrap, ${line.design.coverageLabel}, ${line.design.finishLabel}`;

export function sessionParams(
  order: PlacedOrder,
  { tax, returnUrl }: { tax: boolean; returnUrl: (paid: boolean) => string },
): Stripe.Checkout.SessionCreateParams {
  const currency = order.currency.toLowerCase();
  const linesCents = order.lines.reduce(
    (sum, line) => sum + line.discountedUnitCents * line.quantity,
    0,
  );
  // The page's total must be the order's, to the cent, before Stripe adds any tax.
  if (linesCents + order.shippingCents !== order.totalCents) {
    throw new Error(`Order ${order.number}'s lines and shipping do not make its total`);
  }
  const taxBehavior = tax ? { tax_behavior: "exclusive" as const } : {};
  return {
    mode: "payment",
    // A card is paid or refused on the spot: no order waits days on a bank debit while its page
    // still offers to pay.
    allowed_payment_method_types: ["card"],
    client_reference_id: order.number,
    customer_email: order.customer.email,
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.discountedUnitCents,
        product_data: {
          name: lineName(line),
          ...(line.design.designName && { description: line.design.designName }),
        },
        ...taxBehavior,
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: order.shipping.label,
          fixed_amount: { amount: order.shippingCents, currency },
          ...taxBehavior,
        },
      },
    ],
    automatic_tax: { enabled: tax },
    ...(tax && { billing_address_collection: "required" as const }),
    metadata: { order_number: order.number },
    payment_intent_data: {
      description: `Order ${order.number}`,
      metadata: { order_number: order.number },
    },
    success_url: returnUrl(true),
    cancel_url: returnUrl(false),
  };
}
