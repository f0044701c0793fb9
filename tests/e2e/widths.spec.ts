import { type Page, expect, test } from "@playwright/test";
import { pngFile } from "../support/artwork.ts";
import { addDesignToCart, uploadArtwork } from "../support/cart.ts";
import { openPage, samplePaths } from "./helpers.ts";

/** The widths every page must fit, from a small phone to a wide desktop. */
const widths = [320, 390, 768, 1024, 1280, 1440, 1920];

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The header's visible parts (logo, links, buttons), each with the number of
 * lines its text takes and its box: no link may wrap or touch another.
 */
const headerParts = (page: Page) =>
  page.locator("body > header").evaluate((header) => {
    const parts = [
      ...header.querySelectorAll<HTMLElement>(
        ":scope > div > a, :scope > div > nav > ul > li > *, :scope > div > div > a, :scope > div > div > button",
      ),
    ].filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0);
    return parts.map((element) => {
      // The tops of the rendered lines of its text (text read only by screen readers is clipped to 1 px).
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.height >= 4) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
      const box = element.getBoundingClientRect();
      return {
        name: element.textContent.trim() || element.getAttribute("aria-label") || element.tagName,
        lines,
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
      };
    });
  });

type Part = Awaited<ReturnType<typeof headerParts>>[number];
const overlaps = (a: Part, b: Part) =>
  a.box.left < b.box.right - 0.5 &&
  b.box.left < a.box.right - 0.5 &&
  a.box.top < b.box.bottom - 0.5 &&
  b.box.top < a.box.bottom - 0.5;

test.describe("every page at every width", () => {
  let cartId: string;
  test.beforeAll(async ({ baseURL }) => {
    const origin = baseURL!;
    const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000));
    ({ cartId } = await addDesignToCart(origin, { artworkId, designName: "Width Check" }));
  });

  for (const width of widths) {
    test(`${width} px: nothing scrolls sideways and the header's links keep to one line each`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: "cart", value: cartId, url: baseURL! }]);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const path of [
        ...samplePaths,
        "/search?q=macbook",
        "/cart",
        "/checkout",
        "/no-such-page",
      ]) {
        if (path === "/no-such-page") await page.goto(path);
        else await openPage(page, path);
        const past = await overflow(page);
        if (past > 0) problems.push(`${path}: scrolls ${past} px sideways`);
        const parts = await headerParts(page);
        for (const part of parts) {
          if (part.lines > 1) problems.push(`${path}: "${part.name}" on ${part.lines} lines`);
        }
        parts.forEach((part, index) => {
          for (const other of parts.slice(index + 1)) {
            if (overlaps(part, other))
              problems.push(`${path}: "${part.name}" touches "${other.name}"`);
          }
        });
      }
      expect(problems).toEqual([]);
    });
  }
});
