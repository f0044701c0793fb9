import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  addArtworkDesign,
  desktop,
  fillCheckout,
  mockupName,
  openPage,
  phone,
  quantityOnServer,
  validCheckout,
} from "./helpers.ts";
import { receivedMails } from "./submissions.ts";

/*
 * The buying path (issue 15): nothing the visitor chose is lost between the
 * customizer and a placed order, and every page shows one price.
 */

const xps = "/custom-laptop-wraps?brand=Dell&model=XPS%2013%209340";
const added = (page: Page) =>
  page.getByRole("dialog", { name: "Your custom wrap has been added to cart!" });

/** A design in this browser's cart, with artwork; answers its name. */
async function designInCart(page: Page, prefix: string) {
  const designName = `${prefix} ${Date.now()}`;
  await openPage(page, xps);
  await addArtworkDesign(page, designName);
  return designName;
}

test("the customizer asks for a model and for something to print, and helps find the model", async ({
  page,
}) => {
  await openPage(page, "/custom-laptop-wraps?brand=Apple");
  const main = page.getByRole("main");
  await main.getByLabel(/^Design Name/).fill("Plain Lid");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(main.getByText("Please enter your device model.")).toBeVisible();
  await expect(main.getByText(/^Add something to print/)).toBeVisible();
  await expect(main.getByLabel("Device Model")).toBeFocused();

  // The number on the underside finds the model, in any brand, and fills brand and model.
  await main.getByText("Not sure which model you have?").click();
  await main.getByLabel("Search by name or by the number on the underside").fill("A2681");
  await main.getByRole("button", { name: /MacBook Air \(13-inch, M2, 2022\)/ }).click();
  await expect(main.getByLabel("Device Brand")).toHaveValue("Apple");
  await expect(main.getByLabel("Device Model")).toHaveValue("MacBook Air (13-inch, M2, 2022)");
  await main.getByText("Not sure which model you have?").click();
  await main.getByLabel("Search by name or by the number on the underside").fill("chromebook 314");
  await main.getByRole("button", { name: /Acer Chromebook 314/ }).click();
  await expect(main.getByLabel("Device Brand")).toHaveValue("Chromebook");

  // Nothing to print yet: every press of Add to Cart takes focus to the chooser, not only the first.
  for (const press of [1, 2]) {
    await main.getByRole("button", { name: "Add to Cart" }).click();
    await expect(main.getByText(/^Add something to print/), `press ${press}`).toBeVisible();
    await expect(main.getByLabel(/^Artwork file/), `press ${press}`).toBeFocused();
  }

  // Instructions for our designers are something to print.
  await main.getByLabel("Special Instructions").fill("Our school crest, navy on white.");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(added(page)).toBeVisible();
  await expect(added(page)).toContainText("Acer Chromebook 314 · Top Only · Matte · $24.95.");
});

test("any model text is taken for a laptop we do not list", async ({ page }) => {
  await openPage(page, "/custom-laptop-wraps?brand=Other");
  const main = page.getByRole("main");
  await main.getByLabel("Device Model").fill("Framework Laptop 13 (2024)");
  await main.getByLabel("Text Line 1").fill("FRAMEWORK");
  // Text alone prints on black vinyl, and the preview says so.
  await expect(main.getByText(/^Your text on black vinyl\./)).toBeVisible();
  await main.getByLabel(/^Design Name/).fill("Frame Work");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(added(page)).toContainText("Framework Laptop 13 (2024)");
});

