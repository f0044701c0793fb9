import type { OrderPayment } from "#app/domain/payments.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import {
  type SubmissionContext,
  dollars,
  envelope,
  orderItemsPayload,
  payloadSource,
  trailer,
} from "./payloads.server.ts";

/*
 * A placed order's payloads to the order webhook: order_placed (SPEC.md
 * section 3), which says how it is paid, and order_payment, each change of
 * its payment (issue 37).
 */

/**
 * How a placed order is paid, as its payload says: with Stripe payments on,
 * by card at checkout, by card once the proof is approved, or by Stripe
 * Invoice; without them, by an invoice the shop sends after the proof.
 */
export type PaymentTerms =
  "card_at_checkout" | "card_after_proof" | "stripe_invoice" | "invoice_after_proof";

/**
 * A placed order (PRODUCT.md section 6), forwarded to the order webhook with
 * its own event: who, where to, what (artwork links and placement included),
 * and the server's prices. Payment follows the proof: an invoice or a
 * payment link.
 */
export function placedOrderPayload(
  order: PlacedOrder,
  context: SubmissionContext,
  cartId: string,
  payment: PaymentTerms = "invoice_after_proof",
) {
  return {
    ...envelope("order_placed", context),
    order_number: order.number,
    cart_id: cartId,
    customer: order.customer,
    organization: order.organization,
    purchase_order: order.purchaseOrder,
    tax_exempt: order.taxExempt,
    proof_requested: order.proofFirst,
    notes: order.notes,
    shipping_address: order.shipTo,
    shipping: {
      method: order.shipping.method,
      label: order.shipping.label,
      delivery_business_days: order.shipping.days,
      price: dollars(order.shipping.cents),
    },
    items: orderItemsPayload(order.lines),
    totals: {
      merchandise_before_discounts: dollars(order.merchandiseCents + order.discountCents),
      discounts: dollars(order.discountCents),
      merchandise: dollars(order.merchandiseCents),
      shipping: dollars(order.shippingCents),
      total: dollars(order.totalCents),
      currency: order.currency,
    },
    payment,
    ...trailer(context),
  };
}

/**
 * A change of a placed order's payment (issue 37), to the order webhook:
 * paid, flagged, refunded, invoiced, and where it stands now. Stripe's event
 * id names the event that changed it (null for staff's own action).
 */
export function orderPaymentPayload(input: {
  orderNumber: string;
  payment: Pick<
    OrderPayment,
    | "method"
    | "state"
    | "amountCents"
    | "taxCents"
    | "paidCents"
    | "refundedCents"
    | "currency"
    | "flag"
  >;
  detail: string;
  stripeEventId: string | null;
  timestamp: string;
}) {
  const { payment } = input;
  return {
    event: "order_payment",
    timestamp: input.timestamp,
    order_number: input.orderNumber,
    method: payment.method,
    state: payment.state,
    amount: dollars(payment.amountCents),
    sales_tax: payment.taxCents === null ? null : dollars(payment.taxCents),
    paid: dollars(payment.paidCents),
    refunded: dollars(payment.refundedCents),
    currency: payment.currency.toUpperCase(),
    flagged: payment.flag || null,
    detail: input.detail,
    stripe_event_id: input.stripeEventId,
    source: payloadSource,
  };
}
