import { type Page, expect } from "@playwright/test";

export { publicPaths } from "../../app/route-table.ts";

/** Open a page and wait until React has hydrated it: the whole app, or a content page's islands. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };
