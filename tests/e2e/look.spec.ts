import { expect, test } from "@playwright/test";
import { fontUrl } from "#app/config/font.ts";
import { openPage } from "./helpers.ts";

test("the typeface is preloaded from our own origin and the text is set in it", async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await openPage(page, "/");
  await expect(page.locator(`head link[rel=preload][as=font][href="${fontUrl}"]`)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans"')))
    .toBe(true);
  expect(fontRequests).toEqual([new URL(fontUrl, baseURL).href]);
  const family = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(family).toMatch(/^"Plus Jakarta Sans", "Plus Jakarta Sans Fallback"/);
});

test("the footer's copyright runs to this year and the newsletter has a link", async ({ page }) => {
  await openPage(page, "/about");
  const footer = page.getByRole("contentinfo");
  // The year is the render's (the build's, for a prerendered page): not pinned here to a date.
  await expect(footer.getByText(/^© 2019–20\d\d WrapCraft Laptop Wraps LLC/)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Newsletter" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
});

test("cart and checkout have a quiet header and footer: no menu, no newsletter", async ({
  page,
}) => {
  await openPage(page, "/cart");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "WrapCraft home" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
    "href",
    "/custom-laptop-wraps",
  );
  await expect(header.getByRole("link", { name: /\(714\) 555-0148/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByLabel("Email address")).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Shipping & Returns" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page is under 6,000 px tall with Customize Yours in the first screen", async ({
    page,
  }) => {
    await openPage(page, "/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(6000);
    const customize = page.getByRole("main").getByRole("link", { name: "Customize Yours" }).first();
    const box = (await customize.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });
});
