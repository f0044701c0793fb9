import type { Logger } from "pino";
import type { Database } from "../db/database.ts";
import type { Actor } from "../audit.ts";
import { findOrder, findOrderByToken } from "../orders/find.ts";
import { orderStatusUrl } from "../orders/links.ts";
import { sessionParams } from "./checkout-session.ts";
import { type PaymentIntake, announcePayment } from "./announce.ts";
import { applyEvent } from "./events.ts";
import { sendInvoice } from "./invoices.ts";
import { type RefundOutcome, refundOrder } from "./refunds.ts";
import { claimEvent, isPayable, paymentRow, settleEvent } from "./store.ts";
import { type Stripe, type StripeSettings, stripeClient } from "./stripe-client.ts";

/*
 * Payment through Stripe (issue 37, PRODUCT.md "Payment"): the customer pays
 * an order on Stripe's hosted Checkout, and Stripe's signed webhook, never
 * the return to our site, marks it paid. Without STRIPE_SECRET_KEY payments
 * are off: orders are billed outside the system, as before.
 */

/** Where "Pay" leads: Stripe's page, or why not. */
export type PayOutcome =
  | { outcome: "redirect"; url: string }
  | { outcome: "unknown-order" }
  | { outcome: "not-payable" }
  /** Stripe could not be reached: the order page says so and offers to try again. */
  | { outcome: "unavailable" };

/** What the webhook endpoint answers Stripe. */
export interface EventReceipt {
  status: 200 | 400 | 500;
  body: { received: boolean; duplicate?: boolean; error?: string };
}

export interface PaymentServices {
  /** Payments are on (STRIPE_SECRET_KEY is set). */
  enabled: boolean;
  /** Where Stripe's payment pages are: the checkout's post leads there (the CSP's form-action). */
  pageOrigins: readonly string[];
  /**
   * Stripe's payment page for an order the customer may pay now (by its
   * status token): the one made before while it is open, or a new one.
   */
  payUrl(number: string, token: string): Promise<PayOutcome>;
  /** A webhook delivery from Stripe: verified over the raw body, each event applied once. */
  receiveEvent(body: Buffer, signature: string | undefined): Promise<EventReceipt>;
  /** Staff: the Stripe Invoice of an order paid by invoice, sent to the customer by Stripe. */
  sendInvoice(
    number: string,
    input: { daysUntilDue: number; actor: Actor },
  ): Promise<InvoiceOutcome>;
  /** Staff: a refund of part or all of what the order paid, with the reason the customer is told. */
  refund(
    number: string,
    input: { amountCents: number; reason: string; actor: Actor },
  ): Promise<RefundOutcome | { outcome: "unknown-order" }>;
}

export type InvoiceOutcome =
  | { outcome: "sent"; url: string; dueAt: number }
  | { outcome: "unknown-order" }
  /** Paid by card, or invoiced already. */
  | { outcome: "not-invoiced" }
  | { outcome: "unavailable" };

export interface PaymentSettings {
  /** Null: payments are off. */
  stripe: StripeSettings | null;
  /** Records each change of a payment for the order webhook. */
  intake: PaymentIntake;
  publicUrl: string;
  smtpConfigured: boolean;
  /** E-mails were queued (a refund's): the mail outbox may look now. */
  onQueued: () => void;
  logger: Logger;
  /** Milliseconds since the epoch (the webhook signature's age is measured against it). */
  clock: () => number;
}

/** A stored session is reused while it has this long left; a customer needs time to type a card. */
const sessionMarginMs = 15 * 60_000;

const paymentsOff: PaymentServices = {
  enabled: false,
  pageOrigins: [],
  payUrl: async () => ({ outcome: "not-payable" }),
  receiveEvent: async () => ({ status: 400, body: { received: false, error: "Payments are off" } }),
  sendInvoice: async () => ({ outcome: "not-invoiced" }),
  refund: async () => ({ outcome: "not-paid" }),
};

