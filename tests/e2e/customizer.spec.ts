import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { PDFDocument, rgb } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { artworkMessages, maxArtworkBytes } from "#app/forms/artwork.ts";
import { noisePng, pixelBombPng, pngFile } from "../support/artwork.ts";
import { openPage, pageReady } from "./helpers.ts";
import { type StoredSubmission, storedOrders, webhookDeliveries } from "./submissions.ts";

const model = "MacBook Air (13-inch, M2, 2022)";
const addedToCart = "Your custom wrap has been added to cart!";
const designNameMessage =
  "Please enter a design name 2–60 characters (letters, numbers, spaces, - ' & . only).";

/** The stored order whose design name is `name` (tests use names of their own). */
async function orderNamed(name: string): Promise<StoredSubmission> {
  await expect.poll(() => storedOrders(name).length, { timeout: 10_000 }).toBe(1);
  return storedOrders(name)[0]!;
}

/** The colour at a point of an element (fractions of its width and height), as drawn on screen. */
async function pixelAt(element: Locator, x: number, y: number) {
  const shot = await element.screenshot();
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const offset =
    (Math.floor(info.height * y) * info.width + Math.floor(info.width * x)) * info.channels;
  return { red: data[offset]!, green: data[offset + 1]!, blue: data[offset + 2]! };
}

/** Presses `key` (Tab or Shift+Tab) until `target` has focus, as a keyboard user moves. */
async function tabUntil(page: Page, target: Locator, key: "Tab" | "Shift+Tab") {
  for (let step = 0; step < 25; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The panel that confirms a design was added (SPEC.md's alert text is its heading). */
function addedPanel(page: Page) {
  return page.getByRole("dialog", { name: addedToCart });
}

/** The visible notifications (Radix also announces them in a hidden live region). */
function notifications(page: Page) {
  return page.getByRole("region", { name: /Notification/ }).getByRole("listitem");
}

function artworkPanel(page: Page) {
  return page.getByRole("region", { name: "Your artwork" });
}

test("from a brand page to an order with artwork: upload, preview, print quality, name, add to cart", async ({
  page,
  request,
}) => {
  // Made on our template: the 11.97 × 8.46 in lid plus 0.125 in of bleed each side, at 300 DPI.
  const png = await pngFile(3666, 2613);
  await openPage(page, "/shop/apple");
  await page.getByRole("link", { name: `Select ${model}` }).click();
  await pageReady(page);
  const main = page.getByRole("main");
  await expect(main.getByLabel("Device Brand")).toHaveValue("Apple");
  await expect(main.getByLabel("Device Model")).toHaveValue(model);

  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "nova.png", mimeType: "image/png", buffer: png });
  const panel = artworkPanel(page);
  await expect(panel.getByRole("status").filter({ hasText: "Uploaded:" })).toContainText(
    "nova.png · 3666 × 2613 px",
  );
  // The file control says what it holds now.
  await expect(main.getByLabel("Artwork file")).toHaveAccessibleDescription(/^nova\.png/);
  // The visitor's image on the chosen model's lid, filling it.
  const preview = main.getByRole("img", { name: `Preview: ${model}, Top Only, matte` });
  await expect(preview.locator("image")).toHaveAttribute("href", /^blob:/);
  // The image really draws (the page's CSP allows the visitor's own blob): the lid is the PNG's blue.
  await expect
    .poll(async () => {
      const { red, blue } = await pixelAt(preview, 0.3, 0.45);
      return blue > 150 && red < 100;
    })
    .toBe(true);
  await expect(panel.getByLabel("Size (of lid width)")).toHaveValue("100");
  await expect(panel.getByText(/^Print quality:/)).toHaveText("Print quality: Excellent");
  await expect(panel.getByTestId("print-dpi")).toHaveText("(300 DPI at print size)");
  await expect(panel).toContainText("Lid: 11.97 × 8.46 in");

  // Gloss changes the look; zooming in lowers the print quality.
  await page.getByRole("radio", { name: "Gloss" }).check();
  await expect(main.getByRole("img", { name: `Preview: ${model}, Top Only, gloss` })).toBeVisible();
  await main.getByRole("group", { name: "Artwork on the lid" }).focus();
  for (let press = 0; press < 4; press += 1) await page.keyboard.press("+");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(panel.getByText(/^Print quality:/)).toHaveText("Print quality: Good");
  // Below the 300 DPI the upload field asks for, "Good" is a caution, not a tick.
  await expect(panel.getByText("Below our 300 DPI minimum", { exact: false })).toBeVisible();

  // Top + Palmrest adds the palm rest to the price and turns the picture to it.
  await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
  await expect(
    main.getByRole("img", {
      name: `Preview: ${model}, Top + Palmrest, gloss, open to show the palm rest`,
    }),
  ).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Summary" })).toContainText("$34.95");

  const name = main.getByLabel("Design Name");
  await name.fill("X");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(designNameMessage).first()).toBeVisible();
  await expect(name).toBeFocused();
  const designName = `Nova ${Date.now()}`;
  await name.fill(designName);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(addedPanel(page)).toBeVisible();
  await addedPanel(page).getByRole("button", { name: "Keep designing" }).click();
  await expect(name).toHaveValue(designName);

  // Stored, then forwarded to the shop's webhook: the receiver gets the very payload stored.
  const stored = await orderNamed(designName);
  await expect
    .poll(() =>
      webhookDeliveries().filter((entry) => entry.payload.design_label_name === designName),
    )
    .toHaveLength(1);
  const delivery = webhookDeliveries().find(
    (entry) => entry.payload.design_label_name === designName,
  );
  expect(delivery?.path).toBe("/order");
  expect(delivery?.headers["webhook-id"]).toBe(stored.id);
  expect(delivery?.payload).toEqual(stored.payload);
  const payload = delivery?.payload ?? {};
  expect(payload).toMatchObject({
    event: "custom_wrap_added_to_cart",
    product: { price: 34.95, currency: "USD" },
    device: { brand: "Apple", model, laptop_size_inch: 13.6 },
    options: {
      coverage: "top-palmrest",
      finish: "gloss",
      design_label_name: designName,
      placement: { rotation_deg: 0, lid_width_in: 11.97, palmrest: "fill" },
      print_quality: { tier: "good", confirmed_by_customer: false },
    },
    image: {
      filename: "nova.png",
      mime_type: "image/png",
      width: 3666,
      height: 2613,
      size_bytes: png.length,
    },
    customer: { name: "", email: "", phone: "" },
  });
  const placement = (payload.options as { placement: { scale: number; center_x: number } })
    .placement;
  expect(placement.scale).toBeCloseTo(1.05 ** 4, 2);
  expect(placement.center_x).toBeCloseTo(0.55, 3);
  const image = payload.image as { url: string };
  const artwork = await request.get(new URL(image.url).pathname);
  expect(artwork.headers()["content-disposition"]).toBe("attachment; filename=nova.png");
  expect(Buffer.from(await artwork.body()).equals(png)).toBe(true);
});

