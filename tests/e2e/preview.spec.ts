import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { pngFile } from "../support/artwork.ts";
import { axeViolations, desktop, openPage, phone, pageReady } from "./helpers.ts";

/*
 * The customizer's preview (issue 15): the visitor's own laptop, recognisable
 * by its family, with the wrap cut around its logo, the text lines where they
 * print, matte and gloss told apart; and the page around it.
 */

const macBookAir = "MacBook Air (13-inch, M2, 2022)";
const customizer = (brand: string, model: string) =>
  `/custom-laptop-wraps?${new URLSearchParams({ brand, model })}`;

function preview(page: Page) {
  return page.getByRole("main").getByRole("img", { name: /^Preview:/ });
}

async function upload(page: Page) {
  const main = page.getByRole("main");
  await main
    .getByLabel("Artwork file")
    .setInputFiles({ name: "blue.png", mimeType: "image/png", buffer: await pngFile(3000, 2000) });
  await expect(main.getByRole("status").filter({ hasText: "Uploaded:" })).toHaveCount(1);
  // The picture draws the image once the browser has decoded it.
  await expect
    .poll(async () => isBlue(await colourAt(page, await lidPoint(page, 0.25, 0.3))))
    .toBe(true);
}

/** A point of the drawn lid (fractions of its width and height), in page pixels. */
async function lidPoint(page: Page, x: number, y: number) {
  const lid = preview(page).locator('[data-part="lid"]');
  await lid.scrollIntoViewIfNeeded();
  const box = await lid.boundingBox();
  if (!box) throw new Error("The lid is not drawn");
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** The colour on screen at a page point. */
async function colourAt(page: Page, point: { x: number; y: number }) {
  const shot = await page.screenshot({
    clip: { x: Math.floor(point.x), y: Math.floor(point.y), width: 1, height: 1 },
  });
  const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 };
}

const brightness = ({ r, g, b }: { r: number; g: number; b: number }) => r + g + b;

/** The artwork's solid blue (tests/support/artwork.ts), under either finish: whatever else is not the print. */
const isBlue = ({ r, b }: { r: number; g: number; b: number }) => b > 140 && r < 110 && b - r > 80;

/** Grey metal: channels close together and light. */
const isBareAluminium = ({ r, g, b }: { r: number; g: number; b: number }) =>
  Math.max(r, g, b) - Math.min(r, g, b) < 25 && r > 150;

