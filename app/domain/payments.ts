/*
 * How an order is paid (issue 37, PRODUCT.md "Payment"): by card on Stripe's
 * hosted Checkout (at checkout, or once the proof is approved), or by a
 * Stripe Invoice for purchase orders and tax-exempt organisations. The same
 * words on the customer's order page, in the console and in the webhook.
 */

export type PaymentMethod = "card" | "invoice";

/** Where an order's payment stands, as stored; "overdue" is an open invoice past its due date. */
export const paymentStates = [
  { id: "unpaid", label: "Unpaid" },
  { id: "invoice_open", label: "Invoice open" },
  { id: "overdue", label: "Overdue" },
  { id: "paid", label: "Paid" },
  { id: "partially_refunded", label: "Refunded in part" },
  { id: "refunded", label: "Refunded" },
] as const;

export type PaymentState = (typeof paymentStates)[number]["id"];

export const isPaymentState = (value: string): value is PaymentState =>
  paymentStates.some((state) => state.id === value);

export const paymentStateLabel = (state: PaymentState): string =>
  paymentStates.find((entry) => entry.id === state)?.label ?? state;

/** Whether the order's money is in (less a partial refund): production may start, or go on. */
export const isPaid = (state: PaymentState): boolean =>
  state === "paid" || state === "partially_refunded";

/** A refund as the order shows it. */
export interface RefundEntry {
  amountCents: number;
  reason: string;
  /** ISO 8601. */
  at: string;
  state: "pending" | "succeeded" | "failed";
}

/** An order's payment as its page, the console and the e-mails show it. */
export interface OrderPayment {
  method: PaymentMethod;
  state: PaymentState;
  /** What the order costs before tax. */
  amountCents: number;
  /** The sales tax Stripe computed, once known. */
  taxCents: number | null;
  paidCents: number;
  refundedCents: number;
  currency: string;
  /** The card can be paid now: the order page offers "Pay $X". */
  payable: boolean;
  /** Stripe's hosted invoice page, once staff have sent the invoice. */
  invoiceUrl: string | null;
  /** ISO 8601. */
  invoiceDueAt: string | null;
  paidAt: string | null;
  /** What staff must look at; "" when nothing. */
  flag: string;
  refunds: RefundEntry[];
}

/** How a placed order will be paid: a purchase order or a tax exemption is invoiced. */
export const paymentMethodOf = (order: {
  purchaseOrder: string;
  taxExempt: boolean;
}): PaymentMethod => (order.purchaseOrder.trim() !== "" || order.taxExempt ? "invoice" : "card");
