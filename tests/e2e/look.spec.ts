import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { fontUrl } from "#app/config/font.ts";
import { brands } from "#app/domain/catalog/index.ts";
import { steps } from "#app/routes/marketing/how-it-works-content.ts";
import { openPage, samplePaths } from "./helpers.ts";

test("the typeface comes from our own origin after the first page's paint and sets every later page", async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { typefaceAtStart?: string }).typefaceAtStart =
        document.documentElement.dataset.typeface ?? "none";
    });
  });
  const headingFamily = () =>
    page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
  const typefaceAtStart = () =>
    page.evaluate(() => (window as { typefaceAtStart?: string }).typefaceAtStart);

  // The first page: painted in the metric-matched fallback, the face fetched after the paint and
  // not swapped in (the lines would move).
  await openPage(page, "/");
  expect(await typefaceAtStart()).toBe("none");
  await expect(page.locator("html")).toHaveAttribute("data-typeface", "loaded");
  await expect(page.locator("head link[rel=preload][as=font]")).toHaveCount(0);
  expect(fontRequests).toEqual([new URL(fontUrl, baseURL).href]);
  const timing = await page.evaluate(
    (url) => ({
      font: performance.getEntriesByName(url)[0]?.startTime ?? -1,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    }),
    new URL(fontUrl, baseURL).href,
  );
  expect(timing.font, "the typeface was fetched after the first paint").toBeGreaterThan(
    timing.paint,
  );
  expect(await headingFamily()).toMatch(/^"Plus Jakarta Sans Fallback"/);
  // The web app manifest is linked after the first paint too.
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/site.webmanifest",
  );

  // Every later page is set in the face from the start.
  await openPage(page, "/about");
  expect(await typefaceAtStart()).toBe("ready");
  expect(await headingFamily()).toMatch(/^"Plus Jakarta Sans", "Plus Jakarta Sans Fallback"/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans"')))
    .toBe(true);
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

test("every picture on every page has its dimensions and alt text", async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  for (const path of samplePaths) {
    await openPage(page, path);
    const images = await page.locator("body img").evaluateAll((elements) =>
      elements.map((image) => ({
        src: image.getAttribute("src"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        alt: image.getAttribute("alt"),
      })),
    );
    for (const image of images) {
      if (!image.width || !image.height) problems.push(`${path}: ${image.src} has no dimensions`);
      // An empty alt marks a decorative picture; a product picture always says what it shows.
      if (image.alt === null || (image.src?.startsWith("/images/products/") && !image.alt))
        problems.push(`${path}: ${image.src} has no alt text`);
    }
  }
  expect(problems).toEqual([]);
});

test("the product pictures come from our renderer, as AVIF and WebP at every width they list", async ({
  page,
  request,
}) => {
  await openPage(page, "/laptop-wraps-by-brand");
  const popular = page.getByRole("region", { name: "Popular Brands" });
  const pictures = popular.locator("picture");
  await expect(pictures).toHaveCount(4);
  // Each brand shows its own device, not one shape in different colours.
  const sources = await pictures.evaluateAll((elements) =>
    elements.map((picture) => ({
      avif: picture.querySelector("source[type='image/avif']")?.getAttribute("srcset") ?? "",
      webp: picture.querySelector("img")?.getAttribute("srcset") ?? "",
      alt: picture.querySelector("img")?.getAttribute("alt") ?? "",
    })),
  );
  expect(new Set(sources.map((source) => source.webp)).size).toBe(4);
  expect(sources.map((source) => source.alt)).toEqual([
    expect.stringContaining("MacBook Air"),
    expect.stringContaining("Dell XPS"),
    expect.stringContaining("HP EliteBook"),
    expect.stringContaining("ThinkPad"),
  ]);
  const [first] = sources;
  for (const [list, format] of [
    [first!.avif, "heif"],
    [first!.webp, "webp"],
  ] as const) {
    for (const candidate of list.split(", ")) {
      const [url = "", descriptor = ""] = candidate.split(" ");
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const metadata = await sharp(await response.body()).metadata();
      expect({ format: metadata.format, width: `${metadata.width}w` }).toEqual({
        format,
        width: descriptor,
      });
    }
  }
  // Chromium takes the AVIF.
  const shown = popular.locator("img").first();
  await shown.scrollIntoViewIfNeeded();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\/images\/products\/apple-macbook-air-\d+\.avif$/);
});

test("the home page's brand strip names every brand we cut for, each linking to its page", async ({
  page,
}) => {
  await openPage(page, "/");
  const strip = page.getByRole("region", { name: /^Cut for \d+ models from$/ });
  const links = strip.getByRole("link");
  await expect(links).toHaveText(brands.map((brand) => brand.name));
  await links.filter({ hasText: "Chromebook" }).click();
  await expect(page).toHaveURL(/\/shop\/chromebook$/);
});

test("each how-it-works step shows its picture beside the step on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/how-it-works");
  for (const { id } of steps) {
    const step = page.locator(`#${id}`);
    const text = (await step.getByRole("heading").boundingBox())!;
    const picture = (await step.getByRole("img").boundingBox())!;
    expect(picture.x).toBeGreaterThan(text.x + text.width);
    expect(picture.y).toBeLessThan(text.y + 200);
  }
});

test("shared links show the social image drawn by our renderer", async ({ page, request }) => {
  await openPage(page, "/");
  const url = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(new URL(url!).pathname);
  expect(response.headers()["content-type"]).toBe("image/png");
  const { width, height } = await sharp(await response.body()).metadata();
  expect({ width, height }).toEqual({ width: 1200, height: 630 });
});

test("the About band's numbers line up, whatever their labels' lengths", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/about");
  const band = page.getByRole("region", { name: "WrapCraft in numbers" });
  const tops = await band
    .locator("dd")
    .evaluateAll((numbers) => numbers.map((number) => number.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
});

test("the review counts agree: all reviews counted, a selection featured", async ({ page }) => {
  await openPage(page, "/");
  await expect(page.getByRole("main")).toContainText("Rated 4.9 out of 5 in 2,847 reviews.");
  await page.getByRole("link", { name: "Read what customers say" }).click();
  await expect(page.getByRole("region", { name: "Featured reviews" })).toContainText(
    /A selection of \d+ of our 2,847 reviews/,
  );
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
