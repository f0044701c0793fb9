import http from "node:http";
import { expect, test } from "@playwright/test";
import { publicUrl } from "../../playwright.config.ts";
import { publicPaths } from "./helpers.ts";

test.describe("every public route, as the server sends it", () => {
  for (const path of publicPaths) {
    test(`${path} answers 200 with its title, one h1 and its SEO tags`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<|]+ \| WrapCraft<\/title>/);
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(description.length).toBeGreaterThan(50);
      const canonical = path === "/" ? `${publicUrl}/` : `${publicUrl}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toContain('"@type":"Organization"');
      expect(html).toContain('"@type":"SearchAction"');
    });
  }

  test("page descriptions and titles are unique", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
      for (const key of [`title:${title}`, `description:${description}`]) {
        expect(seen.get(key), `${key} repeats on ${path}`).toBeUndefined();
        seen.set(key, path);
      }
    }
  });
});

test("an unknown path answers 404 with the not-found page", async ({ request }) => {
  const response = await request.get("/no-such-page/here");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Oops! Page not found");
  expect(html).toContain("Return to Home");
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

test("a trailing slash redirects once to the canonical path", async ({ request }) => {
  const response = await request.get("/faq/?ref=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/faq?ref=x");
});

test("hashed assets are immutable and responses are compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The stylesheet: some scripts are too small to be worth compressing.
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const page = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("/healthz answers JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("the sitemap lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(
    publicPaths.map((path) => (path === "/" ? `${publicUrl}/` : `${publicUrl}${path}`)),
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
});

test("the favicon exists", async ({ request }) => {
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
});

test("an unknown brand page is a 404 too", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const response = await page.goto("/shop/toaster");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found | WrapCraft");
  await expect.poll(() => messages.some((text) => text.includes("/shop/toaster"))).toBe(true);
});

test("oversized form posts are refused with 413 before they are read", async ({ request }) => {
  const response = await request.post("/contact", {
    form: { firstName: "A", lastName: "B", email: "a@example.com", message: "x".repeat(200_000) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).not.toContain("at ");
});

test("the search the structured data declares answers with results, rendered on the server", async ({
  request,
}) => {
  const response = await request.get("/search?q=XPS%2013", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Results for “XPS 13”");
  // A model leads to the customizer with its brand and model filled.
  expect(html).toContain('href="/shop/dell/xps-13-9340"');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
});

/** A GET with the path sent exactly as given (a URL parser would read "//x" as another host). */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ hostname, port, path }, (res) => resolve(res.resume())).on("error", reject);
  });
}

test("no redirect ever leaves the site", async ({ baseURL }) => {
  for (const path of ["//evil.example/", "/\\evil.example/", "///evil.example//"]) {
    const response = await rawGet(baseURL!, path);
    expect(response.statusCode, path).toBe(301);
    expect(response.headers.location, path).toMatch(/^\/[^/\\]/);
  }
});

test("a post that is not a form gets a 4xx, never a 500", async ({ request }) => {
  for (const path of ["/contact", "/newsletter", "/api/forms/contact"]) {
    const text = await request.post(path, {
      data: "email=a@example.com",
      headers: { "Content-Type": "text/plain" },
    });
    expect(text.status(), path).toBe(415);
    // JSON is a form's fields too, and is checked like them.
    const json = await request.post(path, {
      data: JSON.stringify({ email: ["a@example.com"] }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status(), path).toBe(400);
  }
});

test("prerendered pages have one URL each", async ({ request }) => {
  expect((await request.get("/faq/index.html", { maxRedirects: 0 })).status()).toBe(404);
});