export function createPayments(database: Database, settings: PaymentSettings): PaymentServices {
  if (!settings.stripe) return paymentsOff;
  const stripeSettings = settings.stripe;
  const { db, engine } = database;
  const { logger, clock } = settings;
  const stripe = stripeClient(stripeSettings);

  async function newSession(number: string, token: string) {
    const found = await findOrderByToken(db, number, token);
    if (!found) return { outcome: "unknown-order" as const };
    const row = await paymentRow(db, number);
    if (!row || !(await isPayable(db, row, found.order)))
      return { outcome: "not-payable" as const };
    const now = clock();
    if (row.session_url && Number(row.session_expires_at ?? 0) > now + sessionMarginMs) {
      return { outcome: "redirect" as const, url: row.session_url };
    }
    // A session about to expire is closed first, so the order can never be paid twice; one that
    // cannot be closed because it was paid meanwhile is the order's payment, on its way.
    if (row.session_id) {
      const closed = await stripe.checkout.sessions.expire(row.session_id).then(
        () => true,
        async (error: unknown) => {
          logger.warn({ err: error, order: number }, "An old payment page could not be closed");
          const old = await stripe.checkout.sessions.retrieve(row.session_id ?? "");
          return old.status !== "complete";
        },
      );
      if (!closed) return { outcome: "not-payable" as const };
    }
    const made = Number(row.sessions_made);
    const statusUrl = orderStatusUrl(settings.publicUrl, number, token);
    // Two "Pay" clicks at once send the same key: Stripe answers both with one session.
    const session: Stripe.Checkout.Session = await stripe.checkout.sessions.create(
      sessionParams(found.order, {
        tax: stripeSettings.tax,
        returnUrl: (paid) =>
          `${statusUrl}&${paid ? "paid" : "payment"}=${paid ? "1" : "cancelled"}`,
      }),
      { idempotencyKey: `order-${number}-session-${made + 1}` },
    );
    if (!session.url) throw new Error(`Stripe made session ${session.id} without a page`);
    await db
      .updateTable("order_payments")
      .set({
        session_id: session.id,
        session_url: session.url,
        session_expires_at: session.expires_at * 1000,
        sessions_made: made + 1,
        updated_at: now,
      })
      .where("order_number", "=", number)
      .where("sessions_made", "=", made)
      .execute();
    logger.info({ order: number, session: session.id }, "Payment page made");
    return { outcome: "redirect" as const, url: session.url };
  }

  return {
    enabled: true,
    // Stripe's Checkout; the tests' stand-in hosts its page beside its API.
    pageOrigins: [
      stripeSettings.apiBase
        ? new URL(stripeSettings.apiBase).origin
        : "https://checkout.stripe.com",
    ],
    async payUrl(number, token) {
      try {
        return await newSession(number, token);
      } catch (error) {
        logger.error({ err: error, order: number }, "Stripe could not make a payment page");
        return { outcome: "unavailable" };
      }
    },

    async receiveEvent(body, signature) {
      if (!signature) return { status: 400, body: { received: false, error: "No signature" } };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          signature,
          stripeSettings.webhookSecret,
          300,
          undefined,
          clock(),
        );
      } catch {
        return { status: 400, body: { received: false, error: "Bad signature" } };
      }
      try {
        const handled = await db.transaction().execute(async (trx) => {
          const now = clock();
          if (!(await claimEvent(trx, event, now))) return null;
          const result = await applyEvent(trx, event, { now, engine });
          await settleEvent(trx, event.id, result);
          if (result.orderNumber && result.outcome !== "ignored") {
            await announcePayment(trx, settings.intake, {
              orderNumber: result.orderNumber,
              detail: result.detail,
              stripeEventId: event.id,
              now,
            });
          }
          return result;
        });
        if (!handled) return { status: 200, body: { received: true, duplicate: true } };
        if (handled.outcome !== "ignored") settings.onQueued();
        const log =
          handled.outcome === "flagged" ? logger.warn.bind(logger) : logger.info.bind(logger);
        log(
          {
            event: event.id,
            type: event.type,
            order: handled.orderNumber,
            outcome: handled.outcome,
          },
          handled.detail,
        );
        return { status: 200, body: { received: true } };
      } catch (error) {
        // Stripe delivers it again later; nothing of it was kept.
        logger.error({ err: error, event: event.id, type: event.type }, "A Stripe event failed");
        return { status: 500, body: { received: false } };
      }
    },

    async sendInvoice(number, { daysUntilDue, actor }) {
      const found = await findOrder(db, number);
      if (!found) return { outcome: "unknown-order" };
      const row = await paymentRow(db, number);
      if (!row || row.method !== "invoice" || row.state !== "unpaid")
        return { outcome: "not-invoiced" };
      try {
        const sent = await sendInvoice(db, stripe, {
          intake: settings.intake,
          order: found.order,
          daysUntilDue,
          tax: stripeSettings.tax,
          actor,
          now: clock(),
        });
        logger.info({ order: number }, "Invoice sent");
        settings.onQueued();
        return { outcome: "sent", ...sent };
      } catch (error) {
        logger.error({ err: error, order: number }, "Stripe could not send the invoice");
        return { outcome: "unavailable" };
      }
    },

    async refund(number, { amountCents, reason, actor }) {
      const found = await findOrder(db, number);
      if (!found) return { outcome: "unknown-order" };
      try {
        const refunded = await refundOrder(database, stripe, {
          found,
          amountCents,
          reason,
          actor,
          now: clock(),
          publicUrl: settings.publicUrl,
          smtpConfigured: settings.smtpConfigured,
        });
        if (refunded.outcome === "refunded") {
          logger.info({ order: number, amountCents }, "Refund made");
          settings.onQueued();
        }
        return refunded;
      } catch (error) {
        logger.error({ err: error, order: number }, "Stripe could not make the refund");
        return { outcome: "unavailable" };
      }
    },
  };
}
