import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import {
  addArtworkDesign,
  desktop,
  fillCheckout,
  openPage,
  phone,
  samplePaths,
  validCheckout,
  pageReady,
} from "./helpers.ts";

const widths = { desktop, phone };

for (const [label, viewport] of Object.entries(widths)) {
  test.describe(`axe at ${label} width`, () => {
    test.use({ viewport });
    for (const path of [...samplePaths, "/no-such-page"]) {
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

/**
 * axe on the page a browser without script shows. axe itself needs timers,
 * which such a page never fires, so that page's markup is loaded again, at its
 * own URL, into `checker`, a browser that runs axe but none of the page's scripts.
 */
async function axeViolationsWithoutScript(noScript: Page, checker: Page) {
  const url = noScript.url();
  const html = await noScript.content();
  await checker.route(
    (requested) => requested.href === url,
    (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
  );
  await checker.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.fallback(),
  );
  try {
    await checker.goto(url);
    await expect(checker.locator("html")).not.toHaveAttribute("data-hydrated");
    return await axeViolations(checker);
  } finally {
    await checker.unrouteAll();
  }
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

/** The customizer with a model chosen, as a brand page's "Select" link opens it. */
const customizerPath = `/custom-laptop-wraps?${new URLSearchParams({ brand: "Dell", model: "XPS 13 9340" })}`;

/** A design with artwork in this browser's cart, via the customizer. */
async function designInCart(page: Page) {
  const designName = `Axe ${Date.now()}`;
  await openPage(page, customizerPath);
  await addArtworkDesign(page, designName);
  return designName;
}

/** After a full-page post or link: wait for the next page's heading, then for its islands. */
async function landedOn(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await pageReady(page);
}

/** Every control of the checkout form, by the role and name a screen reader announces. */
const checkoutControls = [
  ["textbox", "Full name"],
  ["textbox", "Email"],
  ["textbox", "Phone"],
  ["combobox", "Country"],
  ["textbox", "Street address"],
  ["textbox", "Apartment, suite or unit (optional)"],
  ["textbox", "City"],
  ["combobox", "State"],
  ["textbox", "ZIP code"],
  ["radio", /^Standard · /],
  ["radio", /^Express · /],
  ["radio", /^Overnight · /],
  ["textbox", "Organization (optional)"],
  ["textbox", "Purchase order number (optional)"],
  ["checkbox", /^My organization is tax-exempt/],
  ["checkbox", /^Send me a proof first/],
  ["textbox", "Order notes (optional)"],
  ["button", "Place order"],
] as const;

// Cart, checkout and order pages are rendered per visitor, so the page list above leaves them out.
for (const [label, viewport] of Object.entries(widths)) {
  test.describe(`axe on the shop's per-visitor pages at ${label} width`, () => {
    // Each places or fills a cart and runs axe three times: 20 s on a quiet 2-core machine.
    test.describe.configure({ timeout: 60_000 });
    test.use({ viewport });

    test("/cart, empty", async ({ page }) => {
      await openPage(page, "/cart");
      await expect(page.getByText("Your cart is empty.")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/cart with a design: thumbnail, quantity, free-shipping progress, discount, quantity error", async ({
      page,
    }) => {
      const designName = await designInCart(page);
      await openPage(page, "/cart");
      const item = page.getByRole("listitem").filter({ hasText: designName });
      await expect(
        item.getByRole("img", { name: /^Axe \d+ on Dell XPS 13 9340, Top Only, matte$/ }),
      ).toBeVisible();
      await expect(item.getByRole("button", { name: `Remove ${designName}` })).toBeVisible();
      await expect(
        page.getByText(/Standard shipping is free from \$50: add \$[\d.]+ more\./),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Twelve of it: the volume discount line and free shipping.
      await item.getByRole("spinbutton", { name: "Quantity" }).fill("12");
      await page.keyboard.press("Tab");
      await expect(item.getByTestId("line-discount")).toHaveText(/^15% volume discount/);
      await expect(page.getByText("Standard shipping is free on this order.")).toBeVisible();
      await pageReady(page);
      expect(await axeViolations(page)).toEqual([]);

      // A quantity the server refuses (the browser's own check set aside): the message by the field.
      const quantity = item.getByRole("spinbutton", { name: "Quantity" });
      await quantity.evaluate((input) => ((input as HTMLInputElement).form!.noValidate = true));
      await quantity.fill("0");
      await quantity.press("Enter");
      await expect(item.getByRole("alert")).toHaveText(/^Please enter a whole number from 1/);
      const refused = item.getByRole("spinbutton", { name: "Quantity" });
      await expect(refused).toHaveAccessibleDescription(/^Please enter a whole number from 1/);
      await expect(refused).toBeFocused();
      await pageReady(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/checkout as it loads, every control named", async ({ page }) => {
      await designInCart(page);
      await openPage(page, "/checkout");
      const form = page.getByRole("main").locator("form#checkout");
      for (const [role, name] of checkoutControls) {
        await expect(form.getByRole(role, { name, exact: true })).toHaveCount(1);
      }
      // ...and nothing else a visitor can operate in the form.
      await expect(form.locator("input:not([type=hidden]), select, textarea, button")).toHaveCount(
        checkoutControls.length,
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/checkout after invalid submits: the messages, and focus on the first invalid field", async ({
      page,
    }) => {
      await designInCart(page);
      await openPage(page, "/checkout");
      const form = page.getByRole("main").locator("form#checkout");

      // Nothing filled in: the required fields say what they need, and focus goes to the first.
      await form.getByRole("button", { name: "Place order" }).click();
      const fullName = form.getByRole("textbox", { name: "Full name", exact: true });
      await expect(fullName).toBeFocused();
      await expect(fullName).toHaveAttribute("aria-invalid", "true");
      await expect(fullName).toHaveAccessibleDescription("Please enter your full name.");
      // Every required field at once, state and ZIP code included.
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(7);
      await expect(
        form.getByRole("combobox", { name: "State", exact: true }),
      ).toHaveAccessibleDescription("Please choose your state from the list.");
      expect(await axeViolations(page)).toEqual([]);

      // Submitted from the keyboard: focus goes to the first invalid field further down,
      // which announces its message.
      await fillCheckout(page, { ...validCheckout, email: "grace@example", zip: "9410" });
      await form.getByRole("button", { name: "Place order" }).focus();
      await page.keyboard.press("Enter");
      const email = form.getByRole("textbox", { name: "Email", exact: true });
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(
        /Please enter a valid email address, like name@example\.com\./,
      );
      await expect(form.locator("[aria-invalid=true]")).toHaveCount(2);
      await expect(page).toHaveURL(/\/checkout$/);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/checkout's server-rendered errors, without JavaScript", async ({ page, browser }) => {
      await designInCart(page);
      // The same visitor (cart cookie) in a browser that runs no script.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport,
        storageState: await page.context().storageState(),
      });
      try {
        const noScript = await context.newPage();
        await noScript.goto("/checkout");
        // Values the browser's own checks let through; the server answers each with its message.
        await fillCheckout(noScript, { ...validCheckout, email: "grace@example", zip: "9410" });
        await noScript.getByRole("button", { name: "Place order" }).click();
        const email = noScript
          .getByRole("main")
          .getByRole("textbox", { name: "Email", exact: true });
        await expect(email).toHaveAttribute("aria-invalid", "true");
        // The page opens on the first field the server found wrong.
        await expect(email).toBeFocused();
        await expect(email).toHaveAccessibleDescription(
          /Please enter a valid email address, like name@example\.com\./,
        );
        await expect(
          noScript.getByRole("main").getByRole("textbox", { name: "ZIP code", exact: true }),
        ).toHaveAccessibleDescription("Please enter a 5-digit ZIP code, like 94107 or 94107-1234.");
        expect(await axeViolationsWithoutScript(noScript, page)).toEqual([]);
        // What axe saw: the server's messages.
        await expect(page.getByText("Please enter a 5-digit ZIP code, like 94107")).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test("the international quote answer (a country other than the US at checkout)", async ({
      page,
    }) => {
      await designInCart(page);
      await openPage(page, "/checkout");
      await fillCheckout(page, validCheckout);
      await page.getByRole("main").getByRole("combobox", { name: "Country" }).selectOption("CA");
      await page.getByRole("button", { name: "Request a shipping quote" }).click();
      await landedOn(page, "We will send you a shipping quote");
      await expect(page.getByRole("link", { name: "Back to your cart" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/orders/{number}?token=…, right after checkout (placed=1) and from its status link", async ({
      page,
    }) => {
      await designInCart(page);
      await openPage(page, "/checkout");
      await fillCheckout(page, validCheckout);
      await page.getByLabel(/Send me a proof first/).check();
      await page.getByRole("button", { name: "Place order" }).click();
      await landedOn(page, /^Order WC-[0-9A-Z]{8} is placed$/);
      expect(new URL(page.url()).searchParams.get("placed")).toBe("1");
      expect(await axeViolations(page)).toEqual([]);

      const statusLink = new URL(page.url());
      statusLink.searchParams.delete("placed");
      await openPage(page, `${statusLink.pathname}${statusLink.search}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Order WC-[0-9A-Z]{8}$/);
      await expect(page.locator('[aria-current="step"]')).toContainText("Received");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
