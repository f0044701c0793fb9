import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../audit.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { emailRow, insertOnce } from "../mail/queue-emails.ts";
import { orderRefundEmail } from "../mail/order-emails.ts";
import type { StoredOrder } from "../orders/find.ts";
import { emailedStatusUrl } from "../orders/links.ts";
import { newId } from "../tokens.ts";
import { paymentRow, updatePayment } from "./store.ts";
import type { Stripe } from "./stripe-client.ts";

/*
 * Refunds from the console (issue 37): whole or part, with a reason, never
 * more than was paid less what was refunded or is on its way. The refund is
 * recorded (and the amount reserved) before Stripe is asked, with an
 * idempotency key of its own; Stripe's `charge.refunded` event then marks it
 * done. Written to the audit log and e-mailed to the customer.
 */

type Db = Kysely<DatabaseSchema>;

export type RefundOutcome =
  | { outcome: "refunded"; amountCents: number }
  /** Stripe said no (the charge is disputed, say): nothing was refunded. */
  | { outcome: "refused"; message: string }
  | { outcome: "not-paid" }
  | { outcome: "too-much"; refundableCents: number }
  | { outcome: "unavailable" };

/** Stripe's own answer that it will not: a request it refused, not one it may have carried out. */
const refusedByStripe = (error: unknown) => {
  const type = (error as { type?: unknown } | null)?.type;
  return type === "StripeInvalidRequestError" || type === "StripeCardError";
};

/** What may still be refunded: paid, less every refund not failed. */
async function refundable(db: Db, number: string, paidCents: number): Promise<number> {
  const row = await db
    .selectFrom("order_refunds")
    .select((eb) => eb.fn.sum<number | string | null>("amount_cents").as("total"))
    .where("order_number", "=", number)
    .where("state", "!=", "failed")
    .executeTakeFirst();
  return paidCents - Number(row?.total ?? 0);
}

/** The payment intent an invoice was paid with (its payments, which events do not carry). */
async function invoicePaymentIntent(stripe: Stripe, invoiceId: string): Promise<string | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
  const payment = invoice.payments?.data.find((entry) => entry.payment.payment_intent)?.payment;
  const intent = payment?.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

export async function refundOrder(
  database: { db: Db; engine: "sqlite" | "postgres" },
  stripe: Stripe,
  input: {
    found: StoredOrder;
    amountCents: number;
    reason: string;
    actor: Actor;
    now: number;
    publicUrl: string;
    smtpConfigured: boolean;
  },
): Promise<RefundOutcome> {
  const { db, engine } = database;
  const { found, amountCents, reason, actor, now } = input;
  const number = found.number;
  // Reserved first, in one transaction with the check: two refunds at once cannot both pass it.
  const reserved = await db.transaction().execute(async (trx) => {
    const row = await paymentRow(trx, number, { lockOn: engine });
    if (!row || Number(row.paid_cents) === 0) return { outcome: "not-paid" as const };
    const left = await refundable(trx, number, Number(row.paid_cents));
    if (amountCents <= 0 || amountCents > left) {
      return { outcome: "too-much" as const, refundableCents: left };
    }
    const id = newId();
    await trx
      .insertInto("order_refunds")
      .values({
        id,
        order_number: number,
        stripe_refund_id: null,
        amount_cents: amountCents,
        reason,
        state: "pending",
        created_by: actor.email,
        created_at: now,
      })
      .execute();
    return { outcome: "reserved" as const, id, row };
  });
  if (reserved.outcome !== "reserved") return reserved;

  let refund: Stripe.Refund;
  try {
    let paymentIntent = reserved.row.payment_intent;
    if (!paymentIntent && reserved.row.invoice_id) {
      // An invoice's payment: kept on the order, so Stripe's charge.refunded finds it.
      paymentIntent = await invoicePaymentIntent(stripe, reserved.row.invoice_id);
      if (paymentIntent) await updatePayment(db, number, { payment_intent: paymentIntent }, now);
    }
    if (!paymentIntent) throw new Error(`Order ${number}'s payment has no payment intent`);
    refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: amountCents,
        reason: "requested_by_customer",
        metadata: { order_number: number, reason: reason.slice(0, 500) },
      },
      { idempotencyKey: `order-${number}-refund-${reserved.id}` },
    );
  } catch (error) {
    // Refused by Stripe: nothing went back, and the amount is free again. Anything else (no
    // answer, a server error) may have refunded: the refund stays pending, its amount reserved,
    // until Stripe's charge.refunded says so or staff check in Stripe, so it is never made twice.
    if (refusedByStripe(error)) {
      await db
        .updateTable("order_refunds")
        .set({ state: "failed" })
        .where("id", "=", reserved.id)
        .execute();
      return { outcome: "refused", message: error instanceof Error ? error.message : "" };
    }
    throw error;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("order_refunds")
      .set({ stripe_refund_id: refund.id, ...(refund.status === "failed" && { state: "failed" }) })
      .where("id", "=", reserved.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "refunded",
      subject: number,
      detail: { amountCents, reason, refund: refund.id },
      at: now,
    });
    await insertOnce(trx, [
      emailRow(
        found.order,
        { id: `refund-${reserved.id}`, purpose: "order-refund", to: found.order.customer.email },
        orderRefundEmail(
          found.order,
          { amountCents, reason },
          emailedStatusUrl(input.publicUrl, number, found),
        ),
        { smtpConfigured: input.smtpConfigured, now },
      ),
    ]);
  });
  return { outcome: "refunded", amountCents };
}
