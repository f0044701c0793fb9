import { type Page, expect, test } from "@playwright/test";
import { brands, displaySize, templateFiles, templates } from "#app/domain/catalog/index.ts";
import { readPdf } from "../support/pdf.ts";
import { statedPageSize } from "../support/templates.ts";
import { openPage, pageReady } from "./helpers.ts";

const modelCounts: Record<string, number> = {
  apple: 21,
  dell: 54,
  hp: 26,
  lenovo: 39,
  microsoft: 7,
  asus: 60,
  acer: 15,
  chromebook: 14,
};

function selectHref(brandName: string, modelName: string) {
  return `/custom-laptop-wraps?brand=${encodeURIComponent(brandName)}&model=${encodeURIComponent(modelName)}`;
}

test.describe("brand directory", () => {
  test("shows Popular Brands with their badge, all eight brands and the help card", async ({
    page,
  }) => {
    await openPage(page, "/laptop-wraps-by-brand");
    const popular = page.getByRole("region", { name: "Popular Brands" });
    await expect(popular.getByRole("listitem")).toHaveCount(4);
    for (const name of ["Apple", "Dell", "HP", "Lenovo"]) {
      const card = popular.getByRole("listitem").filter({ hasText: name });
      await expect(card.getByText("Most Ordered")).toBeVisible();
      await expect(card.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/shop/${name.toLowerCase()}`,
      );
    }
    const all = page.getByRole("region", { name: "All Brands" });
    for (const brand of brands) {
      await expect(all.getByRole("link", { name: brand.name, exact: true })).toHaveAttribute(
        "href",
        `/shop/${brand.slug}`,
      );
      await expect(all.getByText(brand.description)).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Model Finder Tool" })).toHaveAttribute(
      "href",
      "/custom-laptop-wraps",
    );
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("brand model pages", () => {
  for (const brand of brands) {
    test(`/shop/${brand.slug} lists its ${modelCounts[brand.slug]} models with Select links`, async ({
      request,
      page,
    }) => {
      await openPage(page, `/shop/${brand.slug}`);
      const list = page.getByRole("region", { name: `Choose your ${brand.name} model` });
      const selects = list.getByRole("link", { name: /^Select / });
      await expect(selects).toHaveCount(modelCounts[brand.slug] ?? -1);
      const hrefs = await selects.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(hrefs).toEqual(brand.models.map((model) => selectHref(brand.name, model.name)));

      // Apple: size and chip; Dell and Microsoft: display size; others: the name only.
      const [first] = brand.models;
      const firstItem = list.getByRole("listitem").first();
      await expect(firstItem).toContainText(first?.name ?? "");
      if (brand.modelDetail === "size-and-chip") {
        await expect(firstItem).toContainText(`${displaySize(first!)} · ${first?.chip}`);
      } else if (brand.modelDetail === "size") {
        await expect(firstItem).toContainText(displaySize(first!));
      } else {
        await expect(firstItem).not.toContainText(displaySize(first!));
      }

      await expect(
        page.getByRole("link", { name: `Customize Your ${brand.name}` }),
      ).toHaveAttribute("href", /^\/custom-laptop-wraps/);
      await expect(page.getByRole("link", { name: "← Back to Brands" })).toHaveAttribute(
        "href",
        "/laptop-wraps-by-brand",
      );
      const missing = page.getByRole("region", { name: "Don't see your model?" });
      await expect(missing.getByRole("link").first()).toHaveAttribute("href", "/contact");
      await expect(missing.getByRole("link").nth(1)).toHaveAttribute(
        "href",
        "/custom-laptop-wraps",
      );

      // Structured data: a CollectionPage listing every model.
      const html = await (await request.get(`/shop/${brand.slug}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      const collection = blocks
        .map((block) => JSON.parse(block[1] ?? "null") as Record<string, unknown>)
        .find((node) => node["@type"] === "CollectionPage");
      const entity = collection?.mainEntity as {
        numberOfItems: number;
        itemListElement: { name: string }[];
      };
      expect(entity.numberOfItems).toBe(brand.models.length);
      expect(entity.itemListElement.map((item) => item.name)).toEqual(
        brand.models.map((model) => model.name),
      );
    });
  }

  test("the filter box narrows a long list by name, number or Apple A number", async ({ page }) => {
    await openPage(page, "/shop/dell");
    const filter = page.getByLabel("Find your Dell model");
    const list = page.getByRole("region", { name: "Choose your Dell model" });
    const selects = list.getByRole("link", { name: /^Select / });
    await filter.fill("xps13 9340");
    await expect(selects).toHaveCount(1);
    await expect(selects).toHaveAccessibleName("Select XPS 13 9340");
    await expect(list.getByRole("status")).toHaveText("1 of 54 Dell models match");
    await filter.fill("Alienware");
    await expect(selects).toHaveCount(7);
    await filter.fill("zzz");
    await expect(selects).toHaveCount(0);
    await expect(list).toContainText("No Dell model matches “zzz”.");
    await filter.fill("");
    await expect(selects).toHaveCount(54);

    await openPage(page, "/shop/apple");
    const appleFilter = page.getByLabel("Find your Apple model");
    await expect(appleFilter).toHaveAttribute("placeholder", "e.g. Air 15 or A3113");
    await appleFilter.fill("a2681");
    // A strict-mode violation fails at once instead of retrying: wait for the count first.
    const appleSelects = page.getByRole("link", { name: /^Select / });
    await expect(appleSelects).toHaveCount(1);
    await expect(appleSelects).toHaveAccessibleName("Select MacBook Air (13-inch, M2, 2022)");
    await appleFilter.fill("air 15");
    await expect(appleSelects).toHaveCount(3);
  });

  test("a Select link opens the customizer with brand and model filled in", async ({ page }) => {
    const model = "MacBook Pro (14-inch, M3 Pro or M3 Max, Nov 2023)";
    await openPage(page, "/shop/apple");
    await page.getByRole("link", { name: `Select ${model}` }).click();
    await expect(page).toHaveURL(selectHref("Apple", model));
    await pageReady(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Device Brand")).toHaveValue("Apple");
    await expect(main.getByLabel("Device Model")).toHaveValue(model);

    await openPage(page, "/shop/chromebook");
    await page.getByRole("link", { name: "Select Dell Chromebook 3120" }).click();
    await expect(page.getByRole("main").getByLabel("Device Brand")).toHaveValue("Chromebook");
    await expect(page.getByRole("main").getByLabel("Device Model")).toHaveValue(
      "Dell Chromebook 3120",
    );
  });
});

test.describe("templates and model finder", () => {
  /** The model column of the rows shown, as a locator (so assertions on it retry). */
  function shownModels(page: Page) {
    return page.getByRole("region", { name: "Print templates" }).getByRole("rowheader");
  }

  test("filters live: brand exactly, search within model or brand, both, and clear", async ({
    page,
  }) => {
    await openPage(page, "/templates-model-finder");
    const search = page.getByPlaceholder("Search laptop model...");
    const brand = page.getByLabel("Brand", { exact: true });
    const count = page.getByRole("status").filter({ hasText: "template(s) found" });
    await expect(count).toHaveText("8 template(s) found");
    await expect(shownModels(page)).toHaveText(templates.map((template) => template.model));
    await expect(brand.locator("option").first()).toHaveText("Select Brand");
    await expect(brand.locator("option")).toHaveText([
      "Select Brand",
      "Apple",
      "ASUS",
      "Acer",
      "Dell",
      "HP",
      "Lenovo",
      "Microsoft",
      "Razer",
      "Samsung",
      "Chromebook",
    ]);

    await brand.selectOption("Dell");
    await expect(count).toHaveText("2 template(s) found");
    await expect(shownModels(page)).toHaveText(["XPS 13", "XPS 15"]);

    await brand.selectOption("");
    await search.fill("MACBOOK pro");
    await expect(count).toHaveText("2 template(s) found");
    await search.fill("lenovo");
    await expect(shownModels(page)).toHaveText(["ThinkPad X1 Carbon Gen 9"]);
    await search.fill("A2681");
    await expect(shownModels(page)).toHaveText(["MacBook Air 13"]);

    await search.fill("16");
    await brand.selectOption("Apple");
    await expect(count).toHaveText("1 template(s) found");
    await expect(shownModels(page)).toHaveText(["MacBook Pro 16"]);

    await brand.selectOption("Razer");
    await expect(count).toHaveText("0 template(s) found");
    await expect(page.getByText("No templates found matching your criteria.")).toBeVisible();
    await expect(
      page.getByText(
        "Don't see your model? Contact us and we'll create a custom template for you!",
      ),
    ).toBeVisible();

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search).toHaveValue("");
    await expect(brand).toHaveValue("");
    await expect(count).toHaveText("8 template(s) found");
  });

  test("Preview shows the template in a dialog that Escape or the backdrop closes", async ({
    page,
  }) => {
    await openPage(page, "/templates-model-finder");
    const preview = page.getByRole("button", { name: "Preview XPS 13" });
    await preview.click();
    const dialog = page.getByRole("dialog", { name: "Dell XPS 13 template" });
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole("img");
    await expect(image).toHaveAttribute("src", "/templates/dell-xps-13.svg");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(preview).toBeFocused();

    // A click on the backdrop closes it too.
    await preview.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test("Download gives a PDF and an SVG whose stated size matches the catalog", async ({
    page,
  }) => {
    await openPage(page, "/templates-model-finder");
    const template = templates[0]!;
    const file = template.files[0]!;
    const size = statedPageSize(file.lid);
    await page.getByRole("button", { name: `Download ${template.model}` }).click();
    const menu = page.locator("[popover]:popover-open");
    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      menu.getByRole("link", { name: /^PDF template/ }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe("apple-macbook-air-13-wrap-template.pdf");
    const pdf = await readPdf(
      new Uint8Array(await readStream(await pdfDownload.createReadStream())),
    );
    expect(pdf.pageInches).toEqual(size);
    expect(pdf.layers).toContain("Cut line");

    // The menu stays open for the other format.
    const [svgDownload] = await Promise.all([
      page.waitForEvent("download"),
      menu.getByRole("link", { name: /^SVG template/ }).click(),
    ]);
    const svg = (await readStream(await svgDownload.createReadStream())).toString("utf8");
    expect(svg).toContain(`width="${size.width}in" height="${size.height}in"`);
  });

  test("every template file opens at its stated size: SVG in the browser, PDF in a PDF reader", async ({
    page,
    request,
  }) => {
    for (const file of templateFiles) {
      const size = statedPageSize(file.lid);
      await page.goto(`/templates/${file.slug}.svg`);
      // Chromium renders SVG inches at 96 CSS pixels each.
      const box = await page.locator("svg").evaluate((svg) => svg.getBoundingClientRect().toJSON());
      expect(Math.round(box.width)).toBe(Math.round(size.width * 96));
      expect(Math.round(box.height)).toBe(Math.round(size.height * 96));

      const response = await request.get(`/templates/${file.slug}.pdf`);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const pdf = await readPdf(new Uint8Array(await response.body()));
      expect(pdf.pageInches, file.slug).toEqual(size);
    }
    // Every format the Template Guidelines list is served for each template.
    const types = { ai: "postscript", eps: "postscript", png: "image/png", jpg: "image/jpeg" };
    for (const [extension, type] of Object.entries(types)) {
      const response = await request.get(`/templates/${templateFiles[0]!.slug}.${extension}`);
      expect(response.status(), extension).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
    }
    expect((await request.get("/templates/apple-macbook-air-99.pdf")).status()).toBe(404);
    expect((await request.get("/templates/apple-macbook-air-13.exe")).status()).toBe(404);
  });

  test("Popular Template Downloads offers the first four templates", async ({ page }) => {
    await openPage(page, "/templates-model-finder");
    const popular = page.getByRole("region", { name: "Popular Template Downloads" });
    await expect(popular.getByRole("heading", { level: 3 })).toHaveText(
      templates.slice(0, 4).map((template) => `${template.brand} ${template.model}`),
    );
    await expect(popular.getByRole("link", { name: /^PDF template/ })).toHaveCount(4);
    await expect(popular.getByRole("link", { name: /^PDF template/ }).first()).toHaveAttribute(
      "href",
      "/templates/apple-macbook-air-13.pdf",
    );
  });

  test("Contact Design Team opens the contact form with the subject filled", async ({ page }) => {
    await openPage(page, "/templates-model-finder");
    await page.getByRole("link", { name: "Contact Design Team" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByLabel("Subject")).toHaveValue("Template request");
  });
});

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
