import { expect, test } from "@playwright/test";
import {
  addArtworkDesign,
  fillCheckout,
  mockupName,
  openPage,
  validCheckout,
  pageReady,
} from "./helpers.ts";
import { receivedMails, webhookDeliveries } from "./submissions.ts";

const model = "MacBook Air (13-inch, M2, 2022)";

test("brand page → customizer with artwork → cart at 12 (15%) → checkout → confirmation, webhook and e-mail", async ({
  page,
}) => {
  // The whole journey, artwork decoded in the sandbox included: under the full suite's load it has
  // taken more than the default 30 s (CI saw it).
  test.setTimeout(90_000);
  const designName = `Journey ${Date.now()}`;
  await openPage(page, "/shop/apple");
  await page.getByRole("link", { name: `Select ${model}` }).click();
  await pageReady(page);
  const main = page.getByRole("main");
  await addArtworkDesign(page, designName);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The cart: the design with its thumbnail, then 12 of it for the 15% tier.
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  const item = page.getByRole("listitem").filter({ hasText: designName });
  await expect(item.getByRole("img", { name: mockupName(designName, model) })).toBeVisible();
  await expect(item).toContainText(model);
  await expect(item).toContainText("Top Only");
  await expect(item).toContainText("Matte");
  // Typed and left: the quantity applies by itself.
  await item.getByRole("spinbutton", { name: "Quantity" }).fill("12");
  await page.keyboard.press("Tab");
  await expect(item.getByTestId("line-discount")).toHaveText("15% volume discount: −$44.88");
  await expect(item).toContainText("13 more for 20% off");
  await expect(item.getByTestId("line-total")).toHaveText("$254.52");
  await expect(page.getByRole("link", { name: "Cart, 12 items" })).toBeVisible();

  // Edit opens the design as it was.
  await item.getByRole("link", { name: `Edit ${designName}` }).click();
  await pageReady(page);
  await expect(main.getByLabel(/^Design Name/)).toHaveValue(designName);
  await expect(main.getByLabel("Device Model")).toHaveValue(model);
  await expect(main.getByRole("status").filter({ hasText: "Uploaded:" })).toContainText(
    "stars.png",
  );
  await page.goBack();

  await page.getByRole("button", { name: "Checkout" }).click();
  await pageReady(page);
  await fillCheckout(page, validCheckout);
  await page.getByLabel(/^Express/).check();
  await expect(page.getByTestId("checkout-total")).toHaveText("$264.51");
  await page.getByLabel(/Send me a proof first/).check();
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Order WC-[0-9A-Z]{8} is placed$/,
  );
  const number = /WC-[0-9A-Z]{8}/.exec(
    await page.getByRole("heading", { level: 1 }).innerText(),
  )![0];
  await expect(page.getByTestId("order-total")).toHaveText("$264.51");
  // Its time is the shop's, and says whose.
  await expect(page.locator('[aria-current="step"]')).toContainText(/\d{1,2}:\d{2} [AP]M P[SD]T\./);
  await expect(page.getByText(/We check your file and e-mail you a proof/)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText("Received");
  await expect(
    page.getByRole("region", { name: "Progress" }).getByRole("listitem").nth(1),
  ).toContainText("Proof sent");
  await expect(page.getByRole("link", { name: "Cart, empty" })).toBeVisible();

  // The shop's webhook receives the order, priced by the server.
  await expect
    .poll(() => webhookDeliveries().filter((d) => d.headers["webhook-id"] === number).length)
    .toBe(1);
  const { payload } = webhookDeliveries().find((d) => d.headers["webhook-id"] === number)!;
  expect(payload).toMatchObject({
    event: "order_placed",
    order_number: number,
    customer: { name: "Grace Hopper", email: "grace@example.com", phone: "415-555-0100" },
    proof_requested: true,
    shipping_address: {
      line1: "1 Market St",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
      country: "US",
    },
    shipping: { method: "express", price: 9.99 },
    totals: {
      merchandise: 254.52,
      discounts: 44.88,
      shipping: 9.99,
      total: 264.51,
      currency: "USD",
    },
  });
  const [line] = payload.items as Record<string, unknown>[];
  expect(line).toMatchObject({
    quantity: 12,
    unit_price: 24.95,
    discount_rate: 0.15,
    line_total: 254.52,
    discounted_unit_price: 21.21,
  });
  expect((line!.image as { url: string }).url).toMatch(/\/artwork\/[A-Za-z0-9_-]{24}$/);
  expect((line!.options as { placement: unknown }).placement).not.toBeNull();

  // The loopback SMTP server gets the confirmation, with the status link that opens this page.
  await expect
    .poll(() => receivedMails().filter((mail) => mail.raw.includes(number)).length)
    .toBe(2);
  const confirmation = receivedMails().find(
    (mail) => mail.to.includes("grace@example.com") && mail.raw.includes(number),
  )!;
  expect(confirmation.raw).toContain("text/plain");
  expect(confirmation.raw).toContain("text/html");
  const statusPath = new RegExp(`/orders/${number}\\?token=[A-Za-z0-9_-]+`).exec(
    // Quoted-printable: soft line breaks joined, "=3D" back to "=".
    confirmation.raw.replace(/=\r?\n/g, "").replaceAll("=3D", "="),
  )![0];
  await openPage(page, statusPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  expect(
    receivedMails().some(
      (mail) => mail.to.includes("orders@wrapcraft.test") && mail.raw.includes(number),
    ),
  ).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checkout messages, a quote abroad, tampered prices ignored, one order for a double post", async ({
    page,
  }) => {
    const designName = `NoScript ${Date.now()}`;
    // A design into this browser's cart (the customizer's own post, without artwork).
    const added = await page.request.post("/custom-laptop-wraps", {
      form: {
        deviceBrand: "Dell",
        deviceModel: "XPS 13",
        coverage: "top-only",
        finish: "gloss",
        designName,
        specialInstructions: "Our crest in navy, please.",
      },
    });
    expect(added.status()).toBe(200);
    await page.goto("/cart");
    await expect(page.getByRole("listitem").filter({ hasText: designName })).toBeVisible();

    await page.goto("/checkout");
    // Values the browser's own checks let through; the server answers each with its message.
    await fillCheckout(page, { ...validCheckout, email: "grace@example", zip: "9410" });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(
      page.getByText("Please enter a valid email address, like name@example.com."),
    ).toBeVisible();
    await expect(
      page.getByText("Please enter a 5-digit ZIP code, like 94107 or 94107-1234."),
    ).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveAttribute("aria-invalid", "true");

    const checkoutId = await page.locator('input[name="checkoutId"]').inputValue();
    // Abroad: a quote request, not an order; the cart is kept.
    const abroad = await page.request.post("/checkout", {
      form: {
        ...validCheckout,
        country: "CA",
        state: "",
        zip: "M5V 2T6",
        checkoutId: crypto.randomUUID(),
      },
    });
    expect(await abroad.text()).toContain("We will send you a shipping quote");

    // Posted prices do not exist for the server; the same checkout twice is one order.
    const tampered = {
      ...validCheckout,
      checkoutId,
      total: "0.01",
      totalCents: "1",
      unitPrice: "0.01",
      shippingCents: "0",
    };
    const first = await page.request.post("/checkout", { form: tampered, maxRedirects: 0 });
    const second = await page.request.post("/checkout", { form: tampered, maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect(second.headers().location).toBe(first.headers().location);
    await page.goto(first.headers().location!);
    // $24.95 gloss top-only plus $4.99 standard shipping (under $50).
    await expect(page.getByTestId("order-total")).toHaveText("$29.94");
    // No proof asked for: the progress has no proof stage.
    const progress = page.getByRole("region", { name: "Progress" }).getByRole("listitem");
    await expect(progress).toHaveText([/^Received/, /^Approved/, /^In production/, /^Shipped/]);
    const number = /WC-[0-9A-Z]{8}/.exec(first.headers().location!)![0];
    await expect
      .poll(() => webhookDeliveries().filter((d) => d.headers["webhook-id"] === number).length)
      .toBe(1);
    expect(webhookDeliveries().filter((d) => d.headers["webhook-id"] === number)).toHaveLength(1);
    // Someone without the token sees no order.
    const guessed = await page.request.get(`/orders/${number}?token=guess`);
    expect(guessed.status()).toBe(404);
  });
});
