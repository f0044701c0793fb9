import { expect, test } from "@playwright/test";
import { openPage, samplePaths } from "./helpers.ts";

// Content pages hydrate only their islands; a mismatch between the server's
// HTML and an island's first render shows up as a console error.
test("every page hydrates its islands without errors and never loads React Router", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of samplePaths) {
    await openPage(page, path);
    // Reaching for the footer form hydrates it too.
    await page.getByRole("contentinfo").getByLabel("Email address").focus();
    await expect(page.getByRole("contentinfo").locator("[data-island-hydrated]")).toHaveCount(1);
    expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);
    // Islands take their ids from props, so two of them could collide unnoticed.
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((e) => e.id));
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      path,
    ).toEqual([]);
  }
  expect(problems).toEqual([]);
});