test("adding the same design again raises its quantity; the panel offers Checkout and Keep designing", async ({
  page,
}) => {
  const designName = await designInCart(page, "Twice");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(added(page)).toContainText("Your cart now holds 2 wraps.");
  // The panel shows the design on its device, and the header's count follows.
  await expect(added(page).getByRole("img", { name: /^Added: Dell XPS 13 9340/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toHaveCount(1);
  // Keep designing, or Escape, hands focus back to Add to Cart.
  await added(page).getByRole("button", { name: "Keep designing" }).click();
  await expect(added(page)).toBeHidden();
  await expect(main.getByRole("button", { name: "Add to Cart" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(added(page)).toContainText("Your cart now holds 3 wraps.");
  await page.keyboard.press("Escape");
  await expect(added(page)).toBeHidden();
  await expect(main.getByRole("button", { name: "Add to Cart" })).toBeFocused();
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await added(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("complementary", { name: "Your order" });
  await expect(summary).toContainText(`4 × ${designName}`);
  await expect(summary.getByRole("listitem")).toHaveCount(1);
  await expect(
    summary.getByRole("img", { name: mockupName(designName, "Dell XPS 13 9340") }),
  ).toBeVisible();
});

test.describe("the cart", () => {
  test("quantities apply by themselves: the steppers, and a typed number once left", async ({
    page,
  }) => {
    const designName = await designInCart(page, "Steps");
    await openPage(page, "/cart");
    const item = page.getByRole("listitem").filter({ hasText: designName });
    await expect(
      item.getByRole("button", { name: `Update quantity of ${designName}` }),
    ).toBeHidden();
    await item.getByRole("button", { name: `One more ${designName}` }).click();
    await item.getByRole("button", { name: `One more ${designName}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${designName}: quantity 3.` }),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Cart, 3 items" })).toHaveCount(1);
    await item.getByRole("spinbutton", { name: "Quantity" }).fill("12");
    await page.keyboard.press("Tab");
    await expect(item.getByTestId("line-discount")).toHaveText("15% volume discount: −$44.88");
    await expect(item.getByTestId("line-total")).toHaveText("$254.52");
    // Applied on the server: the page loaded again shows it.
    await page.reload();
    await expect(
      page.getByRole("listitem").filter({ hasText: designName }).getByRole("spinbutton"),
    ).toHaveValue("12");
  });

  test("a step made just before leaving the cart still arrives", async ({ page }) => {
    const designName = await designInCart(page, "Leaving");
    await openPage(page, "/cart");
    const item = page.getByRole("listitem").filter({ hasText: designName });
    await item.getByRole("button", { name: `One more ${designName}` }).click();
    await expect(item.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    // Gone at once, inside the pause after which the step would have been sent: the page sends it
    // as it goes, and the browser finishes sending it after the page has gone.
    await page.goto("/about");
    await expect.poll(() => quantityOnServer(page)).toBe("2");
  });

  test("removing the last design is announced, and the empty cart says so", async ({ page }) => {
    const designName = await designInCart(page, "Last");
    await openPage(page, "/cart");
    // The live region heard by a screen reader is the one that was there: its words change, it stays.
    const status = await page.getByRole("status").elementHandle();
    await page.getByRole("button", { name: `Remove ${designName}` }).click();
    await expect(page.getByRole("status")).toHaveText("Removed from your cart.");
    expect(await status?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });

  test("checkout never starts from a quantity the server has not applied", async ({ page }) => {
    const designName = await designInCart(page, "Gate");
    await openPage(page, "/cart");
    const item = page.getByRole("listitem").filter({ hasText: designName });
    // Typed and Checkout pressed at once, before the pause that would send it.
    await item.getByRole("spinbutton", { name: "Quantity" }).fill("15");
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("complementary", { name: "Your order" })).toContainText(
      `15 × ${designName}`,
    );

    // A quantity the server refuses keeps the visitor in the cart, with its message.
    await openPage(page, "/cart");
    const again = page.getByRole("listitem").filter({ hasText: designName });
    await again.getByRole("spinbutton", { name: "Quantity" }).fill("99999");
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(again.getByRole("alert")).toHaveText(/^Please enter a whole number from 1/);
    await expect(page).toHaveURL(/\/cart$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("Update, the steppers and Checkout post every typed quantity; a wrong one is answered by its field", async ({
      page,
    }) => {
      const designName = `NoScript cart ${Date.now()}`;
      const response = await page.request.post("/custom-laptop-wraps", {
        form: {
          deviceBrand: "HP",
          deviceModel: "EliteBook 840 G10",
          coverage: "top-only",
          finish: "matte",
          designName,
          textLine1: "ACME IT",
        },
      });
      expect(response.status()).toBe(200);
      await page.goto("/cart");
      const item = page.getByRole("listitem").filter({ hasText: designName });
      await item.getByRole("spinbutton", { name: "Quantity" }).fill("10");
      await item.getByRole("button", { name: `Update quantity of ${designName}` }).click();
      await expect(item.getByTestId("line-discount")).toHaveText(/^15% volume discount/);
      await item.getByRole("button", { name: `One more ${designName}` }).click();
      await expect(item.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("11");
      await item.getByRole("button", { name: `One fewer ${designName}` }).click();
      await expect(item.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("10");

      // Typed, then a stepper: it steps from what was typed.
      await item.getByRole("spinbutton", { name: "Quantity" }).fill("20");
      await item.getByRole("button", { name: `One more ${designName}` }).click();
      await expect(item.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("21");

      // A wrong quantity stops Checkout at its field (the browser's check; the server's is tested over HTTP).
      await item.getByRole("spinbutton", { name: "Quantity" }).fill("0");
      await page.getByRole("button", { name: "Checkout" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(
        await item
          .getByRole("spinbutton", { name: "Quantity" })
          .evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow),
      ).toBe(true);

      // Typed, then straight to Checkout: the order starts from what was typed.
      await item.getByRole("spinbutton", { name: "Quantity" }).fill("12");
      await page.getByRole("button", { name: "Checkout" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("complementary", { name: "Your order" })).toContainText(
        `12 × ${designName}`,
      );
    });
  });
});

test("checkout: every field the order needs comes before Place order, at both widths", async ({
  page,
}) => {
  await designInCart(page, "Order");
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await openPage(page, "/checkout");
    const form = page.locator("form#checkout");
    const button = form.getByRole("button", { name: "Place order" });
    const placeAt = await button.boundingBox();
    const fields = await form.locator("input:not([type=hidden]), select, textarea").evaluateAll(
      (elements, place) => {
        const order = elements.map(
          (element) =>
            !!(element.compareDocumentPosition(place as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
        return { before: order.every(Boolean), count: elements.length };
      },
      await button.elementHandle(),
    );
    expect(fields.before).toBe(true);
    expect(fields.count).toBeGreaterThan(12);
    // And on screen: nothing to fill is below the button.
    for (const name of ["Send me a proof first", "Purchase order number", "Order notes"]) {
      const box = await form.getByLabel(new RegExp(`^${name}`)).boundingBox();
      expect(box && placeAt && box.y < placeAt.y).toBe(true);
    }
  }
});

test("the volume pricing guide and the cart show the same price at every tier", async ({
  page,
}) => {
  // Two designs uploaded and eight quantities priced: over 30 s on a loaded CI machine.
  test.setTimeout(90_000);
  await openPage(page, "/bulk-corporate");
  const guide: Record<string, string> = {};
  for (const coverage of ["top-only", "top-palmrest"]) {
    for (const tier of [10, 25, 50, 100]) {
      guide[`${coverage}-${tier}`] = await page
        .getByTestId(`guide-${coverage}-${tier}`)
        .innerText();
    }
  }
  for (const coverage of ["top-only", "top-palmrest"] as const) {
    const designName = `Tier ${coverage} ${Date.now()}`;
    await openPage(page, xps);
    if (coverage === "top-palmrest")
      await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
    await addArtworkDesign(page, designName);
    await openPage(page, "/cart");
    const item = page.getByRole("listitem").filter({ hasText: designName });
    for (const tier of [10, 25, 50, 100]) {
      await item.getByRole("spinbutton", { name: "Quantity" }).fill(String(tier));
      await page.keyboard.press("Tab");
      const each = guide[`${coverage}-${tier}`] ?? "";
      await expect(item).toContainText(`${each} each`);
      const cents = Math.round(Number(each.replace(/[$,]/g, "")) * 100) * tier;
      const total = `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
      await expect(item.getByTestId("line-total")).toHaveText(total);
    }
    await item.getByRole("button", { name: `Remove ${designName}` }).click();
    await expect(item).toHaveCount(0);
  }
});

test("the order page and the e-mails show each design on its device", async ({ page, request }) => {
  const designName = await designInCart(page, "Pictured");
  await openPage(page, "/checkout");
  await fillCheckout(page, { ...validCheckout, email: "pictures@example.com" });
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Order WC-[0-9A-Z]{8} is placed$/,
  );
  const number = /WC-[0-9A-Z]{8}/.exec(
    await page.getByRole("heading", { level: 1 }).innerText(),
  )![0];
  await expect(
    page.getByRole("img", { name: mockupName(designName, "Dell XPS 13 9340") }),
  ).toBeVisible();

  await expect
    .poll(() => receivedMails().filter((mail) => mail.to.includes("pictures@example.com")).length)
    .toBe(1);
  const raw = receivedMails()
    .find((mail) => mail.to.includes("pictures@example.com"))!
    .raw.replace(/=\r?\n/g, "")
    .replaceAll("=3D", "=");
  const picture = new RegExp(`/orders/${number}/designs/[A-Za-z0-9_-]{32}\\.png`).exec(raw)?.[0];
  expect(picture).toBeTruthy();
  expect(raw).toContain(`alt="${designName} on Dell XPS 13 9340, Top Only, matte"`);
  const png = await request.get(picture!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  const { width, height } = await sharp(await png.body()).metadata();
  expect(width).toBe(640);
  expect(height).toBeGreaterThan(400);
  // A key that is not the order's own is nothing.
  expect((await request.get(`/orders/${number}/designs/${"A".repeat(32)}.png`)).status()).toBe(404);
});
