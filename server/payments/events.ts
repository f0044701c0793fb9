import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Stripe } from "./stripe-client.ts";
import { type PaymentRow, paymentRow, updatePayment } from "./store.ts";

/*
 * What a Stripe event does to an order's payment (issue 37). Only an event
 * whose amount and currency are the order's marks it paid; any other is
 * recorded and flagged for staff.
 */

type Db = Kysely<DatabaseSchema>;

export interface EventResult {
  outcome: "applied" | "ignored" | "flagged";
  orderNumber: string | null;
  detail: string;
}

const ignored = (detail: string, orderNumber: string | null = null): EventResult => ({
  outcome: "ignored",
  orderNumber,
  detail,
});

/** The order a Stripe object names: by our reference, or its metadata. */
function orderNumberOf(object: {
  client_reference_id?: string | null;
  metadata?: Stripe.Metadata | null;
}): string | null {
  return object.metadata?.["order_number"] ?? object.client_reference_id ?? null;
}

const cents = (value: number) => `$${(value / 100).toFixed(2)}`;

/**
 * Marks the order paid when `paid` (tax excluded) and `currency` are what it
 * owes; otherwise flags it for staff and leaves it unpaid.
 */
async function settle(
  db: Db,
  row: PaymentRow,
  paid: { amountCents: number; taxCents: number; currency: string; paymentIntent: string | null },
  now: number,
  what: string,
): Promise<EventResult> {
  const number = row.order_number;
  if (row.state !== "unpaid" && row.state !== "invoice_open") {
    // The same payment told again is nothing new; another one is the customer paying twice.
    if (paid.paymentIntent === null || paid.paymentIntent === row.payment_intent) {
      return ignored(`${what}: the order is ${row.state} already`, number);
    }
    const flag = `Paid twice: ${what.toLowerCase()} ${paid.paymentIntent} of ${cents(paid.amountCents)} came after the order was paid. Refund it in Stripe.`;
    await updatePayment(db, number, { flag }, now);
    return { outcome: "flagged", orderNumber: number, detail: flag };
  }
  const owed = Number(row.amount_cents);
  const before = paid.amountCents - paid.taxCents;
  if (paid.currency !== row.currency || before !== owed) {
    const flag = `${what} of ${cents(before)} ${paid.currency.toUpperCase()} before tax, where the order is ${cents(owed)} ${row.currency.toUpperCase()}: not marked paid. Check it in Stripe.`;
    await updatePayment(db, number, { flag }, now);
    return { outcome: "flagged", orderNumber: number, detail: flag };
  }
  await updatePayment(
    db,
    number,
    {
      state: "paid",
      paid_cents: paid.amountCents,
      tax_cents: paid.taxCents,
      paid_at: now,
      ...(paid.paymentIntent && { payment_intent: paid.paymentIntent }),
    },
    now,
  );
  return {
    outcome: "applied",
    orderNumber: number,
    detail: `${what}: paid ${cents(paid.amountCents)}`,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The order a payment intent paid, if one of ours did. */
async function orderPaidWith(
  db: Db,
  paymentIntent: string | { id: string } | null | undefined,
): Promise<string | null> {
  const id = idOf(paymentIntent);
  if (!id) return null;
  const found = await db
    .selectFrom("order_payments")
    .select("order_number")
    .where("payment_intent", "=", id)
    .executeTakeFirst();
  return found?.order_number ?? null;
}

async function rowFor(db: Db, number: string | null, engine: "sqlite" | "postgres") {
  return number ? paymentRow(db, number, { lockOn: engine }) : undefined;
}

/** Applies one verified event, in the transaction that claimed its id. */
export async function applyEvent(
  db: Db,
  event: Stripe.Event,
  { now, engine }: { now: number; engine: "sqlite" | "postgres" },
): Promise<EventResult> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      const number = orderNumberOf(session);
      const row = await rowFor(db, number, engine);
      if (!row) return ignored("No order of ours", number);
      if (session.id !== row.session_id && row.state === "unpaid") {
        // Paid on a page we did not make for it (a payment link naming the order, say).
        const flag = `A payment page we did not make for this order (${session.id}) says it was paid: not marked paid. Check it in Stripe.`;
        await updatePayment(db, row.order_number, { flag }, now);
        return { outcome: "flagged", orderNumber: row.order_number, detail: flag };
      }
      if (session.payment_status !== "paid") {
        // Paid later (a bank debit): its async_payment_succeeded settles it.
        await updatePayment(db, row.order_number, { session_id: session.id }, now);
        return ignored(`Session completed, payment ${session.payment_status}`, number);
      }
      return settle(
        db,
        row,
        {
          amountCents: session.amount_total ?? 0,
          taxCents: session.total_details?.amount_tax ?? 0,
          currency: session.currency ?? "",
          paymentIntent: idOf(session.payment_intent),
        },
        now,
        "Card payment",
      );
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = event.data.object;
      const number = orderNumberOf(session);
      const row = await rowFor(db, number, engine);
      if (!row) return ignored("No order of ours", number);
      if (row.state !== "unpaid" || row.session_id !== session.id) {
        return ignored("An old payment page closed", row.order_number);
      }
      // The order is payable again: its page makes a new session when asked.
      await updatePayment(
        db,
        row.order_number,
        { session_id: null, session_url: null, session_expires_at: null },
        now,
      );
      return {
        outcome: "applied",
        orderNumber: row.order_number,
        detail:
          event.type === "checkout.session.expired"
            ? "Payment page expired unpaid"
            : "The payment failed",
      };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const number = orderNumberOf(invoice);
      const row = await rowFor(db, number, engine);
      if (!row || row.invoice_id !== invoice.id) return ignored("No invoice of ours", number);
      return settle(
        db,
        row,
        {
          amountCents: invoice.amount_paid,
          taxCents: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
          currency: invoice.currency,
          paymentIntent: null,
        },
        now,
        "Invoice payment",
      );
    }
    case "invoice.voided":
    case "invoice.marked_uncollectible": {
      const invoice = event.data.object;
      const number = orderNumberOf(invoice);
      const row = await rowFor(db, number, engine);
      if (!row || row.invoice_id !== invoice.id) return ignored("No invoice of ours", number);
      if (row.state !== "invoice_open") return ignored(`The order is ${row.state}`, number);
      // Staff may send a new one.
      await updatePayment(
        db,
        row.order_number,
        { state: "unpaid", invoice_id: null, invoice_url: null, invoice_due_at: null },
        now,
      );
      return {
        outcome: "applied",
        orderNumber: row.order_number,
        detail: "The invoice was voided",
      };
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const number = orderNumberOf(invoice);
      const row = await rowFor(db, number, engine);
      if (!row || row.invoice_id !== invoice.id) return ignored("No invoice of ours", number);
      return {
        outcome: "applied",
        orderNumber: number,
        detail: "An attempt to pay the invoice failed",
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const row = await rowFor(db, await orderPaidWith(db, charge.payment_intent), engine);
      if (!row) return ignored("No payment of ours");
      // Events may come out of order: what was refunded only grows.
      const refunded = Math.max(Number(row.refunded_cents), charge.amount_refunded);
      await updatePayment(
        db,
        row.order_number,
        {
          refunded_cents: refunded,
          state: refunded >= charge.amount_captured ? "refunded" : "partially_refunded",
        },
        now,
      );
      // The refunds asked for are done, as far as the charge's refunded amount covers them.
      const pending = await db
        .selectFrom("order_refunds")
        .select(["id", "amount_cents"])
        .where("order_number", "=", row.order_number)
        .where("state", "=", "pending")
        .orderBy("created_at")
        .execute();
      const done = await db
        .selectFrom("order_refunds")
        .select((eb) => eb.fn.sum<number | string | null>("amount_cents").as("total"))
        .where("order_number", "=", row.order_number)
        .where("state", "=", "succeeded")
        .executeTakeFirst();
      let covered = Number(done?.total ?? 0);
      for (const refund of pending) {
        covered += Number(refund.amount_cents);
        if (covered > refunded) break;
        await db
          .updateTable("order_refunds")
          .set({ state: "succeeded" })
          .where("id", "=", refund.id)
          .execute();
      }
      return {
        outcome: "applied",
        orderNumber: row.order_number,
        detail: `Refunded ${cents(refunded)} in all`,
      };
    }
    case "charge.refund.updated": {
      const refund = event.data.object;
      if (refund.status !== "failed" && refund.status !== "canceled") {
        return ignored(`Refund ${refund.status ?? "updated"}`);
      }
      const found = await db
        .selectFrom("order_refunds")
        .select(["id", "order_number"])
        .where("stripe_refund_id", "=", refund.id)
        .executeTakeFirst();
      if (!found) return ignored("No refund of ours");
      await db
        .updateTable("order_refunds")
        .set({ state: "failed" })
        .where("id", "=", found.id)
        .execute();
      const flag = `Refund ${refund.id} failed at the bank: nothing went back. Refund another way, or again.`;
      await updatePayment(db, found.order_number, { flag }, now);
      return { outcome: "flagged", orderNumber: found.order_number, detail: flag };
    }
    case "charge.dispute.created": {
      const dispute = event.data.object;
      const number = await orderPaidWith(db, dispute.payment_intent);
      if (!number) return ignored("No payment of ours");
      const flag = `The customer disputed ${cents(dispute.amount)} with their bank (${dispute.reason}): answer it in Stripe.`;
      await updatePayment(db, number, { flag }, now);
      return { outcome: "flagged", orderNumber: number, detail: flag };
    }
    default:
      return ignored(`Not an event the shop acts on`);
  }
}
