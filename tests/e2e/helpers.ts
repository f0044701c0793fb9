import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";
import { pngFile } from "../support/artwork.ts";

export { publicPaths, samplePaths } from "#app/route-table.ts";

/**
 * Wait until the page's islands have hydrated and its typeface is settled: set in it from the
 * start ("ready") or, on this browser's first page, fetched for the next page ("loaded"); see
 * app/islands/entry-loader.ts. The wait measures nothing: on a machine the rest of the suite keeps
 * busy, hydrating took longer than the default five seconds (CI saw it).
 */
export async function pageReady(page: Page) {
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(html).toHaveAttribute("data-typeface", /^(ready|loaded)$/, { timeout: 30_000 });
}

/**
 * The quantity of the one design in this tab's cart, as the server's cart page shows it: asked
 * with the tab's cookies, without leaving the page the tab shows.
 */
export async function quantityOnServer(page: Page): Promise<string | undefined> {
  const html = await (await page.request.get("/cart")).text();
  return /name="shown:[^"]+" value="(\d+)"/.exec(html)?.[1];
}

/** Open a page and wait until its islands have hydrated. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await pageReady(page);
  return response;
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

/**
 * On the open customizer: upload an artwork PNG (`stars.png`, a 3,000 × 2,000
 * photo), name the design, add it to the cart, and close the panel that
 * confirms it ("Keep designing").
 */
export async function addArtworkDesign(page: Page, designName: string) {
  const main = page.getByRole("main");
  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "stars.png", mimeType: "image/png", buffer: await pngFile(3000, 2000) });
  await expect(main.getByRole("status").filter({ hasText: "Uploaded:" })).toHaveCount(1);
  await main.getByLabel(/^Design Name/).fill(designName);
  await main.getByRole("button", { name: "Add to Cart" }).click();
  const added = page.getByRole("dialog", { name: "Your custom wrap has been added to cart!" });
  await expect(added).toBeVisible();
  await added.getByRole("button", { name: "Keep designing" }).click();
  await expect(added).toBeHidden();
}

/** The name the cart, checkout and order page give a design's picture on its device. */
export const mockupName = (
  designName: string,
  device: string,
  coverage = "Top Only",
  finish = "matte",
) => `${designName} on ${device}, ${coverage}, ${finish}`;

export { validCheckout } from "../support/checkout.ts";

/** Fill the checkout's contact and US address fields (missing values are left empty). */
export async function fillCheckout(page: Page, values: Record<string, string>) {
  const form = page.getByRole("main");
  await form.getByLabel("Full name").fill(values.name ?? "");
  await form.getByLabel("Email").fill(values.email ?? "");
  await form.getByLabel("Phone").fill(values.phone ?? "");
  await form.getByLabel("Street address").fill(values.address1 ?? "");
  await form.getByRole("textbox", { name: "City", exact: true }).fill(values.city ?? "");
  await form.getByLabel("State").selectOption(values.state ?? "");
  await form.getByLabel("ZIP code").fill(values.zip ?? "");
}

/** What axe finds wrong on the page as it stands, one line per rule: empty when nothing. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
