import { expect, test } from "@playwright/test";
import { desktop, openPage, phone, pageReady } from "./helpers.ts";

const brands = ["Apple", "Dell", "HP", "Lenovo", "Microsoft", "ASUS", "Acer", "Chromebook"];
const mainLinks = ["How It Works", "Bulk / Corporate", "Reviews", "About", "Contact", "Use Cases"];

test.describe("desktop header", () => {
  test.use({ viewport: desktop });

  test("has the six links, Customize Yours and the Shop dropdown", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of mainLinks)
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Customize Yours" }),
    ).toHaveAttribute("href", "/custom-laptop-wraps");
  });

  test("the Shop dropdown works by keyboard", async ({ page }) => {
    await openPage(page, "/");
    const shop = page.getByRole("button", { name: "Shop" });
    const panel = page.locator(`#${await shop.getAttribute("aria-controls")}`);
    const isOpen = () => panel.evaluate((element) => element.matches(":popover-open"));
    await shop.focus();
    await expect(panel).toBeHidden();
    await page.keyboard.press("Enter");
    await expect.poll(isOpen).toBe(true);
    await expect(panel.getByRole("link", { name: "Custom Laptop Wraps" })).toBeVisible();
    for (const brand of brands) {
      await expect(panel.getByRole("link", { name: brand, exact: true })).toHaveAttribute(
        "href",
        `/shop/${brand.toLowerCase()}`,
      );
    }
    // The panel sits under its button.
    const [button, box] = [await shop.boundingBox(), await panel.boundingBox()];
    expect(box!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(Math.abs(box!.x - button!.x)).toBeLessThan(2);

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Custom Laptop Wraps" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(shop).toBeFocused();

    await page.keyboard.press("Space");
    await expect.poll(isOpen).toBe(true);
    // A click elsewhere on the page closes it.
    await page.mouse.click(desktop.width - 20, desktop.height - 20);
    await expect(panel).toBeHidden();

    await shop.click();
    await panel.getByRole("link", { name: "Dell", exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/dell$/);
    await expect(page.locator("#shop-menu")).toBeHidden();
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: phone });

  test("social links stay reachable on phones", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Instagram", "Facebook", "TikTok", "YouTube"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });

  test("no page scrolls sideways", async ({ page }) => {
    for (const path of ["/", "/custom-laptop-wraps", "/bulk-corporate", "/fit-sizing-guide"]) {
      await openPage(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test("opens as a dialog, holds focus, closes on Escape and returns focus", async ({ page }) => {
    await openPage(page, "/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Site navigation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    for (const name of [...mainLinks, ...brands, "Custom Laptop Wraps"]) {
      await expect(dialog.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("following a link closes it", async ({ page }) => {
    await openPage(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site navigation" });
    await dialog.getByRole("link", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("each route change starts at the top of the page", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // It jumps: nothing animates the page past the visitor.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    "auto",
  );
});

test("the 404 page logs the path to the console, without loading React, and links home", async ({
  page,
}) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto("/wraps/for/toasters");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await pageReady(page);
  await expect
    .poll(() => messages)
    .toContain("404 Error: User attempted to access non-existent route: /wraps/for/toasters");
  // React DOM is the chunk the islands import to hydrate (client-*.js); this page has no island.
  expect(scripts.filter((script) => /\/client-[\w-]+\.js$/.test(script))).toEqual([]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
