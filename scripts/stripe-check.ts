import { randomBytes } from "node:crypto";
import { getEnv } from "#app/config/env.server.ts";
import { coverageOptions, finishOptions } from "#app/domain/catalog/index.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { priceLine, shippingAndTotal, shippingMethodById } from "#app/domain/pricing.ts";
import { sessionParams } from "../server/payments/checkout-session.ts";
import { createStripeInvoice } from "../server/payments/invoices.ts";
import { stripeClient } from "../server/payments/stripe-client.ts";
import { runCommandLine } from "./lib/database-command.ts";
import { print } from "./lib/terminal.ts";

const usage = `npm run stripe:check: on a machine that reaches Stripe, with Stripe's TEST
keys in the environment (STRIPE_SECRET_KEY=sk_test_…, STRIPE_WEBHOOK_SECRET,
STRIPE_TAX as the shop runs it), makes in test mode what the shop makes:

  1. a Checkout Session for a sample order, as "Place order" does;
  2. a Stripe Invoice for a sample purchase order, finalized and sent, as the
     console's "Send the invoice" does (to stripe-check@example.com);
  3. a card payment of $5.00 (Stripe's test card) and a $2.00 refund of it,
     as the console's "Refund" does;

and prints what it did. It touches no database. A live key is refused.`;

/** A sample order priced by the shop's own pricing module: two Top Only wraps, standard shipping. */
function sampleOrder(number: string, purchaseOrder: string): PlacedOrder {
  const coverage = coverageOptions[0];
  const finish = finishOptions[0];
  if (!coverage || !finish) throw new Error("The catalog has no coverage or finish");
  const priced = priceLine(coverage.id, 2);
  const shipping = shippingMethodById("standard");
  const { shippingCents, totalCents } = shippingAndTotal(priced.totalCents, "standard");
  return {
    number,
    placedAt: new Date().toISOString(),
    customer: { name: "Stripe Check", email: "stripe-check@example.com", phone: "415-555-0100" },
    organization: purchaseOrder ? "Stripe Check School District" : "",
    purchaseOrder,
    taxExempt: false,
    proofFirst: false,
    notes: "",
    shipTo: {
      name: "Stripe Check",
      line1: "1 Market St",
      line2: "",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
      country: "US",
    },
    shipping: {
      method: "standard",
      label: shipping.label,
      days: shipping.days,
      cents: shippingCents,
    },
    lines: [
      {
        ...priced,
        id: "stripe-check-line",
        design: {
          deviceBrand: "Apple",
          deviceModel: "MacBook Air (13-inch, M4, 2025)",
          coverage: coverage.id,
          coverageLabel: coverage.label,
          finish: finish.id,
          finishLabel: finish.label,
          designName: "Stripe check",
          notes: "",
          artwork: null,
        },
        wrap: {},
      },
    ],
    merchandiseCents: priced.totalCents,
    discountCents: priced.discountCents,
    shippingCents,
    totalCents,
    currency: "USD",
  };
}

const dollars = (cents: number | null | undefined) => `$${((cents ?? 0) / 100).toFixed(2)}`;

async function main() {
  if (process.argv.includes("--help")) return print(usage);
  const env = getEnv();
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error(`STRIPE_SECRET_KEY is not set.\n\n${usage}`);
  if (!/^(sk|rk)_test_/.test(key))
    throw new Error("Refused: this check runs with a test key only.");
  const stripe = stripeClient({
    secretKey: key,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    tax: env.STRIPE_TAX,
    apiBase: env.STRIPE_API_BASE,
  });
  const run = randomBytes(4).toString("hex").toUpperCase();
  print(`Stripe check ${run}, against ${env.STRIPE_API_BASE ?? "api.stripe.com"} (test mode)`);

  const order = sampleOrder(`WC-CHK${run.slice(0, 5)}`, "");
  const session = await stripe.checkout.sessions.create(
    sessionParams(order, {
      tax: env.STRIPE_TAX,
      returnUrl: (paid) => `${env.PUBLIC_URL}/?stripe-check=${paid ? "paid" : "cancelled"}`,
    }),
    { idempotencyKey: `stripe-check-${run}-session` },
  );
  print(
    `1. Checkout Session ${session.id} for ${order.number}: ${dollars(session.amount_total)} (order ${dollars(order.totalCents)}), ${session.status}\n   ${session.url ?? ""}`,
  );

  const invoiced = sampleOrder(`WC-CHI${run.slice(0, 5)}`, `PO-CHECK-${run}`);
  const invoice = await createStripeInvoice(stripe, invoiced, {
    daysUntilDue: 30,
    tax: env.STRIPE_TAX,
    keyPrefix: `stripe-check-${run}-invoice-`,
  });
  print(
    `2. Invoice ${invoice.id} for ${invoiced.number} (${invoiced.purchaseOrder}): ${dollars(invoice.amount_due)}, ${invoice.status}, sent\n   ${invoice.hosted_invoice_url}`,
  );

  const payment = await stripe.paymentIntents.create(
    {
      amount: 500,
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      description: "Stripe check",
    },
    { idempotencyKey: `stripe-check-${run}-payment` },
  );
  const refund = await stripe.refunds.create(
    { payment_intent: payment.id, amount: 200, reason: "requested_by_customer" },
    { idempotencyKey: `stripe-check-${run}-refund` },
  );
  print(
    `3. Payment ${payment.id}: ${dollars(payment.amount)}, ${payment.status}; refund ${refund.id}: ${dollars(refund.amount)}, ${refund.status}`,
  );
  print(
    "Done. Pay the session with 4242 4242 4242 4242 to see Stripe's webhook reach the shop (Stripe's dashboard lists the deliveries).",
  );
}

runCommandLine(main);