/** The raw pixels of an element's screenshot. */
async function pixels(element: Locator) {
  return sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The placement the form posts: one of its hidden fields, as a number. */
async function placed(page: Page, field: "placementX" | "placementScale") {
  return Number(await page.locator(`input[name="${field}"]`).inputValue());
}

/** The artwork's transform as the picture draws it. */
function artworkTransform(page: Page) {
  return preview(page).locator('[data-layer="artwork"]').getAttribute("transform");
}

test.describe("the preview", () => {
  test.use({ viewport: desktop });

  test("a MacBook's lid shows the bare lid through the Apple logo cut-out; a ThinkPad's has none", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await expect(preview(page)).toHaveAttribute("data-family", "macbook");
    await upload(page);
    // The logo is centred on the lid: there the wrap is cut away and the aluminium shows.
    const macCentre = await colourAt(page, await lidPoint(page, 0.5, 0.5));
    expect(isBareAluminium(macCentre), JSON.stringify(macCentre)).toBe(true);
    expect(isBlue(await colourAt(page, await lidPoint(page, 0.5, 0.3)))).toBe(true);

    await openPage(page, customizer("Lenovo", "ThinkPad X1 Carbon Gen 12"));
    await expect(preview(page)).toHaveAttribute("data-family", "thinkpad");
    await upload(page);
    // ThinkPad logos are printed, not cut around: the wrap covers the lid's centre.
    expect(isBlue(await colourAt(page, await lidPoint(page, 0.5, 0.5)))).toBe(true);
  });

  test("every model without measurements still gets its family's body, and Other a generic one", async ({
    page,
  }) => {
    // Each with its maker's mark on the bare lid, where the family has one.
    for (const [brand, model, family, badge] of [
      ["Apple", "MacBook Air (15-inch, M3, 2024)", "macbook", null],
      ["Dell", "XPS 17 9730", "xps", "DELL"],
      ["HP", "EliteBook 840 G10", "hp", "hp"],
      ["Lenovo", "ThinkPad X1 Carbon Gen 12", "thinkpad", "ThinkPad"],
      ["Chromebook", "HP Fortis 11 G10 Chromebook", "chromebook", "chromebook"],
      ["Microsoft", "Surface Laptop Go 3", "surface", null],
      ["Razer", "Blade 16 (2025)", "razer", "RAZER"],
      ["Other", "Framework Laptop 13", "generic", null],
    ] as const) {
      await openPage(page, customizer(brand, model));
      await expect(preview(page)).toHaveAttribute("data-family", family);
      const mark = preview(page).locator('[data-part="badge"]');
      if (badge) await expect(mark).toHaveText(badge);
      else await expect(mark).toHaveCount(0);
    }
  });

  test("an XPS shows Dell's mark through its logo cut-out once the wrap is on", async ({
    page,
  }) => {
    await openPage(page, customizer("Dell", "XPS 13 9340"));
    await upload(page);
    const ring = await preview(page).locator('[data-part="badge"] circle').boundingBox();
    if (!ring) throw new Error("No badge in the XPS's logo cut-out");
    // The ring's left edge is the badge's dark grey (r + g + b about 350): not the upload's blue,
    // and darker than the bare silver lid around it (over 600).
    const colour = await colourAt(page, { x: ring.x + 0.5, y: ring.y + ring.height / 2 });
    expect(isBlue(colour), JSON.stringify(colour)).toBe(false);
    expect(brightness(colour), JSON.stringify(colour)).toBeLessThan(500);
  });

  test("a text line appears on the lid where it prints", async ({ page }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const text = preview(page).locator('[data-layer="text"] text').first();
    await expect(text).toHaveCount(0);
    await page.getByRole("main").getByLabel("Text Line 1").fill("NOVA");
    await expect(text).toHaveText("NOVA");
    // Drawn, not just present: white letters over the blue, in the lid's lower part.
    const box = await text.boundingBox();
    const lid = await preview(page).locator('[data-part="lid"]').boundingBox();
    if (!box || !lid) throw new Error("Not drawn");
    expect(box.y).toBeGreaterThan(lid.y + lid.height * 0.6);
    const { data, info } = await sharp(await text.screenshot())
      .raw()
      .toBuffer({
        resolveWithObject: true,
      });
    let white = 0;
    for (let offset = 0; offset < data.length; offset += info.channels) {
      if (
        (data[offset] ?? 0) > 230 &&
        (data[offset + 1] ?? 0) > 230 &&
        (data[offset + 2] ?? 0) > 230
      )
        white += 1;
    }
    expect(white).toBeGreaterThan(50);
  });

  test("matte and gloss look different: gloss has a highlight that follows the pointer", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const lid = preview(page).locator('[data-part="lid"]');
    const matte = await pixels(lid);
    const matteLight = brightness(await colourAt(page, await lidPoint(page, 0.3, 0.22)));
    await page.getByRole("radio", { name: "Gloss" }).check();
    await expect(preview(page)).toHaveAccessibleName(`Preview: ${macBookAir}, Top Only, gloss`);
    const gloss = await pixels(lid);
    // Across the lid the two differ...
    let difference = 0;
    for (let offset = 0; offset < matte.data.length; offset += 1) {
      difference += Math.abs((matte.data[offset] ?? 0) - (gloss.data[offset] ?? 0));
    }
    expect(difference / (matte.data.length / matte.info.channels)).toBeGreaterThan(15);
    // ...and where the light falls, gloss shows a bright specular highlight that matte diffuses.
    const glossLight = brightness(await colourAt(page, await lidPoint(page, 0.3, 0.22)));
    expect(glossLight).toBeGreaterThan(matteLight + 150);

    // The highlight moves with the pointer: the bright spot follows it across the lid.
    const specular = preview(page).locator("[data-specular]");
    await page.mouse.move(...(Object.values(await lidPoint(page, 0.85, 0.8)) as [number, number]));
    await expect(preview(page).locator("radialGradient[id$='-specular']")).toHaveAttribute(
      "cx",
      /^\d/,
    );
    const at = await preview(page)
      .locator("radialGradient[id$='-specular']")
      .evaluate((gradient) => Number(gradient.getAttribute("cx")));
    await page.mouse.move(...(Object.values(await lidPoint(page, 0.1, 0.1)) as [number, number]));
    await expect
      .poll(() =>
        preview(page)
          .locator("radialGradient[id$='-specular']")
          .evaluate((gradient) => Number(gradient.getAttribute("cx"))),
      )
      .toBeLessThan(at);
    await expect(specular).toHaveCount(1);
  });

  test("the artwork moves by dragging and resizes by Ctrl + wheel (a trackpad's pinch)", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    expect(await placed(page, "placementX")).toBe(0.5);
    const from = await lidPoint(page, 0.5, 0.5);
    const to = await lidPoint(page, 0.7, 0.5);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    // A fifth of the lid's width to the right.
    await expect.poll(() => placed(page, "placementX")).toBeCloseTo(0.7, 1);

    const scale = await placed(page, "placementScale");
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -60);
    await page.keyboard.up("Control");
    await expect.poll(() => placed(page, "placementScale")).toBeCloseTo(scale * Math.exp(0.2), 2);
  });

  test("the Size slider, held, resizes the picture as it moves and places the size when let go", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const slider = page.getByRole("main").getByLabel("Size (of lid width)");
    await slider.scrollIntoViewIfNeeded();
    const track = await slider.boundingBox();
    if (!track) throw new Error("No Size slider");
    const before = await artworkTransform(page);
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.3, y, { steps: 5 });
    // Still held: the picture shows the new size already.
    await expect.poll(() => artworkTransform(page)).not.toBe(before);
    await page.mouse.up();
    const percent = Number(await slider.inputValue());
    await expect.poll(() => placed(page, "placementScale")).toBeCloseTo(percent / 100, 2);
    await expect.poll(() => artworkTransform(page)).toContain(`scale(${percent / 100})`);
  });

  test("the Size slider spans 10–400 % in 1 % steps, and any size from 5 to 1,000 % can be typed", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const main = page.getByRole("main");
    const slider = main.getByLabel("Size (of lid width)");
    await expect(slider).toHaveAttribute("min", "10");
    await expect(slider).toHaveAttribute("max", "400");
    await expect(slider).toHaveAttribute("step", "1");
    // One arrow press is one percent.
    const start = Number(await slider.inputValue());
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => placed(page, "placementScale")).toBeCloseTo((start + 1) / 100, 4);

    // Beyond the slider, typed; Enter places it and does not add the design to the cart.
    const typed = main.getByLabel(/^Size in percent/);
    await typed.fill("750");
    await expect.poll(() => placed(page, "placementScale")).toBe(7.5);
    await typed.fill("12");
    await typed.press("Enter");
    await expect.poll(() => placed(page, "placementScale")).toBe(0.12);
    await expect(typed).toBeFocused();
    await expect(slider).toHaveValue("12");
    // Out of range is not taken.
    await typed.fill("4000");
    await expect.poll(() => placed(page, "placementScale")).toBe(0.12);
  });

  test("artwork dragged most of the way off the lid is warned about; Fill clears the warning", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const main = page.getByRole("main");
    const warning = main.getByText(/of the lid would be bare black vinyl/);
    await expect(warning).toHaveCount(0);
    // The artwork's centre at 140 % of the lid's width: only its left edge is on the lid.
    await main.getByLabel("Left to right").fill("140");
    await expect(warning).toHaveText(/^About (8\d|9\d)% of the lid would be bare black vinyl\.$/);
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole("button", { name: "Fill", exact: true }).click();
    await expect(warning).toHaveCount(0);
  });

  test("Top + Palmrest shows the open laptop: the palm rest wrapped around the keyboard and trackpad", async ({
    page,
  }) => {
    await openPage(page, customizer("Apple", "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)"));
    await upload(page);
    await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
    const open = page.getByRole("main").getByRole("img", {
      name: "Preview: MacBook Pro (14-inch, M4 Pro or M4 Max, 2024), Top + Palmrest, matte, open to show the palm rest",
    });
    await expect(open).toHaveAttribute("data-view", "open");
    const keyboard = open.locator('[data-part="keyboard"]');
    await expect(keyboard).toHaveCount(1);
    // The palm rest beside the trackpad is the print; the trackpad and the keys are cut out.
    const trackpad = await open.locator('[data-part="deck"] > rect').first().boundingBox();
    if (!trackpad) throw new Error("No trackpad drawn");
    const onTrackpad = await colourAt(page, {
      x: trackpad.x + trackpad.width / 2,
      y: trackpad.y + trackpad.height / 2,
    });
    expect(isBlue(onTrackpad), JSON.stringify(onTrackpad)).toBe(false);
    const beside = await colourAt(page, {
      x: trackpad.x - 20,
      y: trackpad.y + trackpad.height / 2,
    });
    expect(isBlue(beside), JSON.stringify(beside)).toBe(true);
    const keys = await keyboard.boundingBox();
    if (!keys) throw new Error("No keyboard drawn");
    expect(
      isBlue(await colourAt(page, { x: keys.x + keys.width / 2, y: keys.y + keys.height / 2 })),
    ).toBe(false);

    // Placement does nothing to the palm rest (it takes the artwork filled): its controls are not
    // offered in this view, though the design keeps its placement.
    const main = page.getByRole("main");
    await expect(main.getByLabel("Size (of lid width)")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Fit", exact: true })).toHaveCount(0);
    await expect(page.locator('input[name="placementScale"]')).toHaveCount(1);

    // The lid is one press away, and the placement controls are back with it.
    await main.getByRole("button", { name: "Show the lid to move or resize it" }).click();
    await expect(main.getByLabel("Size (of lid width)")).toBeVisible();
    await page.getByRole("button", { name: "Open: palm rest" }).click();
    await expect(main.getByLabel("Size (of lid width)")).toHaveCount(0);
    await page.getByRole("button", { name: "Lid", exact: true }).click();
    await expect(preview(page)).toHaveAttribute("data-view", "lid");
  });
});

