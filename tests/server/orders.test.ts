import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cartCountCookie } from "#app/cart/cart-count.ts";
import { priceOrder } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";
import { pngFile } from "../support/artwork.ts";
import { validCheckout } from "../support/checkout.ts";
import type { OrdersTable } from "../../server/db/schema.ts";
import {
  type AddedDesign,
  addDesignToCart,
  cartCookie,
  openCheckout,
  postPageForm,
  readRows,
  setCartQuantity,
  uploadArtwork,
} from "../support/cart.ts";
import { engineNames, readStore, useEngine, useProcesses, webhookEnv } from "../support/harness.ts";
import { type RawAnswer, get, pageText, waitFor } from "../support/http.ts";

const quantity = 25;
const coverage = "top-palmrest";
const shopNotifyEmail = "orders@wrapcraft.test";

/** What the pricing module makes of 25 of one top + palm rest design, shipped standard. */
const expected = priceOrder([{ coverage, quantity }], "standard");

/** Where a placed order's answer sends the browser: its page, with the status token. */
const orderLocation = /^\/orders\/(WC-[0-9A-Z]{8})\?token=([A-Za-z0-9_-]{43})&placed=1$/;

describe.each(engineNames)("placing an order (%s)", (engine) => {
  const databases = useEngine(engine);
  const processes = useProcesses();

  /** A server of its own on a fresh database, forwarding every kind to one receiver. */
  async function startShop() {
    const receiver = await processes.receiver();
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      ...webhookEnv(receiver),
      SHOP_NOTIFY_EMAIL: shopNotifyEmail,
    });
    return { server, receiver, databaseUrl, origin: server.origin };
  }

  /** A new cart holding one design with artwork, 25 of it (set on the cart page). */
  async function cartOf25(origin: string): Promise<AddedDesign> {
    const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000), "order.png");
    const added = await addDesignToCart(origin, { artworkId, coverage });
    const updated = await setCartQuantity(origin, added, quantity);
    expect(updated.status).toBe(303);
    expect(updated.headers.location).toBe("/cart");
    expect(updated.headers["set-cookie"]).toContain(
      `${cartCountCookie}=${quantity}; Path=/; Max-Age=7776000; SameSite=Lax`,
    );
    return added;
  }

  const postCheckout = (origin: string, cartId: string, checkoutId: string) =>
    postPageForm(origin, "/checkout", cartId, { ...validCheckout, checkoutId });

  function describeAnswer(answer: RawAnswer) {
    return `${answer.status} → ${String(answer.headers.location)}\n${answer.body.slice(0, 300)}`;
  }

  /** An orders row as the query below reads it (no timestamps). */
  type OrderRow = Omit<OrdersTable, "created_at" | "updated_at">;

  const orderRows = (databaseUrl: string) =>
    readRows<OrderRow>(
      databaseUrl,
      "select number, checkout_id, token_hash, stage, email, total_cents, record from orders order by number",
    );

  const cartItemRows = (databaseUrl: string, cartId: string) =>
    readRows<{ id: string; quantity: number }>(
      databaseUrl,
      "select id, quantity from cart_items where cart_id = $1",
      [cartId],
    );

  /** Waits until every queued webhook delivery has been sent and marked delivered. */
  async function drainOutbox(databaseUrl: string) {
    await waitFor(
      async () => {
        const { outbox } = await readStore(databaseUrl);
        return outbox.length > 0 && outbox.every((row) => row.state === "delivered");
      },
      { message: "an empty outbox" },
    );
  }

  it("places one order for the same checkout posted twice at once and once more", async () => {
    const { receiver, databaseUrl, origin } = await startShop();
    const cart = await cartOf25(origin);
    expect(await cartItemRows(databaseUrl, cart.cartId)).toEqual([{ id: cart.itemId, quantity }]);
    const checkoutId = await openCheckout(origin, cart.cartId);

    const concurrent = await Promise.all([
      postCheckout(origin, cart.cartId, checkoutId),
      postCheckout(origin, cart.cartId, checkoutId),
    ]);
    const again = await postCheckout(origin, cart.cartId, checkoutId);
    const answers = [...concurrent, again];
    // Every post of the checkout, the one that placed the order or not, leads to the
    // order's page and empties the cart's count. Checked softly, so that the order's
    // records below are checked whatever these answers are.
    for (const answer of answers) {
      expect.soft(answer.status, describeAnswer(answer)).toBe(303);
      expect.soft(answer.headers.location, describeAnswer(answer)).toMatch(orderLocation);
      expect
        .soft(answer.headers["set-cookie"] ?? [], describeAnswer(answer))
        .toContain(`${cartCountCookie}=0; Path=/; Max-Age=7776000; SameSite=Lax`);
    }
    const location = answers.find((answer) => orderLocation.test(answer.headers.location ?? ""))
      ?.headers.location;
    expect(location, answers.map(describeAnswer).join("\n")).toBeDefined();
    expect
      .soft(answers.map((answer) => answer.headers.location))
      .toEqual([location, location, location]);
    const [, number, token] = orderLocation.exec(location!)!;

    // One order, priced on the server: 25 × $34.95 less 20%, standard shipping free.
    expect(expected.totalCents).toBe(69_900);
    expect(expected).toMatchObject({
      merchandiseCents: 69_900,
      discountCents: 17_475,
      shippingCents: 0,
    });
    const orders = await orderRows(databaseUrl);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      number,
      checkout_id: checkoutId,
      token_hash: createHash("sha256").update(token!).digest("hex"),
      stage: "received",
      email: validCheckout.email,
      total_cents: expected.totalCents,
    });
    const record = JSON.parse(order!.record) as Record<string, unknown>;
    expect(record).toMatchObject({
      number,
      merchandiseCents: expected.merchandiseCents,
      discountCents: expected.discountCents,
      shippingCents: expected.shippingCents,
      totalCents: 69_900,
      shipping: { method: "standard", cents: 0 },
      shipTo: { line1: "1 Market St", city: "San Francisco", state: "CA", country: "US" },
      lines: [
        {
          id: cart.itemId,
          quantity,
          unitCents: 3495,
          discountRate: 0.2,
          totalCents: expected.lines[0]!.totalCents,
        },
      ],
    });

    expect(await readRows(databaseUrl, "select order_number, stage from order_stages")).toEqual([
      { order_number: number, stage: "received" },
    ]);
    // No SMTP server: both e-mails are kept for the operator, once each.
    expect(
      await readRows(
        databaseUrl,
        "select id, purpose, order_number, to_address, state from emails order by id",
      ),
    ).toEqual([
      {
        id: `${number}-confirmation`,
        purpose: "order-confirmation",
        order_number: number,
        to_address: validCheckout.email,
        state: "stored",
      },
      {
        id: `${number}-shop-notice`,
        purpose: "shop-notice",
        order_number: number,
        to_address: shopNotifyEmail,
        state: "stored",
      },
    ]);

    // The cart is empty, in the database and on its page.
    expect(await cartItemRows(databaseUrl, cart.cartId)).toEqual([]);
    const cartPage = await get(origin, "/cart", { cookie: cartCookie(cart.cartId) });
    expect(cartPage.text).toContain("Your cart is empty.");

    // One checkout submission, under the order number, forwarded once as order_placed.
    await drainOutbox(databaseUrl);
    const { submissions } = await readStore(databaseUrl);
    const checkouts = submissions.filter((row) => row.kind === "order-placed");
    expect(checkouts.map((row) => row.id)).toEqual([number]);
    expect(JSON.parse(checkouts[0]!.payload)).toMatchObject({
      event: "order_placed",
      order_number: number,
      totals: { total: 699, shipping: 0, currency: "USD" },
    });
    const placed = receiver
      .payloads()
      .map((payload, index) => ({ payload, delivery: receiver.received[index]! }))
      .filter(({ payload }) => payload.event === "order_placed");
    expect(placed).toHaveLength(1);
    expect(placed[0]!.delivery.path).toBe("/order");
    expect(placed[0]!.delivery.headers["webhook-id"]).toBe(number);
    expect(placed[0]!.payload).toMatchObject({
      order_number: number,
      cart_id: cart.cartId,
      items: [{ quantity, unit_price: 34.95, discount_rate: 0.2, line_total: 699 }],
      totals: { merchandise: 699, discounts: 174.75, shipping: 0, total: 699 },
    });

    // How the artwork prints reaches the shop with the order: in the webhook and its e-mail.
    const [item] = (placed[0]!.payload as { items: { options: Record<string, unknown> }[] }).items;
    const quality = item!.options.print_quality as { effective_dpi: number; tier: string };
    expect(quality).toMatchObject({ tier: "good", confirmed_by_customer: false });
    const [notice] = await readRows<{ text_body: string }>(
      databaseUrl,
      "select text_body from emails where purpose = 'shop-notice'",
    );
    expect(notice!.text_body).toContain(
      `Print quality: Good, ${quality.effective_dpi} DPI at print size\n`,
    );
  });

  it("places one order for two checkouts of one cart posted at once; the other finds the cart empty", async () => {
    const { receiver, databaseUrl, origin } = await startShop();
    const cart = await cartOf25(origin);
    // The checkout open in two tabs: two different checkout ids.
    const firstTab = await openCheckout(origin, cart.cartId);
    const secondTab = await openCheckout(origin, cart.cartId);
    expect(firstTab).not.toBe(secondTab);

    const answers = await Promise.all([
      postCheckout(origin, cart.cartId, firstTab),
      postCheckout(origin, cart.cartId, secondTab),
    ]);
    for (const answer of answers) expect(answer.status, describeAnswer(answer)).toBe(303);
    const placedAnswers = answers.filter((answer) =>
      orderLocation.test(answer.headers.location ?? ""),
    );
    expect(placedAnswers, answers.map(describeAnswer).join("\n")).toHaveLength(1);
    // The other found the cart already emptied by the order: back to the (empty) cart, no order.
    const other = answers.find((answer) => answer !== placedAnswers[0])!;
    expect(other.headers.location).toBe("/cart");
    const [, number] = orderLocation.exec(placedAnswers[0]!.headers.location!)!;

    const orders = await orderRows(databaseUrl);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ number, total_cents: expected.totalCents });
    expect([firstTab, secondTab]).toContain(orders[0]!.checkout_id);
    const record = JSON.parse(orders[0]!.record) as { lines: { id: string; quantity: number }[] };
    expect(record.lines.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: cart.itemId, quantity },
    ]);
    expect(await readRows(databaseUrl, "select order_number, stage from order_stages")).toEqual([
      { order_number: number, stage: "received" },
    ]);
    expect(await readRows(databaseUrl, "select order_number from emails order by id")).toEqual([
      { order_number: number },
      { order_number: number },
    ]);
    expect(await cartItemRows(databaseUrl, cart.cartId)).toEqual([]);

    await drainOutbox(databaseUrl);
    const { submissions } = await readStore(databaseUrl);
    expect(submissions.filter((row) => row.kind === "order-placed").map((row) => row.id)).toEqual([
      number,
    ]);
    expect(receiver.payloads().filter((payload) => payload.event === "order_placed")).toEqual([
      expect.objectContaining({ order_number: number }),
    ]);

    // Posting the losing tab again later changes nothing: the cart is still empty.
    const losingTab = orders[0]!.checkout_id === firstTab ? secondTab : firstTab;
    const late = await postCheckout(origin, cart.cartId, losingTab);
    expect(late.status).toBe(303);
    expect(late.headers.location).toBe("/cart");
    expect(await orderRows(databaseUrl)).toHaveLength(1);
  });

  it("shows the order's page to the holder of its token only", async () => {
    const { databaseUrl, origin } = await startShop();
    const cart = await cartOf25(origin);
    const placed = await postCheckout(origin, cart.cartId, await openCheckout(origin, cart.cartId));
    expect(placed.status, describeAnswer(placed)).toBe(303);
    const [, number, token] = orderLocation.exec(placed.headers.location ?? "")!;
    expect(await orderRows(databaseUrl)).toHaveLength(1);

    const total = formatCents(expected.totalCents);
    expect(total).toBe("$699.00");
    const thanks = await get(origin, placed.headers.location!);
    expect(thanks.status).toBe(200);
    expect(pageText(thanks.text)).toContain(`Order ${number} is placed`);
    expect(thanks.text).toContain(`data-testid="order-total">${total}<`);

    const status = await get(origin, `/orders/${number}?token=${token}`);
    expect(status.status).toBe(200);
    expect(status.headers.get("cache-control")).toBe("private, no-store");
    expect(pageText(status.text)).toContain(`Order ${number}`);
    expect(status.text).toContain(`data-testid="order-total">${total}<`);

    // A wrong token, another order's number, or none: the same 404, saying nothing of the order.
    const wrongToken = `${token!.slice(0, -1)}${token!.endsWith("A") ? "B" : "A"}`;
    for (const path of [
      `/orders/${number}?token=${wrongToken}`,
      `/orders/${number}?token=guess`,
      `/orders/${number}`,
      `/orders/WC-00000000?token=${token}`,
    ]) {
      const refused = await get(origin, path);
      expect(refused.status, path).toBe(404);
      // (The 404 page echoes the path it was asked for; nothing of the order itself.)
      expect(refused.text, path).toContain("Order not found");
      for (const secret of [`Order ${number}`, total, validCheckout.name, validCheckout.email]) {
        expect(pageText(refused.text), path).not.toContain(secret);
      }
    }
  });
});
