import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * A local stand-in for Stripe's API (this machine cannot reach Stripe): it
 * answers the endpoints the shop calls (server/payments/) in the shape
 * Stripe's API reference gives, records every request with its decoded
 * parameters and idempotency key, answers a repeated key with the first
 * answer (as Stripe does), and hosts a payment page like Checkout's whose
 * "Pay" sends the shop the signed `checkout.session.completed` event and
 * returns the customer to the session's success URL.
 */

export const testStripeKey = "sk_test_wrapcraftstandin";
export const testWebhookSecret = "whsec_wrapcraftstandinsecret";

export interface StripeRequest {
  method: string;
  path: string;
  /** Form parameters as sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A session as the stand-in keeps it. */
interface StoredSession {
  object: Record<string, unknown>;
}

/** The sales tax the stand-in's Stripe Tax charges: 7.25% of the taxed amounts, rounded. */
export const standInTaxRate = 0.0725;

export class StripeStandIn {
  readonly requests: StripeRequest[] = [];
  /** Where the hosted page's "Pay" delivers its event (the shop's /webhooks/stripe). */
  webhookUrl = "";
  private readonly sessions = new Map<string, StoredSession>();
  private readonly objects = new Map<string, Record<string, unknown>>();
  private readonly answers = new Map<string, { status: number; body: string; request: string }>();
  private server: http.Server | undefined;
  private port = 0;
  private count = 0;
  /** The next refund is refused with this message, as Stripe refuses one on a disputed charge. */
  refuseNextRefund: string | null = null;
  /** The time Stripe's events are signed at (seconds since the epoch): the shop's test clock. */
  now: () => number = () => Math.floor(Date.now() / 1000);

  async up(): Promise<this> {
    const server = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        this.handle(req, body).then(
          ({ status, body: answer, type = "application/json", location }) => {
            res.writeHead(status, {
              "Content-Type": type,
              ...(location && { Location: location }),
            });
            res.end(answer);
          },
          (error: unknown) => {
            res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
          },
        );
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server's Stripe settings, pointing at this stand-in. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: testStripeKey,
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      STRIPE_API_BASE: this.origin,
    };
  }

  /** The API requests made to `path` (e.g. "/v1/checkout/sessions"). */
  requestsTo(method: string, path: string): StripeRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  session(id: string): Record<string, unknown> | undefined {
    return this.sessions.get(id)?.object;
  }

