import { describe, expect, it } from "vitest";
import { brandBySlug, brands, modelSlug } from "#app/domain/catalog/index.ts";
import { brandDirectoryJsonLd, brandPageJsonLd } from "./shop-json-ld.ts";
import { modelRows } from "./model-rows.ts";
import { customizeHref, modelPath, templateRequestHref } from "./shop-links.ts";

const origin = "https://example.test";

describe("brandDirectoryJsonLd", () => {
  it("lists every brand page in catalog order with absolute URLs", () => {
    const page = {
      name: "Shop by Brand",
      description: "All brands.",
      path: "/laptop-wraps-by-brand",
    };
    const ld = brandDirectoryJsonLd(origin, page, brands);
    expect(ld.url).toBe("https://example.test/laptop-wraps-by-brand");
    const list = ld.mainEntity as { numberOfItems: number; itemListElement: unknown[] };
    expect(list.numberOfItems).toBe(brands.length);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Apple Laptop Wraps",
      url: "https://example.test/shop/apple",
    });
    expect(list.itemListElement.at(-1)).toMatchObject({
      position: brands.length,
      url: "https://example.test/shop/chromebook",
    });
  });
});

describe("brandPageJsonLd", () => {
  it("describes the brand page as part of the website and lists every model's page", () => {
    const brand = brandBySlug("hp");
    if (!brand) throw new Error("HP missing from the catalog");
    const ld = brandPageJsonLd(origin, brand, "HP wraps.", modelRows(brand));
    expect(ld).toMatchObject({
      "@type": "CollectionPage",
      name: "HP Laptop Wraps",
      description: "HP wraps.",
      url: "https://example.test/shop/hp",
      isPartOf: { "@id": "https://example.test/#website" },
      mainEntity: { "@type": "ItemList", numberOfItems: 26 },
    });
    const [first] = (ld.mainEntity as { itemListElement: unknown[] }).itemListElement;
    const model = brand.models[0];
    expect(first).toEqual({
      "@type": "ListItem",
      position: 1,
      name: model?.name,
      url: `https://example.test/shop/hp/${modelSlug(model!)}`,
    });
  });
});

describe("shop links", () => {
  it("gives a model's page under its brand's", () => {
    expect(
      modelPath({ slug: "apple" }, { name: "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)" }),
    ).toBe("/shop/apple/macbook-pro-14-inch-m4-pro-or-m4-max-2024");
  });

  it("encodes the brand name for the customizer", () => {
    expect(customizeHref({ name: "Apple" })).toBe("/custom-laptop-wraps?brand=Apple");
    expect(customizeHref({ name: "A & B" })).toBe("/custom-laptop-wraps?brand=A%20%26%20B");
  });

  it("fills the contact subject for template requests", () => {
    expect(templateRequestHref).toBe("/contact?subject=Template%20request");
  });
});
