import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { artworkEndpoint } from "#app/forms/artwork.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { maxCartDesigns } from "#app/domain/policies.ts";
import { blankPng, pngFile } from "../support/artwork.ts";
import {
  addDesignToCart,
  cartCookie,
  openCheckout,
  postPageForm,
  readRows,
  uploadArtwork,
  writeRows,
} from "../support/cart.ts";
import { validCheckout } from "../support/checkout.ts";
import { engineNames, runOperatorCli, useForwardingServer } from "../support/harness.ts";
import {
  get,
  postArtwork,
  rawRequest,
  statusOf,
  tricklingExchange,
  waitFor,
} from "../support/http.ts";

/*
 * Issue 16: what an outside test of the server got through, each kept as a
 * test that failed before its fix.
 */
describe.each(engineNames)("hardening (%s)", (engine) => {
  const block = useForwardingServer(engine);
  const origin = () => block.server.origin;

  /** A urlencoded POST as a browser's form sends it, with whatever headers the test gives. */
  function postForm(path: string, fields: Record<string, string>, headers: Record<string, string>) {
    return rawRequest(origin(), {
      method: "POST",
      path,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async function cartWithDesign(designName = "Hardened") {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    return addDesignToCart(origin(), { artworkId, designName });
  }

  it("3: a checkout id posted from another cart opens no order, and cart and checkout are not cached", async () => {
    const victim = await cartWithDesign("Victim");
    const checkoutId = await openCheckout(origin(), victim.cartId);
    const placed = await postPageForm(origin(), "/checkout", victim.cartId, {
      ...validCheckout,
      checkoutId,
    });
    expect(placed.status).toBe(303);
    const orderPage = String(placed.headers.location);
    expect(orderPage).toMatch(/^\/orders\/WC-/);

    const attacker = await cartWithDesign("Attacker");
    const stolen = await postPageForm(origin(), "/checkout", attacker.cartId, {
      ...validCheckout,
      checkoutId,
    });
    expect(stolen.status).toBe(409);
    expect(stolen.headers.location).toBeUndefined();
    const [number] = /WC-[0-9A-Z]{8}/.exec(orderPage) ?? [];
    expect(stolen.body).not.toContain(String(number));
    // Nor is the checkout id, with the order's number, enough to make the status link's token.
    const fromCheckoutId = createHash("sha256")
      .update(`order-status:${checkoutId}`)
      .digest("base64url");
    expect((await get(origin(), `/orders/${number}?token=${fromCheckoutId}`)).status).toBe(404);
    expect((await get(origin(), orderPage)).status).toBe(200);
    // The victim's own repeated post still finds its order.
    const again = await postPageForm(origin(), "/checkout", victim.cartId, {
      ...validCheckout,
      checkoutId,
    });
    expect(again.headers.location).toBe(orderPage);

    for (const path of ["/checkout", "/cart"]) {
      const page = await get(origin(), path, { cookie: cartCookie(attacker.cartId) });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("4: every state-changing endpoint refuses a cross-site post, and takes a same-origin one", async () => {
    const cart = await cartWithDesign();
    const endpoints = [
      "/api/forms/newsletter",
      "/api/forms/customizer",
      "/custom-laptop-wraps",
      "/contact",
      "/cart",
      "/api/cart",
      "/checkout",
      "/api/uploads",
    ];
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      // Another port of the same host is the same site, not the same origin.
      { origin: "http://localhost:9999", "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const path of endpoints) {
      for (const headers of crossSite) {
        const answer = await postForm(
          path,
          { email: "victim@example.com", intent: "update" },
          { ...headers, cookie: cartCookie(cart.cartId) },
        );
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // The newsletter, subscribed from the site itself (its origin, or PUBLIC_URL's).
    for (const sameOrigin of [origin(), "http://localhost:3000"]) {
      const answer = await rawRequest(origin(), {
        method: "POST",
        path: "/api/forms/newsletter",
        headers: {
          "content-type": "application/json",
          origin: sameOrigin,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ email: "reader@example.com" }),
      });
      expect(answer.status, sameOrigin).toBe(200);
    }
  });

  it("5: a cart id the client made up is not adopted: the server issues a new one", async () => {
    const chosen = "AAAAAAAAAAAAAAAAAAAAAAAA";
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const added = await addDesignToCart(origin(), { artworkId, cartId: chosen }).catch(
      (error: unknown) => error,
    );
    // The helper refuses an answer that sets another cart than the one it was given.
    expect(String(added)).toMatch(/Add to cart answered 200 \(cart [A-Za-z0-9_-]{24}\)/);
    expect(String(added)).not.toContain(`(cart ${chosen})`);
    const cartPage = await get(origin(), "/cart", { cookie: cartCookie(chosen) });
    expect(cartPage.text).toContain("Your cart is empty.");
  });

  it("6: a cart holds at most maxCartDesigns designs, and says so", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const first = await addDesignToCart(origin(), { artworkId, designName: "Design 1" });
    for (let index = 2; index <= maxCartDesigns; index += 1) {
      await addDesignToCart(origin(), {
        artworkId,
        cartId: first.cartId,
        designName: `Design ${index}`,
      });
    }
    const full = await rawRequest(origin(), {
      method: "POST",
      path: "/api/forms/customizer",
      headers: { "content-type": "application/json", cookie: cartCookie(first.cartId) },
      body: JSON.stringify({
        deviceBrand: "Apple",
        deviceModel: "MacBook Air (13-inch, M2, 2022)",
        coverage: "top-only",
        finish: "matte",
        designName: "One Too Many",
        textLine1: "MORE",
      }),
    });
    expect(full.status).toBe(409);
    expect(JSON.parse(full.body)).toMatchObject({
      outcome: "failed",
      message: expect.stringContaining(`${maxCartDesigns} designs`),
    });
    // The same design again still counts up its line.
    const again = await addDesignToCart(origin(), {
      artworkId,
      cartId: first.cartId,
      designName: "Design 1",
    });
    expect(again.cartId).toBe(first.cartId);
  });

  it("7: an unknown shipping method is a field error, not a 500", async () => {
    const cart = await cartWithDesign();
    const checkoutId = await openCheckout(origin(), cart.cartId);
    for (const shippingMethod of ["basement", "", "__proto__", "toString"]) {
      const answer = await postPageForm(origin(), "/checkout", cart.cartId, {
        ...validCheckout,
        shippingMethod,
        checkoutId,
      });
      expect(answer.status, shippingMethod).toBe(400);
      expect(answer.body, shippingMethod).toContain("Please choose a shipping method.");
    }
  });

  it("10: control characters are removed from what visitors type, and escaped by the operator tools", async () => {
    // A terminal title change, a screen clear, an OSC 52 clipboard write and a C1 CSI.
    const escapes = "\u001b]0;owned\u0007\u001b[2J\u001b]52;c;cm0gLXJmIH4=\u0007\u009b31m";
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    const cart = await cartWithDesign();
    const checkoutId = await openCheckout(origin(), cart.cartId);
    const placed = await postPageForm(origin(), "/checkout", cart.cartId, {
      ...validCheckout,
      name: `Grace${escapes} Hopper`,
      notes: `Leave it\r\nat the back door.${escapes}`,
      checkoutId,
    });
    expect(placed.status).toBe(303);
    const [number = ""] = /WC-[0-9A-Z]{8}/.exec(String(placed.headers.location)) ?? [];
    const [stored] = await readRows<{ record: string }>(
      block.databaseUrl,
      "select record from orders where number = $1",
      [number],
    );
    const order = JSON.parse(String(stored?.record)) as PlacedOrder;
    expect(order.customer.name).toBe("Grace]0;owned[2J]52;c;cm0gLXJmIH4=31m Hopper");
    expect(order.notes).toBe("Leave it\nat the back door.]0;owned[2J]52;c;cm0gLXJmIH4=31m");

    // What was stored before the fix still reaches the operator's terminal escaped.
    order.customer.name = `Grace${escapes} Hopper`;
    await writeRows(block.databaseUrl, "update orders set record = $1 where number = $2", [
      JSON.stringify(order),
      number,
    ]);
    await writeRows(
      block.databaseUrl,
      "update emails set subject = $1, text_body = $2 where order_number = $3",
      [`Order ${escapes}`, `Hello${escapes}\nBye`, number],
    );
    const [email] = await readRows<{ id: string }>(
      block.databaseUrl,
      "select id from emails where order_number = $1 and purpose = 'order-confirmation'",
      [number],
    );
    const runs = [
      await runOperatorCli("orders", block.databaseUrl, ["show", number]),
      await runOperatorCli("orders", block.databaseUrl, ["list"]),
      await runOperatorCli("orders", block.databaseUrl, ["list", "--json"]),
      await runOperatorCli("outbox", block.databaseUrl, ["email", String(email?.id)]),
      await runOperatorCli("outbox", block.databaseUrl, ["emails"]),
      await runOperatorCli("outbox", block.databaseUrl, ["emails", "--json"]),
    ];
    for (const run of runs) {
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toMatch(raw);
    }
    expect(runs[0]?.stdout).toContain("Grace\\x1b]0;owned\\x07\\x1b[2J");
    expect(runs[3]?.stdout).toContain("Subject: Order \\x1b]0;owned");
    expect(runs[3]?.stdout).toContain(
      "Hello\\x1b]0;owned\\x07\\x1b[2J\\x1b]52;c;cm0gLXJmIH4=\\x07\\x9b31m\nBye",
    );
    // JSON output stays JSON, with the text as it is stored.
    expect(JSON.stringify(JSON.parse(String(runs[5]?.stdout)))).toContain("Order \\u001b]0;owned");
  });
});

describe.each(engineNames)("hardening: confirmation e-mails (11, %s)", (engine) => {
  const block = useForwardingServer(engine, {
    CONFIRMATIONS_PER_ADDRESS: "1",
    CONFIRMATIONS_PER_CLIENT: "2",
  });

  /** Places an order to `email`; answers its number and its order page's status. */
  async function order(email: string) {
    const origin = block.server.origin;
    const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000));
    const { cartId } = await addDesignToCart(origin, { artworkId, designName: "Limited" });
    const checkoutId = await openCheckout(origin, cartId);
    const placed = await postPageForm(origin, "/checkout", cartId, {
      ...validCheckout,
      email,
      checkoutId,
    });
    expect(placed.status).toBe(303);
    const page = await get(origin, String(placed.headers.location));
    const [number = ""] = /WC-[0-9A-Z]{8}/.exec(String(placed.headers.location)) ?? [];
    return { number, pageStatus: page.status, pageText: page.text };
  }

  const confirmationOf = async (number: string) => {
    const [row] = await readRows<{ state: string; last_error: string | null }>(
      block.databaseUrl,
      "select state, last_error from emails where order_number = $1 and purpose = 'order-confirmation'",
      [number],
    );
    return row;
  };

  it("holds confirmations past the limits per address and per client; the orders are placed all the same", async () => {
    const first = await order("ada@example.com");
    expect(await confirmationOf(first.number)).toEqual({ state: "stored", last_error: null });
    expect(first.pageText).toContain("sent a confirmation to ada@example.com");
    // The same address again, whatever its case: held, with the reason.
    const again = await order("ADA@example.com");
    expect(again.pageStatus).toBe(200);
    // The order page tells the truth about the confirmation.
    expect(again.pageText).toContain(
      "will e-mail a confirmation to ADA@example.com once we have looked it over",
    );
    expect(await confirmationOf(again.number)).toEqual({
      state: "held",
      last_error: "1 confirmations to this address in 24 hours: held for staff",
    });
    // Another address from the same client: the held one did not count.
    const other = await order("bea@example.com");
    expect((await confirmationOf(other.number))?.state).toBe("stored");
    const third = await order("cy@example.com");
    expect(third.pageStatus).toBe(200);
    expect(await confirmationOf(third.number)).toEqual({
      state: "held",
      last_error: "2 confirmations from this client in 24 hours: held for staff",
    });
    // Staff see them, with why, and can release them.
    const held = await runOperatorCli("outbox", block.databaseUrl, [
      "emails",
      "--state",
      "held",
      "--json",
    ]);
    expect(held.code, held.stderr).toBe(0);
    expect(JSON.parse(held.stdout)).toEqual([
      expect.objectContaining({ order: again.number, state: "held" }),
      expect.objectContaining({ order: third.number, state: "held" }),
    ]);
  });
});

describe("hardening: slow clients (9)", () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-idle-"));
  // Two seconds of silence close a connection here (sixty by default).
  const block = useForwardingServer("sqlite", {
    REQUEST_IDLE_TIMEOUT_SECONDS: "2",
    UPLOADS_DIR: uploadsDir,
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const port = () => Number(new URL(block.server.origin).port);
  const head = (path: string, type: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;
  /** `bytes` cut into `count` pieces. */
  const piecesOf = (bytes: Buffer, count: number) => {
    const size = Math.ceil(bytes.length / count);
    return Array.from({ length: count }, (_, index) =>
      bytes.subarray(index * size, (index + 1) * size),
    );
  };

  it("closes an upload that stalls, and keeps nothing of it", async () => {
    const png = await pngFile(2000, 1500);
    const exchange = await tricklingExchange(
      port(),
      head(artworkEndpoint, "application/octet-stream", png.length),
      [png.subarray(0, Math.floor(png.length / 2))],
      { pauseMs: 0, timeoutMs: 15_000 },
    );
    expect(exchange.received).toBe("");
    await waitFor(() => readdirSync(path.join(uploadsDir, ".incoming")).length === 0, {
      message: "the stalled upload's partial file removed",
    });
  });

  it("takes an upload that keeps moving for several idle periods", async () => {
    const png = await pngFile(2000, 1500);
    // Eight pieces a second apart: about four idle periods in all, never two seconds silent.
    const exchange = await tricklingExchange(
      port(),
      head(artworkEndpoint, "application/octet-stream", png.length),
      piecesOf(png, 8),
      { pauseMs: 1000 },
    );
    expect(statusOf(exchange.received)).toBe(201);
  });

  it("answers uploads whose check waits its turn for longer than the idle timeout", async () => {
    // Images are checked one at a time, each 100-megapixel 16-bit one for a second or more:
    // the last of four waits silent for three decodes, longer than the two-second idle timeout.
    const large = blankPng({ width: 10_000, height: 10_000, channels: 4, bitDepth: 16 });
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => postArtwork(block.server.origin, large, "large.png")),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  });

  it("keeps a connection between requests for the idle timeout, as it says, and no longer", async () => {
    const request = "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n";
    // A second request a second after the first, on the same connection, then silence: closed
    // within the idle timeout and Node's one second past it, 3 s (it was 6 s, whatever the setting);
    // the exchange gives up 4.5 s after the second request.
    const exchange = await tricklingExchange(
      port(),
      request,
      [Buffer.alloc(0), Buffer.from(request)],
      { pauseMs: 1000, timeoutMs: 3500 },
    );
    const answers = exchange.received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map(statusOf)).toEqual([200, 200]);
    for (const answer of answers) expect(answer).toMatch(/\r\nKeep-Alive: timeout=2\r\n/i);
  });

  it("answers 408 to a form whose body trickles in past the idle timeout", async () => {
    const body = Buffer.from(
      new URLSearchParams({ email: "drip@example.com", consent: "on" }).toString(),
    );
    // A piece every second: never silent for two, but not done within two either.
    const exchange = await tricklingExchange(
      port(),
      head("/api/forms/newsletter", "application/x-www-form-urlencoded", body.length),
      piecesOf(body, 6),
      { pauseMs: 1000 },
    );
    expect(statusOf(exchange.received)).toBe(408);
    expect(exchange.piecesSent).toBeLessThan(6);
  });
});
