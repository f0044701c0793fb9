import { type BrowserContext, type Page, expect, test } from "@playwright/test";

/*
 * Nothing a visitor does while a page's islands start is lost (issue 15):
 * each case loads the page with the CPU slowed four times, acts at one moment
 * of the start-up (from the first bytes to well after hydration), and checks
 * that the island's own state, not only the DOM, took the choice. Each moment
 * gets a new tab: a same-site navigation in a used tab keeps showing the old
 * page until the new one paints ("paint holding"), and Chromium drops input
 * meanwhile, before any page script could see it.
 */

/** Moments after the page's first bytes, in milliseconds; the islands hydrate within them. */
const moments = [0, 40, 80, 150, 250, 350, 500, 650, 800, 1000, 1300, 1700];

test.describe.configure({ timeout: 240_000 });

/** A new tab opening `path` with the CPU slowed, `moment` ms after its first bytes arrived. */
async function slowStart(context: BrowserContext, path: string, moment: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "commit" });
  // The moment is this test's input, not a wait for something to happen.
  if (moment > 0) await page.waitForTimeout(moment);
  return page;
}

/** Waits for the islands, then lets the CPU run at full speed for the checks. */
async function started(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await cdp.detach();
}

test("a coverage card, a finish and a typed name chosen during start-up all count", async ({
  context,
}) => {
  const lost: string[] = [];
  for (const moment of moments) {
    const page = await slowStart(context, "/custom-laptop-wraps?brand=Dell", moment);
    const main = page.getByRole("main");
    await main.getByText("Top + Palmrest", { exact: false }).first().click();
    await main.getByText("Gloss", { exact: true }).click();
    await main.getByLabel(/^Design Name/).pressSequentially("Early Bird");
    await started(page);
    // The island's state shows in its summary: the price follows the coverage.
    const summary = page.getByRole("complementary", { name: "Summary" });
    const state = {
      coverage: await page.getByRole("radio", { name: /Top \+ Palmrest/ }).isChecked(),
      finish: await page.getByRole("radio", { name: /Gloss/ }).isChecked(),
      summary: (await summary.innerText()).replace(/\s+/g, " "),
      name: await main.getByLabel(/^Design Name/).inputValue(),
    };
    if (
      !state.coverage ||
      !state.finish ||
      !/Top \+ Palmrest/.test(state.summary) ||
      !/Gloss/.test(state.summary) ||
      !state.summary.includes("$34.95") ||
      state.name !== "Early Bird"
    ) {
      lost.push(`${moment} ms: ${JSON.stringify(state)}`);
    }
    await page.close();
  }
  expect(lost).toEqual([]);
});

test("a search typed and a brand chosen in the template finder during start-up both filter", async ({
  context,
}) => {
  const lost: string[] = [];
  for (const moment of moments) {
    const page = await slowStart(context, "/templates-model-finder", moment);
    const main = page.getByRole("main");
    await main.getByPlaceholder("Search laptop model...").pressSequentially("pro");
    await main.getByRole("combobox").first().selectOption("Apple");
    await started(page);
    const count = await main.getByText(/template\(s\) found/).innerText();
    if (count !== "2 template(s) found") lost.push(`${moment} ms: ${count}`);
    await page.close();
  }
  expect(lost).toEqual([]);
});