  /** An event of `type` about `object`, as Stripe sends it. */
  event(type: string, object: Record<string, unknown>, id = `evt_${++this.count}`) {
    return {
      id,
      object: "event",
      api_version: "2026-10-28.endive",
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
  }

  /** Stripe-Signature for `payload`, signed at `timestamp` (seconds) with `secret`. */
  sign(payload: string, { timestamp = this.now(), secret = testWebhookSecret } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  /** Delivers an event to the shop as Stripe does: the JSON body and its signature. */
  async deliver(
    event: object,
    options: { timestamp?: number; secret?: string; url?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const payload = JSON.stringify(event);
    const response = await fetch(options.url ?? this.webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": this.sign(payload, options),
      },
      body: payload,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  /**
   * Completes a session as Checkout does once the card is taken: paid, with
   * the payment intent made, and its tax if Stripe Tax was asked for. Answers
   * the `checkout.session.completed` event (not delivered).
   */
  complete(id: string, change: Record<string, unknown> = {}) {
    const stored = this.sessions.get(id);
    if (!stored) throw new Error(`No session ${id}`);
    stored.object = {
      ...stored.object,
      status: "complete",
      payment_status: "paid",
      payment_intent: `pi_${id.slice(3)}`,
      ...change,
    };
    return this.event("checkout.session.completed", stored.object);
  }

  private async handle(
    req: http.IncomingMessage,
    body: string,
  ): Promise<{ status: number; body: string; type?: string; location?: string }> {
    const url = new URL(req.url ?? "/", this.origin);
    const method = req.method ?? "GET";
    if (url.pathname.startsWith("/pay/")) return this.hostedPage(method, url);
    const params = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = header(req, "idempotency-key");
    this.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: header(req, "authorization"),
    });
    if (header(req, "authorization") !== `Bearer ${testStripeKey}`) {
      return error(401, "authentication_error", "Invalid API Key provided");
    }
    // As Stripe does: the same key again answers the first answer, and the same key with other
    // parameters is refused.
    const earlier = idempotencyKey ? this.answers.get(idempotencyKey) : undefined;
    if (earlier) {
      return earlier.request === `${method} ${url.pathname} ${body}`
        ? earlier
        : error(
            400,
            "idempotency_error",
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          );
    }
    const answer = this.route(method, url.pathname, params);
    if (idempotencyKey && answer.status < 500) {
      this.answers.set(idempotencyKey, { ...answer, request: `${method} ${url.pathname} ${body}` });
    }
    return answer;
  }

  /** An invoice, customer, refund or payment intent made through the API. */
  object(id: string): Record<string, unknown> | undefined {
    return this.objects.get(id);
  }

  /**
   * Pays an open invoice as its hosted page does: answers the `invoice.paid`
   * event (not delivered), its payment a new payment intent.
   */
  payInvoice(id: string, change: Record<string, unknown> = {}) {
    const invoice = this.objects.get(id);
    if (!invoice) throw new Error(`No invoice ${id}`);
    const paymentIntent = `pi_${id.slice(3)}`;
    Object.assign(invoice, {
      status: "paid",
      amount_paid: invoice["amount_due"],
      amount_remaining: 0,
      payments: {
        object: "list",
        data: [
          {
            object: "invoice_payment",
            payment: { type: "payment_intent", payment_intent: paymentIntent },
          },
        ],
      },
      ...change,
    });
    return this.event("invoice.paid", { ...invoice, payments: undefined });
  }

  /** The charge of `paymentIntent` with every refund made on it so far: the `charge.refunded` event. */
  chargeRefunded(paymentIntent: string, amountCaptured: number) {
    const refunded = [...this.objects.values()]
      .filter(
        (object) => object["object"] === "refund" && object["payment_intent"] === paymentIntent,
      )
      .reduce((sum, refund) => sum + Number(refund["amount"]), 0);
    return this.event("charge.refunded", {
      id: `ch_${paymentIntent.slice(3)}`,
      object: "charge",
      payment_intent: paymentIntent,
      amount: amountCaptured,
      amount_captured: amountCaptured,
      amount_refunded: refunded,
      refunded: refunded >= amountCaptured,
      currency: "usd",
    });
  }

  private make(prefix: string, object: Record<string, unknown>) {
    const id = `${prefix}_test_${String(++this.count).padStart(6, "0")}`;
    const made = { id, livemode: false, created: this.now(), ...object };
    this.objects.set(id, made);
    return made;
  }

  private route(method: string, path: string, params: Record<string, string>) {
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(params);
    if (method === "POST" && path === "/v1/customers") {
      return json(
        this.make("cus", {
          object: "customer",
          email: params["email"] ?? null,
          name: params["name"] ?? null,
          tax_exempt: params["tax_exempt"] ?? "none",
          metadata: { order_number: params["metadata[order_number]"] ?? "" },
        }),
      );
    }
    if (method === "POST" && path === "/v1/invoices") {
      return json(
        this.make("in", {
          object: "invoice",
          customer: params["customer"],
          status: "draft",
          collection_method: params["collection_method"],
          days_until_due: Number(params["days_until_due"] ?? 0),
          currency: params["currency"] ?? "usd",
          automatic_tax: { enabled: params["automatic_tax[enabled]"] === "true" },
          metadata: { order_number: params["metadata[order_number]"] ?? "" },
          subtotal: 0,
          total: 0,
          amount_due: 0,
          amount_paid: 0,
          total_taxes: [],
          hosted_invoice_url: null,
          due_date: null,
        }),
      );
    }
    if (method === "POST" && path === "/v1/invoiceitems") {
      const invoice = this.objects.get(params["invoice"] ?? "");
      if (!invoice || invoice["status"] !== "draft") {
        return error(400, "invalid_request_error", "The invoice is not a draft");
      }
      const amount = Number(params["amount"]);
      invoice["subtotal"] = Number(invoice["subtotal"]) + amount;
      return json(
        this.make("ii", {
          object: "invoiceitem",
          invoice: invoice["id"],
          customer: params["customer"],
          amount,
          currency: params["currency"],
          description: params["description"] ?? null,
        }),
      );
    }
    const invoiceAction = /^\/v1\/invoices\/([^/]+)(?:\/(finalize|send))?$/.exec(path);
    if (invoiceAction) {
      const invoice = this.objects.get(invoiceAction[1] ?? "");
      if (!invoice) return error(404, "invalid_request_error", "No such invoice");
      if (invoiceAction[2] === "finalize" && invoice["status"] === "draft") {
        const customer = this.objects.get(String(invoice["customer"]));
        const taxed =
          (invoice["automatic_tax"] as { enabled: boolean }).enabled &&
          customer?.["tax_exempt"] !== "exempt";
        const subtotal = Number(invoice["subtotal"]);
        const tax = taxed ? Math.round(subtotal * standInTaxRate) : 0;
        Object.assign(invoice, {
          status: "open",
          number: `STANDIN-${String(this.count).padStart(4, "0")}`,
          total: subtotal + tax,
          amount_due: subtotal + tax,
          amount_remaining: subtotal + tax,
          total_taxes: tax ? [{ amount: tax, tax_behavior: "exclusive" }] : [],
          hosted_invoice_url: `${this.origin}/invoice/${String(invoice["id"])}`,
          due_date: this.now() + Number(invoice["days_until_due"]) * 86_400,
        });
      }
      return json(invoice);
    }
    if (method === "POST" && path === "/v1/refunds") {
      const refused = this.refuseNextRefund;
      if (refused) {
        this.refuseNextRefund = null;
        return error(400, "invalid_request_error", refused);
      }
      return json(
        this.make("re", {
          object: "refund",
          amount: Number(params["amount"]),
          payment_intent: params["payment_intent"],
          reason: params["reason"] ?? null,
          status: "succeeded",
          metadata: { order_number: params["metadata[order_number]"] ?? "" },
        }),
      );
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      return json(
        this.make("pi", {
          object: "payment_intent",
          amount: Number(params["amount"]),
          currency: params["currency"],
          status: params["confirm"] === "true" ? "succeeded" : "requires_payment_method",
        }),
      );
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const stored = this.sessions.get(retrieve[1] ?? "");
      return stored ? json(stored.object) : error(404, "invalid_request_error", "No such session");
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === "POST" && expire) {
      const stored = this.sessions.get(expire[1] ?? "");
      if (!stored) return error(404, "invalid_request_error", "No such checkout.session");
      if (stored.object["status"] !== "open") {
        return error(400, "invalid_request_error", "Only open sessions can be expired.");
      }
      stored.object = { ...stored.object, status: "expired" };
      return json(stored.object);
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(params: Record<string, string>) {
    const id = `cs_test_${String(++this.count).padStart(6, "0")}`;
    let subtotal = 0;
    for (let index = 0; params[`line_items[${index}][quantity]`] !== undefined; index++) {
      subtotal +=
        Number(params[`line_items[${index}][quantity]`]) *
        Number(params[`line_items[${index}][price_data][unit_amount]`]);
    }
    const shipping = Number(
      params["shipping_options[0][shipping_rate_data][fixed_amount][amount]"] ?? 0,
    );
    const tax =
      params["automatic_tax[enabled]"] === "true"
        ? Math.round((subtotal + shipping) * standInTaxRate)
        : 0;
    const object = {
      id,
      object: "checkout.session",
      mode: params["mode"],
      status: "open",
      payment_status: "unpaid",
      client_reference_id: params["client_reference_id"] ?? null,
      customer_email: params["customer_email"] ?? null,
      currency: params["line_items[0][price_data][currency]"] ?? "usd",
      amount_subtotal: subtotal,
      amount_total: subtotal + shipping + tax,
      total_details: { amount_discount: 0, amount_shipping: shipping, amount_tax: tax },
      automatic_tax: { enabled: params["automatic_tax[enabled]"] === "true", status: null },
      metadata: { order_number: params["metadata[order_number]"] ?? "" },
      payment_intent: null,
      success_url: params["success_url"],
      cancel_url: params["cancel_url"],
      url: `${this.origin}/pay/${id}`,
      created: this.now(),
      expires_at: this.now() + 24 * 3600,
      livemode: false,
    };
    this.sessions.set(id, { object });
    return json(object);
  }

  /** Checkout's page, as far as a test needs it: the amount, and "Pay" or "Back". */
  private async hostedPage(method: string, url: URL) {
    const id = url.pathname.slice("/pay/".length);
    const stored = this.sessions.get(id);
    if (!stored) return { status: 404, body: "No such session", type: "text/plain" };
    const session = stored.object;
    if (method === "POST") {
      const event = this.complete(id);
      await this.deliver(event);
      return {
        status: 303,
        body: "",
        type: "text/plain",
        location: String(session["success_url"]),
      };
    }
    const total = (Number(session["amount_total"]) / 100).toFixed(2);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test payment</title></head>
<body><main><h1>Pay $${total}</h1><p>Test mode: the stand-in of Stripe's Checkout.</p>
<form method="post"><button type="submit">Pay $${total}</button></form>
<p><a href="${String(session["cancel_url"])}">Back</a></p></main></body></html>`;
    return { status: 200, body: page, type: "text/html; charset=utf-8" };
  }
}

const header = (req: http.IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const json = (object: unknown) => ({ status: 200, body: JSON.stringify(object) });

const error = (status: number, type: string, message: string) => ({
  status,
  body: JSON.stringify({ error: { type, message } }),
});
