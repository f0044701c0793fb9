import type { Kysely } from "kysely";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { type Actor, recordAudit } from "../audit.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type PaymentIntake, announcePayment } from "./announce.ts";
import { lineName } from "./checkout-session.ts";
import { updatePayment } from "./store.ts";
import type { Stripe } from "./stripe-client.ts";

/*
 * A Stripe Invoice for an order paid by purchase order or by a tax-exempt
 * organisation (issue 37): sent by staff from the console, paid on Stripe's
 * hosted invoice page; its `invoice.paid` event marks the order paid. Every
 * create carries an idempotency key of the order's, so sending again after
 * a failure part-way makes nothing twice.
 */

/** The most days an invoice may give (Stripe allows more; a shop's terms do not). */
export const maxDaysUntilDue = 120;

/**
 * Makes, finalizes and sends an order's Stripe Invoice: the customer (tax
 * exempt when the order is), an item per design and one for shipping, net
 * `daysUntilDue`. Each step's idempotency key starts with `keyPrefix`.
 */
export async function createStripeInvoice(
  stripe: Stripe,
  order: PlacedOrder,
  {
    daysUntilDue,
    tax,
    keyPrefix,
    onDraft = async () => {},
  }: {
    daysUntilDue: number;
    tax: boolean;
    keyPrefix: string;
    /** The draft exists: its id is kept before anything else, so none of its events is lost. */
    onDraft?: (invoiceId: string) => Promise<void>;
  },
): Promise<Stripe.Invoice & { hosted_invoice_url: string }> {
  const number = order.number;
  const key = (step: string) => ({ idempotencyKey: `${keyPrefix}${step}` });
  const currency = order.currency.toLowerCase();
  const customer = await stripe.customers.create(
    {
      email: order.customer.email,
      name: order.organization || order.customer.name,
      phone: order.customer.phone,
      address: {
        line1: order.shipTo.line1,
        line2: order.shipTo.line2,
        city: order.shipTo.city,
        state: order.shipTo.state,
        postal_code: order.shipTo.zip,
        country: order.shipTo.country,
      },
      // A tax-exempt organisation is invoiced without sales tax (Stripe Tax reads this).
      tax_exempt: order.taxExempt ? "exempt" : "none",
      metadata: { order_number: number },
    },
    key("customer"),
  );
  const invoice = await stripe.invoices.create(
    {
      customer: customer.id,
      collection_method: "send_invoice",
      days_until_due: daysUntilDue,
      currency,
      automatic_tax: { enabled: tax },
      description: `Order ${number}`,
      ...(order.purchaseOrder && {
        custom_fields: [{ name: "Purchase order", value: order.purchaseOrder.slice(0, 140) }],
      }),
      metadata: { order_number: number },
    },
    key("draft"),
  );
  await onDraft(invoice.id);
  const items = [
    ...order.lines.map((line) => ({
      amount: line.totalCents,
      description: `${lineName(line)} × ${line.quantity}`,
    })),
    { amount: order.shippingCents, description: `${order.shipping.label} shipping` },
  ];
  for (const [index, item] of items.entries()) {
    await stripe.invoiceItems.create(
      {
        customer: customer.id,
        invoice: invoice.id,
        currency,
        ...item,
        ...(tax && { tax_behavior: "exclusive" as const }),
      },
      key(`item-${index + 1}`),
    );
  }
  const finalized = await stripe.invoices.finalizeInvoice(invoice.id, {}, key("finalize"));
  await stripe.invoices.sendInvoice(invoice.id, {}, key("send"));
  const url = finalized.hosted_invoice_url;
  if (!url) throw new Error(`Invoice ${invoice.id} has no page`);
  return { ...finalized, hosted_invoice_url: url };
}

/** Sends an order's invoice and records it: the order's payment is "invoice open" until paid. */
export async function sendInvoice(
  db: Kysely<DatabaseSchema>,
  stripe: Stripe,
  input: {
    intake: PaymentIntake;
    order: PlacedOrder;
    daysUntilDue: number;
    tax: boolean;
    actor: Actor;
    now: number;
  },
): Promise<{ url: string; dueAt: number }> {
  const { order, daysUntilDue, tax, actor, now } = input;
  const number = order.number;
  // Sending again after a failure part-way resumes under the same keys; a new invoice (the
  // last one voided, or other terms) is made under new ones.
  const sent = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("subject", "=", number)
    .where("action", "=", "sent-invoice")
    .executeTakeFirst();
  const finalized = await createStripeInvoice(stripe, order, {
    daysUntilDue,
    tax,
    keyPrefix: `order-${number}-invoice-${Number(sent?.count ?? 0) + 1}-${daysUntilDue}d-`,
    onDraft: (invoiceId) => updatePayment(db, number, { invoice_id: invoiceId }, now),
  });
  const dueAt = (finalized.due_date ?? Math.floor(now / 1000)) * 1000;
  await db.transaction().execute(async (trx) => {
    await updatePayment(
      trx,
      number,
      {
        state: "invoice_open",
        invoice_id: finalized.id,
        invoice_url: finalized.hosted_invoice_url,
        invoice_due_at: dueAt,
      },
      now,
    );
    await recordAudit(trx, actor, {
      action: "sent-invoice",
      subject: number,
      detail: { invoice: finalized.id, days: daysUntilDue, amountCents: finalized.amount_due },
      at: now,
    });
    await announcePayment(trx, input.intake, {
      orderNumber: number,
      detail: `Invoice sent, due in ${daysUntilDue} days`,
      stripeEventId: null,
      now,
    });
  });
  return { url: finalized.hosted_invoice_url, dueAt };
}
