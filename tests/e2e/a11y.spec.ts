import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { desktop, openPage, phone, publicPaths } from "./helpers.ts";

const widths = { desktop, phone };

for (const [label, viewport] of Object.entries(widths)) {
  test.describe(`axe at ${label} width`, () => {
    test.use({ viewport });
    for (const path of [...publicPaths, "/no-such-page"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await openPage(page, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.describe("axe with overlays open", () => {
  test.use({ viewport: phone });

  test("the template preview dialog and the download menu", async ({ page }) => {
    await openPage(page, "/templates-model-finder");
    await page.getByRole("button", { name: "Preview MacBook Pro 14" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Download EliteBook 840 G8/G9" }).click();
    await expect(page.locator("[popover]:popover-open")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a filtered model list with no match", async ({ page }) => {
    await openPage(page, "/shop/asus");
    await page.getByLabel("Find your ASUS model").fill("no such laptop");
    await expect(page.getByText("No ASUS model matches")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
