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
  return object.client_reference_id ?? object.metadata?.["order_number"] ?? null;
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
    return ignored(`${what}: the order is ${row.state} already`, number);
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
      // The order is payable again: its page makes a new session when asked.
      if (row.session_id === session.id) {
        await updatePayment(
          db,
          row.order_number,
          { session_id: null, session_url: null, session_expires_at: null },
          now,
        );
      }
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
      const paymentIntent = idOf(charge.payment_intent);
      const found = paymentIntent
        ? await db
            .selectFrom("order_payments")
            .select("order_number")
            .where("payment_intent", "=", paymentIntent)
            .executeTakeFirst()
        : undefined;
      const row = await rowFor(db, found?.order_number ?? null, engine);
      if (!row) return ignored("No payment of ours");
      const refunded = charge.amount_refunded;
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
    default:
      return ignored(`Not an event the shop acts on`);
  }
}
