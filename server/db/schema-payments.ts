import type { Generated } from "kysely";
import type { PaymentMethod, PaymentState } from "#app/domain/payments.ts";

/** What an order owes and what Stripe says of it (issue 37); one row per order placed with payments on. */
export interface OrderPaymentsTable {
  order_number: string;
  method: PaymentMethod;
  state: PaymentState;
  /** What the order costs before tax, as the pricing module priced it. */
  amount_cents: number;
  currency: string;
  /** The tax Stripe Tax computed, once paid (null without it). */
  tax_cents: number | null;
  paid_cents: Generated<number>;
  refunded_cents: Generated<number>;
  /** Checkout Sessions made for it so far: each new one's idempotency key counts on from it. */
  sessions_made: Generated<number>;
  session_id: string | null;
  session_url: string | null;
  session_expires_at: number | null;
  payment_intent: string | null;
  invoice_id: string | null;
  invoice_url: string | null;
  invoice_due_at: number | null;
  /** What staff must look at (an event whose amount or currency was not the order's); "" when nothing. */
  flag: Generated<string>;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A Stripe event, handled once by its id. */
export interface StripeEventsTable {
  id: string;
  type: string;
  order_number: string | null;
  /** "applied", "ignored" or "flagged". */
  outcome: string;
  detail: Generated<string>;
  received_at: number;
}

/** A refund staff asked for. */
export interface OrderRefundsTable {
  id: string;
  order_number: string;
  stripe_refund_id: string | null;
  amount_cents: number;
  reason: string;
  /** "pending" until Stripe's charge.refunded event, then "succeeded"; "failed" if Stripe refused. */
  state: string;
  created_by: string;
  created_at: number;
}