test("a PDF shows its own first page, by its trim, in the preview (issue 34)", async ({ page }) => {
  // A red design inside a page that also holds black crop marks outside its trim box.
  const pdf = await PDFDocument.create();
  const sheet = pdf.addPage([936, 684]);
  sheet.setTrimBox(36, 36, 864, 612);
  sheet.drawRectangle({ x: 36, y: 36, width: 864, height: 612, color: rgb(0.9, 0.1, 0.1) });
  sheet.drawRectangle({ x: 0, y: 36, width: 30, height: 2, color: rgb(0, 0, 0) });
  await page.goto(
    "/custom-laptop-wraps?brand=Apple&model=MacBook%20Air%20(13-inch%2C%20M2%2C%202022)",
  );
  await pageReady(page);
  const main = page.getByRole("main");
  await main.getByLabel("Artwork file").setInputFiles({
    name: "lid.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await pdf.save()),
  });
  await expect(
    artworkPanel(page).getByRole("status").filter({ hasText: "Uploaded:" }),
  ).toBeVisible();
  const preview = main.getByRole("img", { name: /^Preview: / });
  await expect(preview.locator("image")).toHaveAttribute(
    "href",
    /^\/artwork\/[A-Za-z0-9_-]+\/preview$/,
  );
  // The PDF's own content draws on the lid: its red, not a blank sheet. Its preview is drawn
  // by poppler in the sandbox, which waits its turn on a busy machine.
  await expect
    .poll(
      async () => {
        const { red, blue } = await pixelAt(preview, 0.3, 0.45);
        return red > 150 && blue < 100;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});

test("refused files get clear messages: a fake PNG, a file over 50 MB, a pixel bomb", async ({
  page,
}) => {
  await openPage(page, "/custom-laptop-wraps");
  const input = page.getByRole("main").getByLabel("Artwork file");
  const panel = artworkPanel(page);

  await input.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(panel.getByRole("alert")).toHaveText(`fake.png: ${artworkMessages.wrongType}`);

  const big = path.join(tmpdir(), `wrapcraft-big-${Date.now()}.png`);
  writeFileSync(big, Buffer.alloc(maxArtworkBytes + 1));
  await input.setInputFiles(big);
  unlinkSync(big);
  await expect(panel.getByRole("alert")).toContainText(artworkMessages.tooLarge);

  await input.setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: pixelBombPng() });
  await expect(panel.getByRole("alert")).toHaveText(`bomb.png: ${artworkMessages.tooManyPixels}`);
  // Nothing is attached to the design.
  await expect(page.locator('input[name="artworkId"]')).toHaveCount(0);
});