test.describe("the page", () => {
  test("on a desktop the preview stays in view beside the options, and the summary names the device", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    // Arriving from a brand page's Select link: the laptop is in view, the page unscrolled.
    await openPage(page, "/shop/dell");
    await page.getByRole("link", { name: "Select XPS 13 9340" }).click();
    await pageReady(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(preview(page)).toBeInViewport({ ratio: 0.9 });
    const summary = page.getByRole("complementary", { name: "Summary" });
    await expect(summary.getByTestId("summary-device")).toHaveText("Dell XPS 13 9340");
    await expect(summary).toContainText("Top Only");
    await expect(summary).toContainText("Matte");
    await expect(summary.getByTestId("summary-price")).toHaveText("$24.95");
    await page.getByRole("main").getByLabel("Special Instructions").scrollIntoViewIfNeeded();
    const box = await preview(page).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= desktop.height).toBe(true);
    const options = await page.getByRole("group", { name: "Your device" }).boundingBox();
    expect(options && box && options.x > box.x + box.width - 1).toBe(true);
    // The summary with Add to Cart stays in view too.
    const bar = await summary.boundingBox();
    expect(bar && bar.y + bar.height <= desktop.height).toBe(true);
  });

  test("the summary shows a MacBook's long name whole, at both widths", async ({ page }) => {
    const model = "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)";
    for (const size of [desktop, phone]) {
      await page.setViewportSize(size);
      await openPage(page, customizer("Apple", model));
      const name = page
        .getByRole("complementary", { name: "Summary" })
        .getByTestId("summary-device");
      await expect(name).toHaveText(model);
      // A clamped line hides its overflow: the box then scrolls further than it shows.
      const clipped = await name.evaluate((element) => element.scrollHeight > element.clientHeight);
      expect(clipped, `${size.width} px`).toBe(false);
    }
  });

  test("tabbing through the options, no focused control is hidden under the summary bar", async ({
    page,
  }) => {
    // Eighty presses at two widths, each measured.
    test.setTimeout(60_000);
    for (const size of [{ width: 1280, height: 720 }, phone]) {
      await page.setViewportSize(size);
      await openPage(page, customizer("Apple", macBookAir));
      await upload(page);
      const summary = page.getByRole("complementary", { name: "Summary" });
      await page
        .getByRole("main")
        .getByLabel(/^Device Brand/)
        .focus();
      const hidden: string[] = [];
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press("Tab");
        const focused = page.locator(":focus");
        if ((await focused.count()) === 0) break;
        if (await summary.locator(":focus").count()) break;
        const [box, bar, held] = await Promise.all([
          focused.boundingBox(),
          summary.boundingBox(),
          page.locator("#design-preview").boundingBox(),
        ]);
        const inPreview = await focused.evaluate((element) =>
          Boolean(element.closest("#design-preview")),
        );
        // Under the bar at the foot, or under the preview held at the top (a phone's; a desktop's
        // is beside the options).
        const underBar =
          box &&
          bar &&
          box.x < bar.x + bar.width &&
          bar.x < box.x + box.width &&
          box.y + box.height > bar.y + 1;
        const underPreview =
          !inPreview &&
          box &&
          held &&
          box.x < held.x + held.width &&
          box.y < held.y + held.height - 1;
        if (underBar || underPreview) {
          hidden.push(
            `${size.width} px: ${await focused.evaluate((element) => element.outerHTML.slice(0, 80))}`,
          );
        }
      }
      expect(hidden).toEqual([]);
    }
  });

  test("on a phone, a field's message is not hidden under the bar when Add to Cart finds it wrong", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openPage(page, "/custom-laptop-wraps?brand=Apple");
    const main = page.getByRole("main");
    await main.getByLabel(/^Design Name/).fill("Plain Lid");
    await main.getByLabel("Text Line 1").fill("PLAIN");
    const summary = page.getByRole("complementary", { name: "Summary" });
    await summary.getByRole("button", { name: "Add to Cart" }).click();
    await expect(main.getByLabel("Device Model")).toBeFocused();
    const message = main.getByText("Please enter your device model.");
    await expect
      .poll(async () => {
        const [text, bar] = await Promise.all([message.boundingBox(), summary.boundingBox()]);
        return text && bar ? text.y + text.height <= bar.y : false;
      })
      .toBe(true);
  });

  test("on a phone the preview comes first, and a bar at the bottom carries the price and Add to Cart", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    // Arriving from a brand page's Select link: the laptop is in the first screen, unscrolled.
    await openPage(page, "/shop/apple");
    await page.getByRole("link", { name: `Select ${macBookAir}` }).click();
    await pageReady(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const picture = await preview(page).boundingBox();
    expect(picture && picture.y + picture.height / 2 < phone.height).toBe(true);
    const device = await page.getByRole("group", { name: "Your device" }).boundingBox();
    expect(picture && device && picture.y < device.y).toBe(true);

    const summary = page.getByRole("complementary", { name: "Summary" });
    const bar = await summary.boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(phone.height);
    await expect(summary.getByRole("button", { name: "Add to Cart" })).toBeInViewport();
    await expect(summary).toContainText("$24.95");
    await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
    await expect(summary).toContainText("$34.95");
    // Far down the options, the preview is still in view, held under the header.
    await page.getByRole("main").getByLabel("Special Instructions").scrollIntoViewIfNeeded();
    await expect(preview(page)).toBeInViewport({ ratio: 1 });
    await expect(summary.getByRole("button", { name: "Show the preview" })).toBeHidden();

    // The page's end is not hidden under the bar: past the form, the bar stays at its end.
    await page.keyboard.press("End");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect
      .poll(async () => {
        const [footer, end] = await Promise.all([
          page.getByRole("contentinfo").boundingBox(),
          summary.boundingBox(),
        ]);
        return footer && end ? end.y + end.height <= footer.y : false;
      })
      .toBe(true);
  });
});

