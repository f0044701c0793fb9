import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { axeViolations, desktop, openPage } from "./helpers.ts";

/*
 * The customizer's 3D view (issue 36): the visitor's own design on their
 * laptop in 3D, drawn by WebGL (SwiftShader in the test browser), loaded
 * only when asked for, turned by drag and keys, and the flat preview where
 * the browser has no WebGL.
 */

const customizer = (brand: string, model: string) =>
  `/custom-laptop-wraps?${new URLSearchParams({ brand, model })}`;
const macBookAir = "MacBook Air (13-inch, M2, 2022)";

/** A photograph's stand-in: a sunset of soft gradients and a dark ridge, 3000 × 2000. */
async function photoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b1b6b"/><stop offset="0.55" stop-color="#e0567a"/><stop offset="1" stop-color="#ffc36b"/>
    </linearGradient></defs>
    <rect width="3000" height="2000" fill="url(#sky)"/>
    <circle cx="1900" cy="1250" r="260" fill="#fff1c4"/>
    <path d="M0 1500 L600 1050 L1100 1400 L1700 900 L2400 1450 L3000 1150 L3000 2000 L0 2000Z" fill="#1d1440"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadPhoto(page: Page) {
  const main = page.getByRole("main");
  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "sunset.png", mimeType: "image/png", buffer: await photoPng() });
  await expect(main.getByRole("status").filter({ hasText: "Uploaded:" })).toHaveCount(1);
}

const view3d = (page: Page) => page.getByRole("img", { name: /, in 3D$/ });
const canvas = (page: Page) => page.getByTestId("design-3d");

/** Opens the 3D view and waits for its frame after `frames` drawn ones. */
async function open3d(page: Page) {
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "3D" }).click();
  await expect(view3d(page)).toBeVisible({ timeout: 30_000 });
  await waitForFrame(page, 0);
}

async function framesDrawn(page: Page) {
  return Number((await canvas(page).getAttribute("data-drawn")) ?? 0);
}

async function waitForFrame(page: Page, after: number) {
  await expect.poll(() => framesDrawn(page), { timeout: 30_000 }).toBeGreaterThan(after);
}

/** The view's pixels, as the screen shows them. */
async function shot(page: Page) {
  return sharp(await canvas(page).screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The share of pixels that are not the backdrop (the top-left corner's colour). */
function drawnShare({ data }: { data: Buffer }) {
  const [r0 = 0, g0 = 0, b0 = 0] = data;
  let drawn = 0;
  for (let offset = 0; offset < data.length; offset += 3) {
    const distance =
      Math.abs((data[offset] ?? 0) - r0) +
      Math.abs((data[offset + 1] ?? 0) - g0) +
      Math.abs((data[offset + 2] ?? 0) - b0);
    if (distance > 30) drawn += 1;
  }
  return drawn / (data.length / 3);
}

/** Mean difference per channel between two pictures of the same size (0–255). */
function difference(a: { data: Buffer }, b: { data: Buffer }) {
  let total = 0;
  for (let offset = 0; offset < a.data.length; offset += 1) {
    total += Math.abs((a.data[offset] ?? 0) - (b.data[offset] ?? 0));
  }
  return total / a.data.length;
}

test.describe("the 3D view", () => {
  test.use({ viewport: desktop });
  test.setTimeout(120_000);

  test("draws the design on the laptop, matte and gloss differently, and another model differently", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await uploadPhoto(page);
    await open3d(page);
    await expect(view3d(page)).toHaveAccessibleName(
      `Preview: ${macBookAir}, Top Only, matte, in 3D`,
    );
    expect(await axeViolations(page)).toEqual([]);
    const matte = await shot(page);
    // The laptop fills a good part of the view: it is drawn, not blank.
    expect(drawnShare(matte)).toBeGreaterThan(0.15);

    const before = await framesDrawn(page);
    await page.getByRole("radio", { name: "Gloss" }).check();
    await waitForFrame(page, before);
    await expect(view3d(page)).toHaveAccessibleName(
      `Preview: ${macBookAir}, Top Only, gloss, in 3D`,
    );
    const gloss = await shot(page);
    expect(drawnShare(gloss)).toBeGreaterThan(0.15);
    // The laminate reflects the studio's softboxes where matte scatters them.
    expect(difference(matte, gloss)).toBeGreaterThan(2);

    await openPage(page, customizer("Lenovo", "ThinkPad X1 Carbon Gen 12"));
    await uploadPhoto(page);
    await open3d(page);
    const thinkPad = await shot(page);
    expect(drawnShare(thinkPad)).toBeGreaterThan(0.15);
    expect(difference(matte, thinkPad)).toBeGreaterThan(4);
  });

  test("turns by drag and by the arrow keys", async ({ page }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await uploadPhoto(page);
    await open3d(page);
    const start = await shot(page);

    let drawn = await framesDrawn(page);
    await view3d(page).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await waitForFrame(page, drawn);
    const turned = await shot(page);
    expect(difference(start, turned)).toBeGreaterThan(3);

    drawn = await framesDrawn(page);
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error("The 3D view is not on screen");
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.45, { steps: 8 });
    await page.mouse.up();
    await waitForFrame(page, drawn);
    expect(difference(turned, await shot(page))).toBeGreaterThan(3);
  });

  test("nothing of it is in the page's first load: its script arrives when it is asked for", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, customizer("Apple", macBookAir));
    await uploadPhoto(page);
    const firstLoad = [...scripts];
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((script) => /design-3d|three/.test(script))).toEqual([]);
    await open3d(page);
    expect(scripts.filter((script) => /design-3d/.test(script))).toHaveLength(1);
  });

  test("without WebGL, there is no 3D button and the flat preview stays", async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "WebGL2RenderingContext");
      Reflect.deleteProperty(window, "WebGLRenderingContext");
    });
    await openPage(page, customizer("Apple", macBookAir));
    await uploadPhoto(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /^Preview:/ })).toBeVisible();
    await expect(main.getByRole("button", { name: "3D" })).toHaveCount(0);
  });

  test("where WebGL will not start, the view says so and goes back to the flat preview", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind.startsWith("webgl")) return null;
        return Reflect.apply(getContext, this, [kind, ...rest]) as RenderingContext | null;
      } as typeof getContext;
    });
    await openPage(page, customizer("Apple", macBookAir));
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "3D" }).click();
    const main = page.getByRole("main");
    await expect(
      main.getByText("This browser could not start its 3D drawing, so the preview stays flat."),
    ).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole("img", { name: /^Preview:/ })).toBeVisible();
    await expect(main.getByRole("button", { name: "3D" })).toHaveCount(0);
  });
});
