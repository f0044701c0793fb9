import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { readStore, useEngine, useProcesses, webhookEnv } from "../support/harness.ts";
import {
  get,
  leakIn,
  postForm,
  postJson,
  rawExchange,
  rawRequest,
  statusOf,
} from "../support/http.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";
import type { ServerProcess } from "../support/server-process.ts";

// None of this depends on the database engine: it runs on SQLite only.

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The directives of a Content-Security-Policy, by name. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectSecurityHeaders(headers: HeaderSource, what: string) {
  const policy = header(headers, "content-security-policy");
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp = parseCsp(policy!);
  const scriptSources = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSources, `${what}: script-src`).toBeDefined();
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSources, `${what}: script-src`).not.toContain("*");
  expect(csp.get("frame-ancestors"), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);

  // These servers answer plain http for an http PUBLIC_URL: no HSTS, which
  // would pin localhost to https. Over https it is sent (proxy-https.test.ts).
  expect(header(headers, "strict-transport-security"), `${what}: HSTS`).toBeUndefined();
  expect(header(headers, "x-content-type-options"), what).toBe("nosniff");
  expect(header(headers, "referrer-policy"), what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(header(headers, "x-powered-by"), what).toBeUndefined();
}

describe("security headers, errors without insides, rate limit", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();
  let server: ServerProcess;

  beforeAll(async () => {
    const receiver = await processes.receiver();
    server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      ...webhookEnv(receiver),
    });
  });

  it("sends the security headers on pages, files, /healthz and API answers", async () => {
    const home = await get(server.origin, "/");
    const script = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home.text)?.[1];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    const answers: [string, Promise<{ status: number; headers: Headers }>][] = [
      ["prerendered page", get(server.origin, "/about")],
      ["page rendered per request", get(server.origin, "/contact?subject=Hello")],
      ["not-found page", get(server.origin, "/no-such-page")],
      ["hashed script", get(server.origin, script!)],
      ["hashed stylesheet", get(server.origin, stylesheet!)],
      ["public file", get(server.origin, "/favicon.svg")],
      ["/healthz", get(server.origin, "/healthz")],
      ["redirect", get(server.origin, "/faq/")],
      ["API answer: valid", postJson(server.origin, "/api/forms/contact", contactFields())],
      ["API answer: invalid", postJson(server.origin, "/api/forms/contact", {})],
      ["API answer: unknown form", postJson(server.origin, "/api/forms/nope", {})],
      ["page action answer", postForm(server.origin, "/contact", {})],
    ];
    const expected: Record<string, number> = {
      "not-found page": 404,
      redirect: 301,
      "API answer: invalid": 400,
      "API answer: unknown form": 404,
      "page action answer": 400,
    };
    for (const [what, pending] of answers) {
      const response = await pending;
      expect(response.status, what).toBe(expected[what] ?? 200);
      expectSecurityHeaders(response.headers, what);
    }
    for (const [what, request] of [
      ["413", { method: "POST", path: "/api/forms/contact", body: "x".repeat(150_000) }],
      ["405", { method: "PUT", path: "/api/forms/contact", body: "{}" }],
      ["400 bad path", { method: "GET", path: "/%" }],
    ] as const) {
      const response = await rawRequest(server.origin, {
        ...request,
        headers: { "content-type": "application/json" },
      });
      expect(response.status, what).toBe(Number(what.slice(0, 3)));
      expectSecurityHeaders(response.headers, what);
    }
  });

  it("serves pages whose scripts load from files or are allowed by their hash: the CSP blocks none of them", async () => {
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/bulk-corporate",
      "/affiliates",
      "/newsletter",
    ]) {
      const page = await get(server.origin, path);
      const scriptSources = parseCsp(header(page.headers, "content-security-policy")!).get(
        "script-src",
      );
      const scripts = [...page.text.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)];
      expect(scripts.length, path).toBeGreaterThan(0);
      let inline = 0;
      for (const [, attributes = "", text = ""] of scripts) {
        const isFile = /\bsrc="\/assets\//.test(attributes) && text === "";
        const isData = /\btype="application\/(ld\+)?json"/.test(attributes);
        if (isFile || isData) continue;
        inline += 1;
        const hash = `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
        expect(scriptSources, `${path}: <script${attributes}> allowed by its hash`).toContain(hash);
      }
      // The two inline scripts, the early drop catcher and the entry loader, are in every page.
      expect(inline, path).toBe(2);
      expect(page.text, path).not.toMatch(/\son[a-z]+="/);
    }
  });

  it("answers malformed requests with 4xx and without stack traces or file paths", async () => {
    const requests = [
      { method: "GET", path: "/%" },
      { method: "GET", path: "/assets/%E0%A4%A" },
      {
        method: "POST",
        path: "/%c0%ae%c0%ae/",
        headers: { "content-type": "application/json" },
        body: "{}",
      },
      {
        method: "POST",
        path: "/api/forms/contact",
        headers: { "content-type": "application/json" },
        body: '{"a":',
      },
      {
        method: "POST",
        path: "/api/forms/contact",
        headers: { "content-type": "multipart/form-data; boundary=zz" },
        body: "--zz\r\nbroken",
      },
      {
        method: "POST",
        path: "/contact",
        headers: { "content-type": "application/json" },
        body: "[]",
      },
      {
        method: "POST",
        path: "/about",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      },
      {
        method: "POST",
        path: "/about.data",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      },
      { method: "GET", path: "/api/forms/contact" },
      { method: "DELETE", path: "/contact" },
    ];
    for (const request of requests) {
      const response = await rawRequest(server.origin, request);
      const what = `${request.method} ${request.path}`;
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      expect(leakIn(response.body), what).toBeNull();
    }
    const malformed = [
      "GET /contact HTTP/1.1\r\nHost: a b c\r\nConnection: close\r\n\r\n",
      "GET /contact HTTP/1.1\r\nHost: localhost:99999999\r\nConnection: close\r\n\r\n",
      "GET /contact HTTP/1.0\r\n\r\n",
      "GET /contact HTTP/1.1\r\nHost: x\r\nX-Forwarded-Proto: ja va\r\nConnection: close\r\n\r\n",
      "POST /api/forms/contact HTTP/1.1\r\nHost: %zz\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
      "GARBAGE\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n",
    ];
    for (const text of malformed) {
      const answer = await rawExchange(server.port, text);
      const what = JSON.stringify(text.slice(0, 60));
      expect(statusOf(answer), what).toBeGreaterThanOrEqual(400);
      expect(statusOf(answer), what).toBeLessThan(500);
      expect(leakIn(answer), what).toBeNull();
    }
    expect((await get(server.origin, "/healthz")).status).toBe(200);
  });
});

describe("the form post rate limit", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it("answers the 4th post in the window with 429 and Retry-After; GETs go on", async () => {
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_POSTS: "3",
      RATE_LIMIT_WINDOW_SECONDS: "600",
    });
    // Three posts of any kind, valid or not, use the allowance up.
    expect((await postJson(server.origin, "/api/forms/contact", contactFields())).status).toBe(200);
    expect((await postJson(server.origin, "/api/forms/contact", {})).status).toBe(400);
    expect((await postForm(server.origin, "/contact", contactFields())).status).toBe(200);

    const extras = submissionExtras();
    const limited = await postJson(server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(limited.headers.get("content-type")).toContain("application/json");
    expect(limited.json()).toEqual({ outcome: "failed", message: expect.stringMatching(/\w/) });
    expectSecurityHeaders(limited.headers, "429");

    const page = await postForm(server.origin, "/contact", contactFields());
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(page.headers.get("content-type")).toContain("text/plain");

    // The refused post was not stored.
    const stored = await readStore(databaseUrl);
    expect(stored.submissions.map((row) => row.id)).not.toContain(extras.submissionId);
    expect(stored.submissions).toHaveLength(2);

    for (const path of [
      "/healthz",
      "/contact",
      "/about",
      "/favicon.svg",
      "/",
      "/contact",
      "/faq",
    ]) {
      expect((await get(server.origin, path)).status, path).toBe(200);
    }
    expect(
      (await postJson(server.origin, "/api/forms/newsletter", { email: "a@b.co" })).status,
    ).toBe(429);
    await server.stop();
  });
});
