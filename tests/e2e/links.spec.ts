import { expect, test } from "@playwright/test";

/**
 * Crawls the built site from / as the server sends it and fails on any
 * internal link or asset that does not answer 200, or any in-page anchor
 * whose target is missing. External links are listed, not fetched.
 */
test("every internal link and asset answers 200", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const pagesToVisit = ["/"];
  const visitedPages = new Set<string>();
  const checked = new Map<string, number>();
  const external = new Set<string>();
  const brokenAnchors: string[] = [];

  const check = async (url: URL) => {
    const key = url.pathname + url.search;
    if (!checked.has(key)) {
      checked.set(key, (await request.get(key, { maxRedirects: 0 })).status());
    }
  };

  while (pagesToVisit.length) {
    const path = pagesToVisit.shift()!;
    if (visitedPages.has(path)) continue;
    visitedPages.add(path);
    const html = await (await request.get(path)).text();
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    // Links and assets, plus absolute URLs in meta tags (canonical, og:image).
    const references = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/\scontent="(https?:[^"]+)"/g)].map((match) => match[1]!),
    ]
      .map((value) => value.replaceAll("&amp;", "&"))
      .filter((value) => /^(\/|#|https?:)/.test(value));
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
      await check(url);
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith("/assets/");
      if (isPage && !visitedPages.has(url.pathname)) pagesToVisit.push(url.pathname);
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
