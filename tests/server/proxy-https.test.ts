import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { intentField, intentValue } from "#app/cart/cart-form.ts";
import { pngFile } from "../support/artwork.ts";
import { addDesignToCart, cartCookie, uploadArtwork } from "../support/cart.ts";
import { useEngine, useProcesses } from "../support/harness.ts";
import { type RawAnswer, rawExchange, rawRequest, statusOf, waitFor } from "../support/http.ts";
import { startServer } from "../support/server-process.ts";

// TRUST_PROXY and https behind a TLS terminator (issue 16, items 12 and 13).
// None of this depends on the database engine: it runs on SQLite only.

/**
 * This machine's first non-loopback IPv4 address. A connection to it from
 * this machine comes from it too, so it stands for "a proxy on another
 * host": an address that `loopback` does not cover.
 */
function lanAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.family === "IPv4" && !entry.internal) return entry.address;
    }
  }
  return undefined;
}

const lan = lanAddress();

/** One newsletter post as `client` (X-Forwarded-For) through `origin`: its status. */
async function postAs(origin: string, headers: Record<string, string> = {}): Promise<number> {
  const answer = await rawRequest(origin, {
    method: "POST",
    path: "/api/forms/newsletter",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: "reader@example.com" }),
  });
  return answer.status;
}

/** The cart page's Update (no change) in an existing cart: the answer sets both cart cookies again. */
function updateCart(origin: string, cartId: string, headers: Record<string, string> = {}) {
  return rawRequest(origin, {
    method: "POST",
    path: "/cart",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cartCookie(cartId),
      ...headers,
    },
    body: new URLSearchParams({ [intentField]: intentValue({ kind: "update" }) }).toString(),
  });
}

/** The Set-Cookie headers of an answer that must set the cart's two cookies. */
function cartSetCookies(answer: RawAnswer): string[] {
  const cookies = answer.headers["set-cookie"] ?? [];
  expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["cart", "cart_count"]);
  return cookies;
}

const isSecure = (cookie: string) => /;\s*Secure(;|$)/i.test(cookie);

/** A new cart with one design in it, made through `origin`. */
async function newCart(origin: string): Promise<string> {
  const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000));
  return (await addDesignToCart(origin, { artworkId })).cartId;
}

describe("TRUST_PROXY: whose X-Forwarded-For and -Proto are believed", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it.skipIf(!lan)(
    "believes a proxy on another host that TRUST_PROXY names, and no longer the loopback peer",
    async () => {
      const server = await processes.server({
        DATABASE_URL: await databases.fresh(),
        HOST: "0.0.0.0",
        TRUST_PROXY: lan,
        RATE_LIMIT_POSTS: "2",
      });
      const viaProxy = `http://${lan}:${server.port}`;
      const viaLoopback = server.origin;

      // Through the proxy, each visitor has a bucket of their own.
      const first = { "x-forwarded-for": "203.0.113.7" };
      const second = { "x-forwarded-for": "203.0.113.8" };
      expect(await postAs(viaProxy, first)).not.toBe(429);
      expect(await postAs(viaProxy, first)).not.toBe(429);
      expect(await postAs(viaProxy, first)).toBe(429);
      expect(await postAs(viaProxy, second)).not.toBe(429);

      // Loopback is not named now: what it forwards is ignored, so its posts share one bucket.
      expect(await postAs(viaLoopback, { "x-forwarded-for": "203.0.113.9" })).not.toBe(429);
      expect(await postAs(viaLoopback, { "x-forwarded-for": "203.0.113.10" })).not.toBe(429);
      expect(await postAs(viaLoopback, { "x-forwarded-for": "203.0.113.11" })).toBe(429);
      await server.stop();
    },
  );

  it.skipIf(!lan)(
    "sets the cart cookies Secure when the named proxy says https, and only then",
    async () => {
      const server = await processes.server({
        DATABASE_URL: await databases.fresh(),
        HOST: "0.0.0.0",
        TRUST_PROXY: `10.0.0.1, ${lan}/32`,
      });
      const viaProxy = `http://${lan}:${server.port}`;
      const cartId = await newCart(viaProxy);
      const https = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };

      const overHttps = cartSetCookies(await updateCart(viaProxy, cartId, https));
      expect(overHttps.every(isSecure), overHttps.join("\n")).toBe(true);
      const overHttp = cartSetCookies(await updateCart(viaProxy, cartId));
      expect(overHttp.some(isSecure), overHttp.join("\n")).toBe(false);
      // The same claim from loopback, which is not named, changes nothing.
      const fromLoopback = cartSetCookies(await updateCart(server.origin, cartId, https));
      expect(fromLoopback.some(isSecure), fromLoopback.join("\n")).toBe(false);
      await server.stop();
    },
  );

  it("ignores forwarded headers from a peer TRUST_PROXY does not name", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      TRUST_PROXY: "10.0.0.1",
      RATE_LIMIT_POSTS: "2",
    });
    const cartId = await newCart(server.origin); // two posts from 127.0.0.1
    const claims = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    const answer = await updateCart(server.origin, cartId, claims);
    // Still 127.0.0.1's bucket, used up by the upload and the add to cart.
    expect(answer.status).toBe(429);
    expect(await postAs(server.origin, { "x-forwarded-for": "203.0.113.8" })).toBe(429);
    await server.stop();

    const unlimited = await processes.server({
      DATABASE_URL: await databases.fresh(),
      TRUST_PROXY: "false",
    });
    const cart = await newCart(unlimited.origin);
    const cookies = cartSetCookies(await updateCart(unlimited.origin, cart, claims));
    expect(cookies.some(isSecure), cookies.join("\n")).toBe(false);
    await unlimited.stop();
  });

  it("believes loopback by default (a TLS terminator on the same host), as before", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      RATE_LIMIT_POSTS: "1",
    });
    expect(await postAs(server.origin, { "x-forwarded-for": "203.0.113.7" })).not.toBe(429);
    expect(await postAs(server.origin, { "x-forwarded-for": "203.0.113.7" })).toBe(429);
    expect(await postAs(server.origin, { "x-forwarded-for": "203.0.113.8" })).not.toBe(429);
    await server.stop();
  });

  it("refuses a TRUST_PROXY it cannot use, naming the variable", async () => {
    for (const value of ["banana", "true", "10.0.0.0/33"]) {
      const starting = startServer({
        DATABASE_URL: await databases.fresh(),
        PUBLIC_URL: "http://localhost:3000",
        TRUST_PROXY: value,
      });
      await expect(starting, value).rejects.toThrow(/exited on start[\s\S]*TRUST_PROXY/);
    }
  });
});