test.describe("the customizer at work", () => {
  test("at 1,280 × 720 the order bar covers no option and no part of the preview, at any scroll", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    // The text's choices too: every option the form offers.
    await page.getByRole("main").getByLabel("Text Line 1").fill("Night Shift");
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('aside[aria-labelledby="summary-heading"]')!;
      const picture = document.querySelector("#design-preview svg")!;
      const form = bar.closest("form")!;
      const controls = [
        ...form.querySelectorAll("input:not([type=hidden]), select, textarea, button, label"),
      ].filter((element) => !bar.contains(element) && !element.closest("#design-preview"));
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const found: string[] = [];
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 120) {
        window.scrollTo(0, y);
        const own = bar.getBoundingClientRect();
        if (overlaps(own, picture.getBoundingClientRect())) found.push(`${y}: the preview`);
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          if (box.width > 1 && overlaps(own, box))
            found.push(`${y}: ${control.outerHTML.slice(0, 60)}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
  });

  test("on a phone the placement controls are used with the preview in view above them", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const main = page.getByRole("main");
    const summary = page.getByRole("complementary", { name: "Summary" });
    const controls = [
      main.getByRole("button", { name: "Fit", exact: true }),
      main.getByLabel("Size (of lid width)"),
      main.getByLabel("Rotation"),
      main.getByLabel("Left to right"),
      main.getByLabel("Top to bottom"),
    ];
    for (const control of controls) {
      await control.focus();
      await expect
        .poll(async () => {
          const [picture, box, bar] = await Promise.all([
            preview(page).boundingBox(),
            control.boundingBox(),
            summary.boundingBox(),
          ]);
          if (!picture || !box || !bar) return "not drawn";
          if (picture.y < 0 || picture.y + picture.height > phone.height)
            return "preview out of view";
          if (box.y < picture.y + picture.height) return "control under the preview";
          if (box.y + box.height > bar.y) return "control under the bar";
          return "with the preview";
        })
        .toBe("with the preview");
    }
    // A slider moved shows on the preview above it.
    const before = await artworkTransform(page);
    await main.getByLabel("Rotation").press("ArrowRight");
    await expect.poll(() => artworkTransform(page)).not.toBe(before);
  });

  test("on a screen too short to hold the preview, the bar shows it small and brings it back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await openPage(page, customizer("Apple", macBookAir));
    await page.getByRole("main").getByLabel("Special Instructions").scrollIntoViewIfNeeded();
    await expect(preview(page)).not.toBeInViewport();
    const summary = page.getByRole("complementary", { name: "Summary" });
    await summary.getByRole("button", { name: "Show the preview" }).click();
    await expect(preview(page)).toBeInViewport();
  });
});

test.describe("on a touch screen", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test("keyboard-only hints are not shown; the touch hint is", async ({ page }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const hint = page.locator("#design-preview-hint");
    await expect(hint.getByText(/arrow keys/)).toBeHidden();
    await expect(hint.getByText(/pinch to resize/)).toBeVisible();
  });

  test("two fingers pinch the artwork larger", async ({ page }) => {
    await openPage(page, customizer("Apple", macBookAir));
    await upload(page);
    const scale = await placed(page, "placementScale");
    const centre = await lidPoint(page, 0.5, 0.5);
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(30) });
    for (const spread of [40, 50, 60]) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: fingers(spread),
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    // The fingers twice as far apart: the artwork twice the size.
    await expect.poll(() => placed(page, "placementScale")).toBeCloseTo(scale * 2, 1);
  });
});
