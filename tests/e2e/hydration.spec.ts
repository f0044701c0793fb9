import { expect, test } from "@playwright/test";
import { openPage, publicPaths } from "./helpers.ts";

// Content pages hydrate only their islands; a mismatch between the server's
// HTML and an island's first render shows up as a console error.
test("every page hydrates without errors and loads React Router only where it runs as an app", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of publicPaths) {
    await openPage(page, path);
    // Reaching for the footer form hydrates it too.
    await page.getByRole("contentinfo").getByLabel("Email address").focus();
    await expect(page.getByRole("contentinfo").locator("[data-island-hydrated]")).toHaveCount(
      path === "/custom-laptop-wraps" ? 0 : 1,
    );
    const app = await page.evaluate(() => "__reactRouterContext" in window);
    expect(app, path).toBe(path === "/custom-laptop-wraps");
  }
  expect(problems).toEqual([]);
});
