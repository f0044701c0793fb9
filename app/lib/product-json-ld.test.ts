import { describe, expect, it } from "vitest";
import { product } from "#app/domain/catalog/index.ts";
import { site } from "#app/domain/site.ts";
import { productJsonLd } from "./product-json-ld.ts";

describe("productJsonLd", () => {
  const block = productJsonLd({
    origin: "https://wraps.example",
    description: "DJ wraps",
    image: "/images/products/dj-macbook-pro-1440.webp",
  });

  it("names the one product, its brand and SKU from the catalog and site config", () => {
    expect(block).toMatchObject({
      "@type": "Product",
      "@id": "https://wraps.example/custom-laptop-wraps#product",
      name: product.title,
      sku: product.sku,
      description: "DJ wraps",
      brand: { "@type": "Brand", name: site.name },
      url: "https://wraps.example/custom-laptop-wraps",
      image: "https://wraps.example/images/products/dj-macbook-pro-1440.webp",
    });
  });

  it("offers each coverage at its catalog price, and the range around them", () => {
    expect(block.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 24.95,
      highPrice: 34.95,
      priceCurrency: "USD",
      offerCount: 2,
      offers: [
        { name: "Top Only", price: 24.95 },
        { name: "Top + Palmrest", price: 34.95 },
      ],
    });
  });
});