test("a design naming a file the server no longer has says so at the chooser", async ({ page }) => {
  await openPage(page, "/custom-laptop-wraps?brand=Acer");
  // The upload answers with an id the server never stored (as if the file had expired).
  await page.route("**/api/uploads", (route) =>
    route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({
        id: "AAAAAAAAAAAAAAAAAAAAAAAA",
        filename: "gone.png",
        mimeType: "image/png",
        sizeBytes: 1000,
        width: 1000,
        height: 700,
        pageInches: null,
      }),
    }),
  );
  const main = page.getByRole("main");
  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "gone.png", mimeType: "image/png", buffer: await pngFile(1000, 700) });
  await expect(artworkPanel(page).getByRole("button", { name: "Remove gone.png" })).toBeVisible();
  await main.getByLabel("Device Model").fill("Swift Go 14 (SFG14-72)");
  await main.getByLabel("Design Name").fill("Gone Art");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(artworkPanel(page).getByRole("alert")).toHaveText(artworkMessages.expired);
  await expect(main.getByLabel("Artwork file")).toBeFocused();
  expect(storedOrders("Gone Art")).toEqual([]);
});

test("a dropped file uploads too, and an upload in progress can be cancelled", async ({ page }) => {
  await openPage(page, "/custom-laptop-wraps?brand=HP");
  const panel = artworkPanel(page);
  const png = (await pngFile(800, 600)).toString("base64");
  await page.getByText("Drop your file here").evaluate((zone, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
    zone.parentElement!.dispatchEvent(
      new DragEvent("drop", { dataTransfer: transfer, bubbles: true }),
    );
  }, png);
  await expect(panel.getByRole("status").filter({ hasText: "Uploaded:" })).toContainText(
    "dropped.png · 800 × 600 px",
  );

  // A slow connection (100 KB/s up) leaves time to see the progress and cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page
    .getByRole("main")
    .getByLabel("Artwork file")
    .setInputFiles({ name: "slow.png", mimeType: "image/png", buffer: await noisePng(2) });
  const progress = panel.getByRole("progressbar", { name: "Uploading slow.png" });
  await expect(progress).toBeVisible();
  // No design leaves without its artwork while the file is still on its way.
  await page.getByRole("main").getByLabel("Design Name").fill("Too Soon");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(notifications(page)).toContainText("Your artwork is still uploading");
  expect(storedOrders("Too Soon")).toEqual([]);
  const aborted = page.waitForEvent("requestfailed", (request) =>
    request.url().endsWith("/api/uploads"),
  );
  await panel.getByRole("button", { name: "Cancel upload" }).click();
  // The request itself stops (the server throws the partial file away), and focus returns to the chooser.
  expect((await aborted).failure()?.errorText).toBe("net::ERR_ABORTED");
  await expect(progress).toBeHidden();
  await expect(page.getByRole("main").getByLabel("Artwork file")).toBeFocused();
  await expect(page.locator('input[name="artworkId"]')).toHaveCount(0);
  await expect(
    page
      .getByRole("main")
      .getByRole("img", { name: /^Preview:/ })
      .locator("image"),
  ).toHaveCount(0);
});