describe("https behind a TLS terminator (PUBLIC_URL https)", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();
  const publicUrl = "https://shop.example";

  it("redirects plain http to PUBLIC_URL: 301 for GET and HEAD, 308 for the rest", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      PUBLIC_URL: publicUrl,
    });
    for (const [method, path, status] of [
      ["GET", "/about", 301],
      ["GET", "/contact?subject=Hello%20there", 301],
      ["HEAD", "/faq", 301],
      ["POST", "/api/forms/contact", 308],
      ["POST", "/contact", 308],
      ["PUT", "/contact", 308],
      ["GET", "/", 301],
    ] as const) {
      const answer = await rawRequest(server.origin, {
        method,
        path,
        headers: method === "POST" ? { "content-type": "application/json" } : {},
        body: method === "POST" ? "{}" : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.headers.location, `${method} ${path}`).toBe(publicUrl + path);
      expect(answer.headers["strict-transport-security"], `${method} ${path}`).toBeUndefined();
    }
    await server.stop();
  });

  it("never takes the redirect's host from the request", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      PUBLIC_URL: publicUrl,
    });
    const hostile = await rawRequest(server.origin, {
      method: "GET",
      path: "/about",
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(hostile.status).toBe(301);
    expect(hostile.headers.location).toBe(`${publicUrl}/about`);

    const doubleSlash = await rawRequest(server.origin, {
      method: "GET",
      path: "//evil.example/x",
    });
    expect(doubleSlash.status).toBe(301);
    expect(new URL(doubleSlash.headers.location!).host).toBe("shop.example");

    const backslash = await rawRequest(server.origin, { method: "GET", path: "/\\evil.example" });
    expect(new URL(backslash.headers.location!).host).toBe("shop.example");

    // An absolute-form request target (what a client says to a forward proxy).
    const absolute = await rawExchange(
      server.port,
      "GET http://evil.example/x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(statusOf(absolute)).toBe(301);
    expect(/^location: (.*)$/im.exec(absolute)?.[1]?.trim()).toBe(`${publicUrl}/`);
    await server.stop();
  });

  it("answers /healthz over http (load balancers probe there), without HSTS", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      PUBLIC_URL: publicUrl,
    });
    const health = await rawRequest(server.origin, { method: "GET", path: "/healthz" });
    expect(health.status).toBe(200);
    expect(health.headers["strict-transport-security"]).toBeUndefined();
    await server.stop();
  });

  it("serves https from a trusted proxy with HSTS; a write from its own origin goes through", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      PUBLIC_URL: publicUrl,
    });
    const viaProxy = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" };
    for (const path of ["/", "/about", "/contact?subject=Hi", "/favicon.svg", "/healthz"]) {
      const answer = await rawRequest(server.origin, { method: "GET", path, headers: viaProxy });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["strict-transport-security"], path).toBe(
        "max-age=63072000; includeSubDomains",
      );
      // Any http:// subresource would be fetched over https instead of blocked.
      expect(answer.headers["content-security-policy"], path).toContain(
        "upgrade-insecure-requests",
      );
    }
    // The browser's Origin is the public one; Host is what the proxy passes on.
    const write = await rawRequest(server.origin, {
      method: "POST",
      path: "/api/forms/newsletter",
      headers: {
        ...viaProxy,
        host: "shop.example",
        origin: publicUrl,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({ email: "reader@example.com" }),
    });
    expect(write.status).toBe(200);
    await server.stop();
  });

  it("does not believe X-Forwarded-Proto from a peer TRUST_PROXY does not name", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "10.0.0.1",
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await rawRequest(server.origin, {
        method: "GET",
        path: "/about",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(answer.status).toBe(301);
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
    // The operator is told once that a proxy may be missing from TRUST_PROXY
    // (read once both redirects are in the log, which arrives after the answers).
    await waitFor(
      () => server.log().match(/"url":"\/about"\},"res":\{"statusCode":301\}/g)?.length === 2,
      {
        message: "both redirects logged",
      },
    );
    expect(server.log().match(/add it to TRUST_PROXY/g)).toHaveLength(1);
    await server.stop();
  });

  it("with an http PUBLIC_URL (local use), neither redirects nor sends HSTS", async () => {
    const server = await processes.server({ DATABASE_URL: await databases.fresh() });
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const answer = await rawRequest(server.origin, { method: "GET", path: "/about", headers });
      expect(answer.status).toBe(200);
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      // It would send a local http site's own files to https, where nothing listens.
      expect(answer.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    }
    await server.stop();
  });
});
