import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/cart.ts";
import { mockupMade, orderLink, postCheckout } from "../support/checkout.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { pageText, waitFor } from "../support/http.ts";
import { type StaffClient, joinStaff } from "../support/staff.ts";
import { StripeStandIn, standInTaxRate } from "../support/stripe-stand-in.ts";

/*
 * Issue 37's card payments over HTTP, on both engines, against a local
 * stand-in of Stripe's API (this machine cannot reach Stripe): the checkout
 * makes a Checkout Session with the order's own amounts and sends the
 * customer to it; only Stripe's signed webhook marks the order paid, once per
 * event, and never for an amount that is not the order's; an order with a
 * proof is paid once the proof is approved.
 */

const stripe = await new StripeStandIn().up();
afterAll(() => stripe.down());

interface PaymentRow {
  state: string;
  paid_cents: number;
  refunded_cents: number;
  tax_cents: number | null;
  flag: string;
}

describe.each(engineNames)("card payments (%s)", (engine) => {
  const block = useForwardingServer(engine, { ...stripe.env(), STRIPE_TAX: "on" });
  const origin = () => block.server.origin;
  // Stripe's events are signed at the time of this block's server (its test clock).
  beforeAll(() => {
    stripe.now = () => Math.floor(block.clock.now() / 1000);
  });
  const webhook = () => `${origin()}/webhooks/stripe`;
  let signedIn: StaffClient | undefined;

  const paymentOf = async (number: string) =>
    (
      await readRows<PaymentRow>(
        block.databaseUrl,
        "select state, paid_cents, refunded_cents, tax_cents, flag from order_payments where order_number = $1",
        [number],
      )
    )[0];

  const sessionId = (location: string) => /\/pay\/(cs_test_\w+)$/.exec(location)?.[1] ?? "";

  /** An order placed with payments on, paid at checkout: its number, token and Stripe session. */
  async function cardOrder() {
    const placed = await postCheckout(origin());
    expect(placed.status).toBe(303);
    expect(placed.location.startsWith(`${stripe.origin}/pay/cs_test_`)).toBe(true);
    const id = sessionId(placed.location);
    const session = stripe.session(id) ?? {};
    const link = orderLink(String(session["success_url"]));
    if (!link) throw new Error("The session returns to no order page");
    return { ...link, sessionId: id };
  }

  const orderPage = async (path: string) =>
    pageText(await (await fetch(`${origin()}${path}`)).text());

  it("sends a card order to Stripe's page with the order's own amounts, and marks it paid by Stripe's event only", async () => {
    const order = await cardOrder();
    const [created] = stripe
      .requestsTo("POST", "/v1/checkout/sessions")
      .filter((request) => request.params["client_reference_id"] === order.number);
    expect(created?.idempotencyKey).toBe(`order-${order.number}-session-1`);
    const [total] = await readRows<{ total_cents: number }>(
      block.databaseUrl,
      "select total_cents from orders where number = $1",
      [order.number],
    );
    // One Top Only wrap at its list price, standard shipping, and Stripe Tax asked for.
    expect(created?.params).toMatchObject({
      mode: "payment",
      client_reference_id: order.number,
      customer_email: "grace@example.com",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][tax_behavior]": "exclusive",
      "shipping_options[0][shipping_rate_data][fixed_amount][currency]": "usd",
      "automatic_tax[enabled]": "true",
      "metadata[order_number]": order.number,
      "payment_intent_data[metadata][order_number]": order.number,
    });
    expect(
      Number(created?.params["line_items[0][price_data][unit_amount]"]) +
        Number(created?.params["shipping_options[0][shipping_rate_data][fixed_amount][amount]"]),
    ).toBe(Number(total?.total_cents));
    expect(created?.params["success_url"]).toMatch(
      new RegExp(`/orders/${order.number}\\?token=[^&]+&paid=1$`),
    );

    // Back on the order page before the webhook: not paid yet, whatever the return URL says.
    const returned = await orderPage(`${order.orderPath}&paid=1`);
    expect(returned).toContain("Stripe is confirming your payment");
    expect((await paymentOf(order.number))?.state).toBe("unpaid");

    const delivered = await stripe.deliver(stripe.complete(order.sessionId), { url: webhook() });
    expect(delivered).toEqual({ status: 200, body: { received: true } });
    const paid = await paymentOf(order.number);
    const tax = Math.round(Number(total?.total_cents) * standInTaxRate);
    expect(paid).toMatchObject({ state: "paid", flag: "" });
    expect(Number(paid?.tax_cents)).toBe(tax);
    expect(Number(paid?.paid_cents)).toBe(Number(total?.total_cents) + tax);
    const page = await orderPage(order.orderPath);
    expect(page).toContain("Paid");
    expect(page).toContain("Sales tax");
    expect(page).not.toContain("Pay $");

    // The shop's automation hears how it is paid, and that it was.
    const payloads = () =>
      block.receiver.payloads().filter((payload) => payload["order_number"] === order.number);
    const news = await waitFor(
      () => {
        const found = payloads();
        return found.some((payload) => payload["event"] === "order_payment") && found;
      },
      { message: "the order's payment webhook" },
    );
    expect(news.find((payload) => payload["event"] === "order_placed")?.["payment"]).toBe(
      "card_at_checkout",
    );
    expect(news.find((payload) => payload["event"] === "order_payment")).toMatchObject({
      method: "card",
      state: "paid",
      amount: Number(total?.total_cents) / 100,
      sales_tax: tax / 100,
      currency: "USD",
      flagged: null,
    });
  });

  it("lets the checkout's post lead to Stripe's page, and nowhere else", async () => {
    const csp = (await fetch(`${origin()}/checkout`)).headers.get("content-security-policy");
    expect(csp).toContain(`form-action 'self' ${stripe.origin};`);
  });

  it("handles a replayed event once", async () => {
    const order = await cardOrder();
    const event = stripe.complete(order.sessionId);
    expect((await stripe.deliver(event, { url: webhook() })).status).toBe(200);
    const first = await paymentOf(order.number);
    const replay = await stripe.deliver(event, { url: webhook() });
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await paymentOf(order.number)).toEqual(first);
    expect(
      await readRows(block.databaseUrl, "select outcome from stripe_events where id = $1", [
        event.id,
      ]),
    ).toEqual([{ outcome: "applied" }]);
  });

  it("refuses a forged, stale or unsigned event with 400 and leaves the order unpaid", async () => {
    const order = await cardOrder();
    const event = stripe.complete(order.sessionId);
    const forged = await stripe.deliver(event, { url: webhook(), secret: "whsec_notours" });
    expect(forged.status).toBe(400);
    const stale = await stripe.deliver(event, {
      url: webhook(),
      timestamp: Math.floor(block.clock.now() / 1000) - 3600,
    });
    expect(stale.status).toBe(400);
    const unsigned = await fetch(webhook(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await paymentOf(order.number))?.state).toBe("unpaid");
    // Refused events are not recorded as handled: Stripe's genuine delivery still counts.
    expect((await stripe.deliver(event, { url: webhook() })).status).toBe(200);
    expect((await paymentOf(order.number))?.state).toBe("paid");
  });

  it("flags an event whose amount is not the order's and does not mark it paid", async () => {
    const order = await cardOrder();
    const session = stripe.session(order.sessionId) ?? {};
    const event = stripe.complete(order.sessionId, {
      amount_total: Number(session["amount_total"]) - 500,
    });
    expect((await stripe.deliver(event, { url: webhook() })).status).toBe(200);
    const payment = await paymentOf(order.number);
    expect(payment?.state).toBe("unpaid");
    expect(payment?.flag).toMatch(/not marked paid/);
    expect(
      await readRows(block.databaseUrl, "select outcome from stripe_events where id = $1", [
        event.id,
      ]),
    ).toEqual([{ outcome: "flagged" }]);
    // Another currency is refused the same way.
    const other = stripe.complete(order.sessionId, { currency: "eur" });
    await stripe.deliver(other, { url: webhook() });
    expect(await paymentOf(order.number)).toMatchObject({
      state: "unpaid",
      flag: expect.stringContaining("EUR"),
    });
    // The console's queue finds it among the flagged, and not among the paid.
    const staff = await staffMember();
    const flagged = pageText((await staff.get("/staff/orders?stage=all&payment=flagged")).body);
    expect(flagged).toContain(order.number);
    expect(flagged).toContain("Unpaid · Check it");
    const paid = pageText((await staff.get("/staff/orders?stage=all&payment=paid")).body);
    expect(paid).not.toContain(order.number);
  });

  it("starts production only once Stripe has confirmed the payment", async () => {
    const order = await cardOrder();
    const staff = await staffMember();
    const move = () =>
      staff.post(`/staff/orders/${order.number}`, {
        intent: "move",
        stage: "in_production",
        testFit: "yes",
      });
    const refused = await move();
    expect(refused.status).toBe(409);
    expect(pageText(refused.body)).toContain("Not paid yet (Unpaid)");
    await stripe.deliver(stripe.complete(order.sessionId), { url: webhook() });
    expect((await move()).status).toBe(303);
  });

  let joined = 0;
  /**
   * The block's staff member, signed in the first time a test asks (each test
   * may run alone), and again after a test has moved the clock past the session.
   */
  async function staffMember(): Promise<StaffClient> {
    signedIn ??= (
      await joinStaff(block, {
        email: `payments-${engine}-${++joined}@wrapcraft.test`,
        name: "Pat Payments",
      })
    ).client;
    return signedIn;
  }

  /** An order placed to be invoiced (a purchase order, or a tax exemption). */
  async function invoicedOrder(checkout: Record<string, string>) {
    const placed = await postCheckout(origin(), { checkout });
    const order = orderLink(placed.location);
    if (!order || !placed.location.startsWith("/orders/")) throw new Error(placed.location);
    return order;
  }

  const requestsFor = (path: string, key: string) =>
    stripe.requestsTo("POST", path).filter((request) => request.idempotencyKey?.startsWith(key));

  it("flags a second payment of a paid order, and a payment on a page it did not make", async () => {
    const order = await cardOrder();
    await stripe.deliver(stripe.complete(order.sessionId), { url: webhook() });
    const again = stripe.complete(order.sessionId, { payment_intent: "pi_test_second" });
    expect((await stripe.deliver(again, { url: webhook() })).status).toBe(200);
    expect(await paymentOf(order.number)).toMatchObject({
      state: "paid",
      flag: expect.stringContaining("Paid twice"),
    });

    const other = await cardOrder();
    const session = stripe.session(other.sessionId) ?? {};
    const stranger = stripe.event("checkout.session.completed", {
      ...session,
      id: "cs_test_not_ours",
      payment_status: "paid",
      payment_intent: "pi_test_not_ours",
    });
    await stripe.deliver(stranger, { url: webhook() });
    expect(await paymentOf(other.number)).toMatchObject({
      state: "unpaid",
      flag: expect.stringContaining("we did not make"),
    });
  });

  it("makes a new payment page once Stripe says the last one expired", async () => {
    const order = await cardOrder();
    const expired = stripe.event("checkout.session.expired", {
      ...stripe.session(order.sessionId),
      status: "expired",
    });
    expect((await stripe.deliver(expired, { url: webhook() })).status).toBe(200);
    const pay = await fetch(`${origin()}/orders/${order.number}/pay?token=${order.token}`, {
      redirect: "manual",
    });
    const location = pay.headers.get("location") ?? "";
    expect(location).toMatch(/\/pay\/cs_test_/);
    expect(sessionId(location)).not.toBe(order.sessionId);
    const made = stripe
      .requestsTo("POST", "/v1/checkout/sessions")
      .filter((request) => request.params["client_reference_id"] === order.number);
    expect(made.map((request) => request.idempotencyKey)).toEqual([
      `order-${order.number}-session-1`,
      `order-${order.number}-session-2`,
    ]);
  });

  it("keeps nothing as refunded when Stripe refuses a refund", async () => {
    const order = await cardOrder();
    await stripe.deliver(stripe.complete(order.sessionId), { url: webhook() });
    stripe.refuseNextRefund = "This charge has been disputed.";
    const staff = await staffMember();
    const refused = await staff.post(`/staff/orders/${order.number}`, {
      intent: "refund",
      amount: "3.00",
      reason: "Goodwill",
    });
    expect(refused.status).toBe(409);
    expect(pageText(refused.body)).toContain("Stripe refused the refund");
    expect(
      await readRows(block.databaseUrl, "select state from order_refunds where order_number = $1", [
        order.number,
      ]),
    ).toEqual([{ state: "failed" }]);
    // The amount is free again.
    const paidCents = Number((await paymentOf(order.number))?.paid_cents);
    const whole = await staff.post(`/staff/orders/${order.number}`, {
      intent: "refund",
      amount: (paidCents / 100).toFixed(2),
      reason: "Goodwill",
    });
    expect(whole.status).toBe(303);
  });

  it("sends a purchase order's Stripe Invoice from the console; Stripe's invoice.paid marks it paid, and past its due date it is overdue", async () => {
    const order = await invoicedOrder({ purchaseOrder: "PO-7781", organization: "Bayview USD" });
    expect(await orderPage(order.orderPath)).toContain("against purchase order PO-7781");
    const staff = await staffMember();
    const sent = await staff.post(`/staff/orders/${order.number}`, {
      intent: "invoice",
      days: "45",
    });
    expect(sent.status).toBe(303);

    const key = `order-${order.number}-invoice-`;
    const [customer] = requestsFor("/v1/customers", key);
    expect(customer?.params).toMatchObject({
      email: "grace@example.com",
      name: "Bayview USD",
      tax_exempt: "none",
      "address[postal_code]": "94105",
      "metadata[order_number]": order.number,
    });
    const [invoice] = requestsFor("/v1/invoices", key);
    expect(invoice?.params).toMatchObject({
      collection_method: "send_invoice",
      days_until_due: "45",
      currency: "usd",
      "automatic_tax[enabled]": "true",
      "custom_fields[0][value]": "PO-7781",
      "metadata[order_number]": order.number,
    });
    const items = requestsFor("/v1/invoiceitems", key);
    const [total] = await readRows<{ total_cents: number }>(
      block.databaseUrl,
      "select total_cents from orders where number = $1",
      [order.number],
    );
    expect(items.reduce((sum, item) => sum + Number(item.params["amount"]), 0)).toBe(
      Number(total?.total_cents),
    );
    expect(new Set(items.map((item) => item.idempotencyKey)).size).toBe(items.length);

    const [row] = await readRows<{ state: string; invoice_id: string }>(
      block.databaseUrl,
      "select state, invoice_id from order_payments where order_number = $1",
      [order.number],
    );
    expect(row?.state).toBe("invoice_open");
    const page = await orderPage(order.orderPath);
    expect(page).toContain("Invoice open");
    expect(page).toContain("View and pay the invoice");
    expect(
      await readRows(
        block.databaseUrl,
        "select action from audit_log where subject = $1 and action = 'sent-invoice'",
        [order.number],
      ),
    ).toHaveLength(1);
    // Sent once: the form is gone, and a second post is refused.
    const again = await staff.post(`/staff/orders/${order.number}`, {
      intent: "invoice",
      days: "30",
    });
    expect(again.status).toBe(409);

    // 46 days on, unpaid: overdue, on the customer's page and in the console.
    block.clock.advance(46 * 86_400_000);
    signedIn = undefined;
    expect(await orderPage(order.orderPath)).toContain("Overdue");
    const later = await staffMember();
    expect(pageText((await later.get(`/staff/orders/${order.number}`)).body)).toContain("Overdue");
    const overdue = pageText((await later.get("/staff/orders?stage=all&payment=overdue")).body);
    expect(overdue).toContain(order.number);

    const paid = await stripe.deliver(stripe.payInvoice(String(row?.invoice_id)), {
      url: webhook(),
    });
    expect(paid.status).toBe(200);
    const settled = await paymentOf(order.number);
    expect(settled?.state).toBe("paid");
    expect(Number(settled?.tax_cents)).toBe(
      Math.round(Number(total?.total_cents) * standInTaxRate),
    );
  });

  it("invoices a tax-exempt organisation without sales tax, and refunds the invoice's payment in full", async () => {
    const order = await invoicedOrder({ taxExempt: "on", organization: "Bayview USD" });
    const staff = await staffMember();
    expect(
      (await staff.post(`/staff/orders/${order.number}`, { intent: "invoice", days: "30" })).status,
    ).toBe(303);
    const [customer] = requestsFor("/v1/customers", `order-${order.number}-invoice-`);
    expect(customer?.params["tax_exempt"]).toBe("exempt");
    const [row] = await readRows<{ invoice_id: string }>(
      block.databaseUrl,
      "select invoice_id from order_payments where order_number = $1",
      [order.number],
    );
    await stripe.deliver(stripe.payInvoice(String(row?.invoice_id)), { url: webhook() });
    const paid = await paymentOf(order.number);
    expect(paid).toMatchObject({ state: "paid" });
    expect(Number(paid?.tax_cents)).toBe(0);

    // Refunded in full: the invoice's payment is found through Stripe, and its event settles it.
    const refunded = await staff.post(`/staff/orders/${order.number}`, {
      intent: "refund",
      amount: (Number(paid?.paid_cents) / 100).toFixed(2),
      reason: "The district cancelled the order",
    });
    expect(refunded.status).toBe(303);
    const intent = `pi_${String(row?.invoice_id).slice(3)}`;
    await stripe.deliver(stripe.chargeRefunded(intent, Number(paid?.paid_cents)), {
      url: webhook(),
    });
    expect(await paymentOf(order.number)).toMatchObject({
      state: "refunded",
      refunded_cents: Number(paid?.paid_cents),
    });
    expect(
      await readRows(block.databaseUrl, "select state from order_refunds where order_number = $1", [
        order.number,
      ]),
    ).toEqual([{ state: "succeeded" }]);
    // Refunded whole: nothing is made or shipped for it.
    const ship = await staff.post(`/staff/orders/${order.number}`, {
      intent: "move",
      stage: "shipped",
    });
    expect(ship.status).toBe(409);
    expect(pageText(ship.body)).toContain("Not paid yet (Refunded)");
  });

  it("refunds part of a card payment from the console, never more than was paid, and tells the customer", async () => {
    const order = await cardOrder();
    await stripe.deliver(stripe.complete(order.sessionId), { url: webhook() });
    const paidCents = Number((await paymentOf(order.number))?.paid_cents);
    const staff = await staffMember();
    const tooMuch = await staff.post(`/staff/orders/${order.number}`, {
      intent: "refund",
      amount: ((paidCents + 1) / 100).toFixed(2),
      reason: "Too much",
    });
    expect(tooMuch.status).toBe(400);
    expect(pageText(tooMuch.body)).toContain(`At most $${(paidCents / 100).toFixed(2)}`);

    const refunded = await staff.post(`/staff/orders/${order.number}`, {
      intent: "refund",
      amount: "5.00",
      reason: "A corner lifted: we are sending a replacement",
    });
    expect(refunded.status).toBe(303);
    const [refund] = stripe
      .requestsTo("POST", "/v1/refunds")
      .filter((request) => request.params["metadata[order_number]"] === order.number);
    expect(refund?.params).toMatchObject({
      payment_intent: `pi_${order.sessionId.slice(3)}`,
      amount: "500",
    });
    expect(refund?.idempotencyKey).toMatch(new RegExp(`^order-${order.number}-refund-`));
    expect(
      await readRows(
        block.databaseUrl,
        "select action from audit_log where subject = $1 and action = 'refunded'",
        [order.number],
      ),
    ).toHaveLength(1);
    const [email] = await readRows<{ subject: string; text_body: string }>(
      block.databaseUrl,
      "select subject, text_body from emails where order_number = $1 and purpose = 'order-refund'",
      [order.number],
    );
    expect(email?.subject).toContain("$5.00 refunded");
    expect(email?.text_body).toContain("A corner lifted");

    // Stripe's charge.refunded settles it.
    await stripe.deliver(stripe.chargeRefunded(`pi_${order.sessionId.slice(3)}`, paidCents), {
      url: webhook(),
    });
    expect(await paymentOf(order.number)).toMatchObject({
      state: "partially_refunded",
      refunded_cents: 500,
    });
    expect(
      await readRows(
        block.databaseUrl,
        "select state, amount_cents from order_refunds where order_number = $1",
        [order.number],
      ),
    ).toEqual([{ state: "succeeded", amount_cents: 500 }]);
    const page = await orderPage(order.orderPath);
    expect(page).toContain("Refunded in part");
    expect(page).toContain("$5.00 on");
  });

  it("has an order with a proof paid once the customer approves the proof", async () => {
    const placed = await postCheckout(origin(), { checkout: { proofFirst: "on" } });
    // No payment page yet: the customer goes to the order's page.
    const order = orderLink(placed.location);
    if (!order || !placed.location.startsWith("/orders/")) throw new Error(placed.location);
    const before = await orderPage(order.orderPath);
    expect(before).toContain("once you approve your proof");
    expect(before).not.toContain("Pay $");
    const early = await fetch(`${origin()}/orders/${order.number}/pay?token=${order.token}`, {
      redirect: "manual",
    });
    expect(early.status).toBe(303);
    expect(early.headers.get("location")).toBe(order.orderPath);

    await mockupMade(block.databaseUrl, order.number);
    const sent = await (
      await staffMember()
    ).post(`/staff/orders/${order.number}`, {
      intent: "proof",
      message: "Your proof",
    });
    expect(sent.status).toBe(303);
    const approved = await fetch(`${origin()}${order.orderPath}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "approve", round: "1" }),
      headers: { origin: origin() },
      redirect: "manual",
    });
    expect(approved.status).toBe(303);

    const after = await orderPage(order.orderPath);
    expect(after).toMatch(/Pay \$\d+\.\d\d/);
    // The approval's e-mail links to the payment page.
    const [approvalEmail] = await readRows<{ text_body: string }>(
      block.databaseUrl,
      "select text_body from emails where order_number = $1 and purpose = 'order-approved'",
      [order.number],
    );
    expect(approvalEmail?.text_body).toContain(`/orders/${order.number}/pay?token=`);
    const payPath = `/orders/${order.number}/pay?token=${order.token}`;
    const pay = await fetch(`${origin()}${payPath}`, { redirect: "manual" });
    expect(pay.status).toBe(303);
    const location = pay.headers.get("location") ?? "";
    expect(location.startsWith(`${stripe.origin}/pay/cs_test_`)).toBe(true);
    // Asked again while it is open, the same page: one session.
    const again = await fetch(`${origin()}${payPath}`, { redirect: "manual" });
    expect(again.headers.get("location")).toBe(location);
    expect(
      stripe
        .requestsTo("POST", "/v1/checkout/sessions")
        .filter((request) => request.params["client_reference_id"] === order.number),
    ).toHaveLength(1);

    await stripe.deliver(stripe.complete(sessionId(location)), { url: webhook() });
    expect((await paymentOf(order.number))?.state).toBe("paid");
    // A wrong token reaches no order.
    const wrong = await fetch(`${origin()}/orders/${order.number}/pay?token=${"x".repeat(43)}`, {
      redirect: "manual",
    });
    expect(wrong.status).toBe(404);
  });
});

describe("npm run stripe:check", () => {
  const check = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ["scripts/stripe-check.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH ?? "", ...env },
      encoding: "utf8",
    });

  it("makes a session, an invoice and a refund in test mode, and prints them", async () => {
    const before = stripe.requests.length;
    const { stdout } = await check({ ...stripe.env(), STRIPE_TAX: "on" });
    expect(stdout).toMatch(/1\. Checkout Session cs_test_\w+ for WC-CHK\w+: \$\d+\.\d\d/);
    expect(stdout).toMatch(
      /2\. Invoice in_test_\w+ for WC-CHI\w+ \(PO-CHECK-\w+\): \$\d+\.\d\d, open, sent/,
    );
    expect(stdout).toMatch(
      /3\. Payment pi_test_\w+: \$5\.00, succeeded; refund re_test_\w+: \$2\.00/,
    );
    const made = stripe.requests
      .slice(before)
      .map((request) => `${request.method} ${request.path}`);
    expect(made).toContain("POST /v1/checkout/sessions");
    expect(made).toContain("POST /v1/refunds");
    expect(stripe.requests.slice(before).every((request) => request.idempotencyKey)).toBe(true);
  });

  it("refuses a live key", async () => {
    await expect(
      check({ ...stripe.env(), STRIPE_SECRET_KEY: "sk_live_notthisone" }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("test key only") });
  });
});

describe("Stripe's webhook and the forms' per-address limit", () => {
  const block = useForwardingServer("sqlite", { ...stripe.env(), RATE_LIMIT_POSTS: "2" });
  beforeAll(() => {
    stripe.now = () => Math.floor(block.clock.now() / 1000);
  });

  it("takes every event Stripe sends, past the limit a form post from one address meets", async () => {
    for (let delivery = 0; delivery < 5; delivery++) {
      const event = stripe.event("customer.created", { id: "cus_unrelated", object: "customer" });
      const answer = await stripe.deliver(event, { url: `${block.server.origin}/webhooks/stripe` });
      expect(answer.status).toBe(200);
    }
    const form = () =>
      fetch(`${block.server.origin}/api/forms/newsletter`, {
        method: "POST",
        body: new URLSearchParams({ email: "limit@example.com" }),
        headers: { origin: block.server.origin },
      });
    const statuses = [];
    for (let post = 0; post < 3; post++) statuses.push((await form()).status);
    expect(statuses).toContain(429);
  });
});
