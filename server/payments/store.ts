import type { Kysely, Selectable } from "kysely";
import type { PlacedOrder } from "#app/domain/orders.ts";
import {
  type OrderPayment,
  type PaymentState,
  isPaymentState,
  paymentMethodOf,
} from "#app/domain/payments.ts";
import type { PaymentTerms } from "#app/webhooks/order-payloads.server.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { OrderPaymentsTable } from "../db/schema-payments.ts";

/*
 * The payments' tables (issue 37), read and written here only: what an
 * order owes, each refund, each Stripe event handled.
 */

type Db = Kysely<DatabaseSchema>;
export type PaymentRow = Selectable<OrderPaymentsTable>;

/** How an order placed with payments on is paid, as its webhook payload says. */
export const paymentTermsOf = (order: PlacedOrder): PaymentTerms =>
  paymentMethodOf(order) === "invoice"
    ? "stripe_invoice"
    : order.proofFirst
      ? "card_after_proof"
      : "card_at_checkout";

/** An order placed with payments on owes its total: its row, in the placing transaction. */
export async function openPayment(db: Db, order: PlacedOrder, now: number): Promise<void> {
  await db
    .insertInto("order_payments")
    .values({
      order_number: order.number,
      method: paymentMethodOf(order),
      state: "unpaid",
      amount_cents: order.totalCents,
      currency: order.currency.toLowerCase(),
      tax_cents: null,
      session_id: null,
      session_url: null,
      session_expires_at: null,
      payment_intent: null,
      invoice_id: null,
      invoice_url: null,
      invoice_due_at: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * An order's payment row; with `lockOn: "postgres"` locked until the
 * transaction ends (SQLite writes one at a time anyway).
 */
export async function paymentRow(
  db: Db,
  number: string,
  { lockOn }: { lockOn?: "sqlite" | "postgres" } = {},
): Promise<PaymentRow | undefined> {
  let query = db.selectFrom("order_payments").selectAll().where("order_number", "=", number);
  if (lockOn === "postgres") query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Changes an order's payment row. */
export async function updatePayment(
  db: Db,
  number: string,
  change: Partial<Omit<PaymentRow, "order_number" | "created_at">>,
  now: number,
): Promise<void> {
  await db
    .updateTable("order_payments")
    .set({ ...change, updated_at: now })
    .where("order_number", "=", number)
    .execute();
}

/** The stored state as the order shows it at `now`: an open invoice past its due date is overdue. */
export function shownState(
  row: Pick<PaymentRow, "state" | "invoice_due_at">,
  now: number,
): PaymentState {
  const state = isPaymentState(row.state) ? row.state : "unpaid";
  return state === "invoice_open" && row.invoice_due_at !== null && Number(row.invoice_due_at) < now
    ? "overdue"
    : state;
}

/** Whether a proof of the order was approved (a proof-first order is paid after that). */
async function proofApproved(db: Db, number: string): Promise<boolean> {
  const row = await db
    .selectFrom("proof_rounds")
    .select("id")
    .where("order_number", "=", number)
    .where("answer", "=", "approved")
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the customer may pay the order by card now. */
export async function isPayable(db: Db, row: PaymentRow, order: PlacedOrder): Promise<boolean> {
  if (row.method !== "card" || row.state !== "unpaid") return false;
  return !order.proofFirst || (await proofApproved(db, order.number));
}

const isoOrNull = (value: number | string | null) =>
  value === null ? null : new Date(Number(value)).toISOString();

/** An order's payment as its page and the console show it; null for an order placed with payments off. */
export async function orderPayment(
  db: Db,
  order: PlacedOrder,
  now: number,
): Promise<OrderPayment | null> {
  const row = await paymentRow(db, order.number);
  if (!row) return null;
  const refunds = await db
    .selectFrom("order_refunds")
    .select(["amount_cents", "reason", "created_at", "state"])
    .where("order_number", "=", order.number)
    .orderBy("created_at")
    .execute();
  return {
    method: row.method,
    state: shownState(row, now),
    amountCents: Number(row.amount_cents),
    taxCents: row.tax_cents === null ? null : Number(row.tax_cents),
    paidCents: Number(row.paid_cents),
    refundedCents: Number(row.refunded_cents),
    currency: row.currency,
    payable: await isPayable(db, row, order),
    invoiceUrl: row.invoice_url,
    invoiceDueAt: isoOrNull(row.invoice_due_at),
    paidAt: isoOrNull(row.paid_at),
    flag: row.flag,
    refunds: refunds.map((refund) => ({
      amountCents: Number(refund.amount_cents),
      reason: refund.reason,
      at: new Date(Number(refund.created_at)).toISOString(),
      state: refund.state === "succeeded" || refund.state === "failed" ? refund.state : "pending",
    })),
  };
}

/**
 * Records a Stripe event's id, in the transaction that applies it: false
 * when it was handled already (a replay, or Stripe's retry of a delivered one).
 */
export async function claimEvent(
  db: Db,
  event: { id: string; type: string },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto("stripe_events")
    .values({
      id: event.id,
      type: event.type,
      order_number: null,
      outcome: "ignored",
      received_at: now,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return Boolean(inserted);
}

/** What came of a claimed event. */
export async function settleEvent(
  db: Db,
  id: string,
  result: {
    outcome: "applied" | "ignored" | "flagged";
    orderNumber: string | null;
    detail: string;
  },
): Promise<void> {
  await db
    .updateTable("stripe_events")
    .set({ outcome: result.outcome, order_number: result.orderNumber, detail: result.detail })
    .where("id", "=", id)
    .execute();
}
