import { type Page, expect, test } from "@playwright/test";
import { openPage, pageReady } from "./helpers.ts";

/** The carousel's slide number, as the dots announce it. */
async function activeSlide(page: Page) {
  const current = await page
    .getByRole("button", { name: /^Go to slide \d$/ })
    .evaluateAll((dots) => dots.map((dot) => dot.getAttribute("aria-current")));
  return current.indexOf("true") + 1;
}

/**
 * Opens the home page under the paused clock. Islands start after the load
 * event, the first paint and a frame, in tasks of their own: when the script
 * asks for that frame depends on the browser, so the clock moves a frame's
 * worth at a time until the carousel is running. The carousel's timer starts
 * within the last of those steps, at most 50 ms before this returns.
 */
async function openHome(page: Page) {
  await page.goto("/");
  const html = page.locator("html");
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return html.getAttribute("data-hydrated");
    })
    .toBe("true");
}

test.describe("home carousel", () => {
  // Time stands still unless a test moves it, so the interval is checked exactly.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-02T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-02T09:00:01Z"));
  });

  test("advances every 1.5 seconds and wraps around", async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Featured wraps" });
    await expect(carousel.getByRole("button", { name: /^Go to slide/ })).toHaveCount(5);
    expect(await activeSlide(page)).toBe(1);
    await page.clock.runFor(1400);
    expect(await activeSlide(page)).toBe(1);
    for (const expected of [2, 3, 4, 5, 1]) {
      await page.clock.runFor(expected === 2 ? 100 : 1500);
      await expect.poll(() => activeSlide(page)).toBe(expected);
    }
  });

  test("arrows and dots move it, in both directions around the ends", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Pause carousel" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe(5);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(() => activeSlide(page)).toBe(3);
  });

  test("pauses with the pause control, on hover and on focus", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Pause carousel" }).click();
    await expect(page.getByRole("button", { name: "Play carousel" })).toBeVisible();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(1);
    await page.getByRole("button", { name: "Play carousel" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(1600);
    await expect.poll(() => activeSlide(page)).toBe(2);

    await page.getByRole("region", { name: "Featured wraps" }).hover();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(2);
    await page.mouse.move(0, 0);

    await page.getByRole("button", { name: "Go to slide 4" }).focus();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(2);
  });

  test("does not move under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await expect(page.getByRole("button", { name: "Play carousel" })).toBeVisible();
    await page.clock.runFor(6000);
    expect(await activeSlide(page)).toBe(1);
  });

  // The home page is the site's front door: its one moving part needs no React.
  test("moves without loading React DOM", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(response.text());
    });
    await openHome(page);
    await expect(page.locator("[data-enhanced]")).toHaveCount(1);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes("__reactContainer$"))).toEqual([]);
  });

  test("the first slide's image is in the server HTML and loads first", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const firstImage = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(firstImage).toMatch(/width="\d+"/);
    expect(firstImage).not.toContain('loading="lazy"');
    // The other slides wait, hidden, for the carousel to start: their pictures load after the page.
    const slides = html.match(/<div[^>]*data-carousel-slide=""[^>]*>/g) ?? [];
    expect(slides.map((slide) => / hidden=""/.test(slide))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

test("home links to the customizer and the brand directory", async ({ page }) => {
  await openPage(page, "/");
  const main = page.getByRole("main");
  await expect(main.locator('a[href="/custom-laptop-wraps"]').first()).toBeVisible();
  await expect(main.locator('a[href="/laptop-wraps-by-brand"]').first()).toBeVisible();
});

test("FAQ keeps one answer open at a time, and an open one can be closed", async ({ page }) => {
  await openPage(page, "/faq");
  const main = page.getByRole("main");
  const questions = main.locator("details > summary");
  const answers = main.locator("details > div");
  await expect(questions).toHaveCount(7);
  await expect(answers.filter({ visible: true })).toHaveCount(0);
  await questions.nth(0).click();
  await expect(answers.nth(0)).toBeVisible();
  // By keyboard: the next question, Enter opens it and closes the first.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answers.nth(1)).toBeVisible();
  await expect(answers.nth(0)).toBeHidden();
  await expect(answers.filter({ visible: true })).toHaveCount(1);
  await questions.nth(1).click();
  await expect(answers.filter({ visible: true })).toHaveCount(0);
});

test("Careers: Learn More reveals the full job and Apply Now fills the contact subject", async ({
  page,
}) => {
  await openPage(page, "/careers");
  const job = page.getByRole("main").getByRole("article").first();
  const title = (await job.getByRole("heading", { level: 3 }).textContent())!;
  const details = job.getByRole("heading", { name: "What you will do" });
  await expect(details).toBeHidden();
  await job.getByText("Learn More").click();
  await expect(details).toBeVisible();
  await job.getByRole("link", { name: /Apply Now/ }).click();
  await expect(page).toHaveURL(/\/contact\?subject=/);
  await expect(page.getByLabel("Subject")).toHaveValue(`Application: ${title}`);
});

test("FAQ structured data carries the seven questions", async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { "@type": string; mainEntity?: unknown[] },
  );
  expect(blocks.find((block) => block["@type"] === "FAQPage")?.mainEntity).toHaveLength(7);
});

test.describe("reviews", () => {
  test("shows the summary, loads more, and counts Helpful once per visitor", async ({ page }) => {
    await openPage(page, "/reviews");
    const main = page.getByRole("main");
    await expect(main).toContainText("4.9");
    await expect(main).toContainText("2,847");
    const helpful = main.getByRole("button", { name: /Helpful/ });
    await expect(helpful).toHaveCount(6);
    await main.getByRole("button", { name: "Load More Reviews" }).click();
    await expect(helpful).toHaveCount(12);

    const first = helpful.first();
    const before = Number((await first.innerText()).match(/\d+/)?.[0]);
    await first.click();
    await expect(first).toContainText(String(before + 1));
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await first.click({ force: true });
    await expect(first).toContainText(String(before + 1));

    await page.reload();
    await pageReady(page);
    await expect(helpful.first()).toContainText(String(before + 1));
  });

  test("its buttons lead to the customizer and the products", async ({ page }) => {
    await openPage(page, "/reviews");
    await expect(page.getByRole("link", { name: "Start Your Order" })).toHaveAttribute(
      "href",
      "/custom-laptop-wraps",
    );
    await expect(page.getByRole("link", { name: "View Products" })).toHaveAttribute(
      "href",
      "/laptop-wraps-by-brand",
    );
  });
});
