import { expect, test } from "@playwright/test";
import { modelPath } from "#app/components/shop/shop-links.ts";
import { brands, findModel } from "#app/domain/catalog/index.ts";
import { readPdf } from "../support/pdf.ts";
import { openPage, pageReady } from "./helpers.ts";

type Node = Record<string, unknown>;

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );

const unescape = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

test.describe("a page for every model (issue 35)", () => {
  for (const brand of brands) {
    test(`every ${brand.name} model has a page linked from /shop/${brand.slug}, with its picture, price and Product data`, async ({
      request,
    }) => {
      const brandHtml = await (await request.get(`/shop/${brand.slug}`)).text();
      const linked = new Set(
        [...brandHtml.matchAll(new RegExp(`href="(/shop/${brand.slug}/[a-z0-9-]+)"`, "g"))].map(
          (match) => match[1],
        ),
      );
      const expected = brand.models.map((model) => modelPath(brand, model));
      expect([...linked].sort()).toEqual([...expected].sort());

      for (const model of brand.models) {
        const path = modelPath(brand, model);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain("$24.95");
        expect(html, path).toContain("$34.95");
        // Its main picture: the model rendered in 3D, as a file of its own.
        const picture = /<img src="(\/images\/models\/[^"]+-1080\.webp)"/.exec(html)?.[1];
        expect(picture, `${path} has its picture`).toBeDefined();
        expect(picture).toContain(path.slice("/shop".length));

        const blocks = jsonLdOf(html);
        const productBlock = blocks.find((block) => block["@type"] === "Product");
        expect(productBlock, `${path} Product`).toBeDefined();
        const productData = productBlock!;
        expect(unescape(String(productData["name"]))).toContain(model.name);
        expect(productData["url"]).toMatch(new RegExp(`${path}$`));
        expect(productData["image"]).toMatch(new RegExp(`${picture}$`));
        expect(productData).not.toHaveProperty("aggregateRating");
        const offers = (productData["offers"] as Node)["offers"] as Node[];
        expect(offers.map((offer) => offer["price"])).toEqual([24.95, 34.95]);
        for (const offer of offers) {
          expect(offer["availability"]).toBe("https://schema.org/InStock");
          expect(offer["shippingDetails"]).toMatchObject({
            "@type": "OfferShippingDetails",
            shippingDestination: { addressCountry: "US" },
          });
          expect(offer["hasMerchantReturnPolicy"]).toMatchObject({
            "@type": "MerchantReturnPolicy",
            merchantReturnDays: 30,
          });
        }
        const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
        expect(
          (crumbs?.["itemListElement"] as Node[]).map((item) => unescape(String(item["name"]))),
        ).toEqual(["Home", "Shop by Brand", brand.name, model.name]);
      }
    });
  }

  test("a model's pictures are 3D renders of it in each design, the cards' fetched only near the screen; a missing one is a 404", async ({
    page,
    request,
  }) => {
    const render = await request.get("/images/models/dell/xps-13-9350/abstract-waves-720.avif");
    expect(render.status()).toBe(200);
    expect(render.headers()["content-type"]).toBe("image/avif");
    for (const path of [
      "/images/models/dell/xps-13-9350/not-a-design-720.avif",
      "/images/models/dell/no-such-model/dj-neon-720.avif",
      "/images/models/dell/xps-13-9350/dj-neon.svg",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get("/shop/dell/no-such-model")).status()).toBe(404);

    await openPage(page, "/shop/dell/xps-13-9350");
    const designs = page.getByRole("region", { name: "Designs made for the Dell XPS 13 9350" });
    const cards = designs.getByRole("img", { name: /^Dell XPS 13 9350 wearing a/ });
    await expect(cards).toHaveCount(3);
    const loading = await cards.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).getAttribute("loading")),
    );
    expect(loading).toEqual(["lazy", "lazy", "lazy"]);
    await designs.scrollIntoViewIfNeeded();
    for (const card of await cards.all()) {
      await expect
        .poll(() =>
          card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(300);
      const source = await card.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(source).toMatch(/\/images\/models\/dell\/xps-13-9350\/[a-z-]+-(360|720)\.avif$/);
      // Each card is another design than the main picture's.
      expect(source).not.toContain("abstract-waves");
    }
  });

  test("the model page shows its picture, size and outline, and Customize this model fills the customizer", async ({
    page,
  }) => {
    const brand = brands.find((candidate) => candidate.slug === "dell")!;
    const model = findModel("Dell", "Latitude 7450")!;
    await openPage(page, modelPath(brand, model));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Dell Latitude 7450 Skin & Wrap",
    );
    const picture = page.getByRole("img", { name: /^Dell Latitude 7450 wearing/ }).first();
    await expect(picture).toBeVisible();
    // The 3D render, at one of its widths (the browser picks it for the slot).
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/images\/models\/dell\/latitude-7450\/[a-z-]+-(360|720|1080)\.avif$/,
    );
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      300,
    );
    const facts = page.getByRole("region", { name: "Cut for the Dell Latitude 7450" });
    await expect(facts.getByRole("definition").nth(1)).toHaveText(/^\d+\.\d\d in × \d+\.\d\d in/);
    await expect(facts).toContainText("We confirm the cut outline for your exact model");

    await page.getByRole("link", { name: "Customize this model" }).click();
    await pageReady(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Device Brand")).toHaveValue("Dell");
    await expect(main.getByLabel("Device Model")).toHaveValue("Latitude 7450");
  });

  test("a model without a published template still downloads its own, drawn to its outline", async ({
    page,
    request,
  }) => {
    await openPage(page, "/shop/hp/probook-440-g10");
    const pdfLink = page.getByRole("link", { name: "PDF template for the ProBook 440 G10" });
    const href = await pdfLink.getAttribute("href");
    expect(href).toBe("/templates/hp-probook-440-g10.pdf");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await readPdf(new Uint8Array(await response.body()));
    expect(pdf.title).toBe("HP ProBook 440 G10 wrap template");
    // Asked whether it is there (a link checker's HEAD), it answers without drawing it.
    const head = await request.head("/templates/hp-probook-440-g10.png");
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("image/png");
    expect((await request.head("/templates/hp-no-such-model.png")).status()).toBe(404);
  });

  test("search finds a model and lands on its page", async ({ page }) => {
    await openPage(page, "/search?q=xps%2013%209350");
    await page.getByRole("link", { name: "XPS 13 9350" }).first().click();
    await expect(page).toHaveURL("/shop/dell/xps-13-9350");
  });
});
