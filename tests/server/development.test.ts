import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.ts";
import { readStore, useEngine, useProcesses } from "../support/harness.ts";
import { get, postJson } from "../support/http.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";

// `npm run dev` is the same server with Vite compiling pages on demand: its
// forms must reach the database as they do in production.
describe("the development server", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it("renders pages through Vite and stores form posts", async () => {
    const databaseUrl = await databases.fresh();
    const server = await processes.server({ NODE_ENV: "development", DATABASE_URL: databaseUrl });

    const page = await get(server.origin, "/contact");
    expect(page.status).toBe(200);
    // The page loads the browser entry from source, after React Refresh's
    // runtime, and none of React Router's scripts: islands hydrate as in production.
    expect(page.text).toContain('<script type="module" src="/app/entry.client.tsx">');
    expect(page.text).toMatch(/<script type="module">import "[^"]*hmr-runtime";/);
    expect(page.text).not.toContain("__reactRouterContext");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const extras = submissionExtras();
    const response = await postJson(server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
    });
    expect(response.status).toBe(200);
    // Vite answers SIGTERM itself in development (exit code 143); the post was committed before 200.
    await server.stop();
    const stored = await readStore(databaseUrl);
    expect(stored.submissions.map((row) => row.id)).toEqual([extras.submissionId]);
  });

  it("hydrates a page's islands, not the document, in the browser", async () => {
    const server = await processes.server({
      NODE_ENV: "development",
      DATABASE_URL: await databases.fresh(),
    });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      let loads = 0;
      page.on("load", () => loads++);
      await page.goto(`${server.origin}/contact`);
      await page.waitForFunction(
        () =>
          document
            .querySelector("[data-island=contact-form]")
            ?.getAttribute("data-island-hydrated") === "true",
        undefined,
        { timeout: 90_000 },
      );
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
      // The footer's newsletter form waits for the visitor's touch, as it does when built.
      expect(
        await page.locator("[data-island=newsletter-form]").getAttribute("data-island-hydrated"),
      ).toBeNull();
      expect(errors).toEqual([]);
      // Vite bundled the browser's dependencies at start-up (vite.config.ts), so on a fresh
      // clone too the first visit is not reloaded half way for a dependency found late.
      expect(loads).toBe(1);
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
