import { expect, test } from "@playwright/test";

/**
 * Crawls the built site from / as the server sends it and fails on any
 * internal link or asset that does not answer 200, or any in-page anchor
 * whose target is missing. External links are listed, not fetched.
 */
test("every internal link and asset answers 200", async ({ baseURL }) => {
  // Every model's page, pictures and template downloads: nearly 3,000 URLs, fetched by Node
  // itself (Playwright's request context costs tens of milliseconds a call).
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pagesToVisit = ["/"];
  const visitedPages = new Set<string>();
  const checked = new Map<string, number>();
  const external = new Set<string>();
  const brokenAnchors: string[] = [];

  // Files drawn on request (templates, model pictures) are asked for with HEAD: is it there?
  const drawn = /^\/(templates|images\/models)\//;
  const check = async (url: URL) => {
    const key = url.pathname + url.search;
    if (!checked.has(key)) {
      const response = await fetch(origin + key, {
        method: drawn.test(url.pathname) ? "HEAD" : "GET",
        redirect: "manual",
      });
      await response.arrayBuffer();
      checked.set(key, response.status);
    }
  };

  while (pagesToVisit.length) {
    const path = pagesToVisit.shift()!;
    if (visitedPages.has(path)) continue;
    visitedPages.add(path);
    const html = await (await fetch(origin + path)).text();
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    // Links and assets, plus absolute URLs in meta tags (canonical, og:image).
    const references = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/\scontent="(https?:[^"]+)"/g)].map((match) => match[1]!),
    ]
      .map((value) => value.replaceAll("&amp;", "&"))
      .filter((value) => /^(\/|#|https?:)/.test(value));
    const ours: URL[] = [];
    for (const reference of references) {
      if (reference.startsWith("#")) {
        if (reference.length > 1 && !ids.has(reference.slice(1)))
          brokenAnchors.push(`${path} → ${reference}`);
        continue;
      }
      const url = new URL(reference, origin + path);
      const isOurs = url.origin === origin || url.origin === "http://localhost:3000";
      if (!isOurs) {
        external.add(url.href);
        continue;
      }
      ours.push(url);
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith("/assets/");
      if (isPage && !visitedPages.has(url.pathname)) pagesToVisit.push(url.pathname);
    }
    // A model page names two dozen files: asked four at a time.
    for (let start = 0; start < ours.length; start += 4) {
      await Promise.all(ours.slice(start, start + 4).map(check));
    }
  }

  console.log(`Crawled ${visitedPages.size} pages and ${checked.size} internal URLs.`);
  console.log(`External links (not fetched):\n  ${[...external].sort().join("\n  ")}`);
  const broken = [...checked]
    .filter(([, status]) => status !== 200)
    .map(([url, status]) => `${status} ${url}`);
  expect(broken).toEqual([]);
  expect(brokenAnchors).toEqual([]);
  expect(visitedPages.size).toBeGreaterThan(25);
});
