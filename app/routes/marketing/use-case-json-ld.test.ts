import { describe, expect, it } from "vitest";
import { currency, priceRange, product } from "~/domain/catalog";
import { site } from "~/domain/site";
import { productJsonLdForUseCase } from "./use-case-json-ld";

describe("productJsonLdForUseCase", () => {
  const block = productJsonLdForUseCase({
    origin: "https://wraps.example",
    path: "/dj-laptop-wraps-skins",
    description: "DJ wraps",
    image: "/images/use-cases/dj.svg",
  });

  it("names the product, its brand and SKU from the catalog and site config", () => {
    expect(block).toMatchObject({
      "@type": "Product",
      name: "Custom Laptop Wrap",
      sku: product.sku,
      brand: { "@type": "Brand", name: site.name },
      url: "https://wraps.example/dj-laptop-wraps-skins",
      image: "https://wraps.example/images/use-cases/dj.svg",
    });
  });

  it("offers the catalog's price range in its currency", () => {
    expect(block.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: priceRange.low,
      highPrice: priceRange.high,
      priceCurrency: currency,
    });
    expect(priceRange.low).toBeLessThan(priceRange.high);
  });
});