test("the whole design can be made with the keyboard alone", async ({ page }) => {
  await openPage(page, "/custom-laptop-wraps?brand=Dell&model=XPS%2013%209340");
  const main = page.getByRole("main");
  await main.getByLabel("Device Model").focus();
  const chooser = page.waitForEvent("filechooser");
  // Tab onwards from the model to the file input, as a keyboard user would.
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    if (
      await main
        .getByLabel("Artwork file")
        .evaluate((element) => element === document.activeElement)
    )
      break;
  }
  await expect(main.getByLabel("Artwork file")).toBeFocused();
  await page.keyboard.press("Space");
  await (
    await chooser
  ).setFiles({ name: "kb.png", mimeType: "image/png", buffer: await pngFile(2400, 1600) });
  const panel = artworkPanel(page);
  await expect(panel.getByRole("status").filter({ hasText: "Uploaded:" })).toBeVisible();

  // Back to the picture (it comes before the options), turn and move the artwork, then on to Fit.
  const picture = main.getByRole("group", { name: "Artwork on the lid" });
  await tabUntil(page, picture, "Shift+Tab");
  await page.keyboard.press("]");
  await page.keyboard.press("ArrowDown");
  await tabUntil(page, panel.getByRole("button", { name: "Fit" }), "Tab");
  await page.keyboard.press("Enter");
  await expect(panel.getByLabel("Rotation")).toHaveValue("1");

  const designName = `Keys ${Date.now()}`;
  await main.getByLabel("Design Name").focus();
  await page.keyboard.type(designName);
  await page.keyboard.press("Enter");
  await expect(addedPanel(page)).toBeVisible();
  // The panel takes focus, and Escape closes it.
  await expect(addedPanel(page).getByRole("link", { name: "Checkout" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(addedPanel(page)).toBeHidden();
  const { payload } = await orderNamed(designName);
  expect(payload).toMatchObject({
    device: { brand: "Dell", model: "XPS 13 9340", laptop_size_inch: 13.4 },
    options: { placement: { rotation_deg: 1, center_x: 0.5, center_y: 0.5 } },
    image: { filename: "kb.png", width: 2400, height: 1600 },
  });
});

test("axe finds nothing with the preview, a notification, poor print quality and the added panel", async ({
  page,
}) => {
  // Four axe runs and an upload: 20 s on a quiet 2-core machine, past 30 under the full suite.
  test.setTimeout(60_000);
  // Notifications follow the system theme: dark here.
  await page.emulateMedia({ colorScheme: "dark" });
  await openPage(page, "/custom-laptop-wraps?brand=Apple");
  const main = page.getByRole("main");
  const axe = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );

  // A refused file, then Add to Cart: the message comes as a notification, dark like the system.
  await main.getByLabel("Artwork file").setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await main.getByRole("button", { name: "Add to Cart" }).click();
  const notification = notifications(page);
  await expect(notification).toContainText("Your artwork was not uploaded");
  const background = await notification.evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  const [red = 255, green = 255, blue = 255] = (background.match(/[\d.]+/g) ?? []).map(Number);
  expect(red + green + blue).toBeLessThan(200);
  expect(await axe()).toEqual([]);

  // A small image on the lid and the palm rest: poor, so the order must be confirmed.
  await artworkPanel(page).getByRole("button", { name: "Dismiss" }).click();
  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await pngFile(1200, 900) });
  await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
  await expect(artworkPanel(page).getByText(/^Print quality:/)).toHaveText("Print quality: Poor");
  await main.getByLabel("Device Model").fill("MacBook Air (15-inch, M3, 2024)");
  await main.getByLabel("Design Name").fill("Axe Check");
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(artworkPanel(page).getByText(/Tick “Print it anyway”/)).toBeVisible();
  await expect(main.getByLabel(/^Print it anyway/)).toBeFocused();
  expect(await axe()).toEqual([]);

  await main.getByLabel(/^Print it anyway/).check();
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(addedPanel(page)).toBeVisible();
  expect(await axe()).toEqual([]);
  const { payload } = await orderNamed("Axe Check");
  expect(payload).toMatchObject({
    options: { print_quality: { tier: "poor", confirmed_by_customer: true } },
  });
});
