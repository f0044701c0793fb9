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

  it("says how each offer ships and how it comes back (US, free over $50, 30 days)", () => {
    const offers = (block.offers as { offers: Record<string, unknown>[] }).offers;
    for (const offer of offers) {
      expect(offer["shippingDetails"]).toMatchObject({
        shippingRate: { value: 4.99, currency: "USD" },
        freeShippingThreshold: { value: 50, currency: "USD" },
        shippingDestination: { addressCountry: "US" },
        deliveryTime: {
          handlingTime: { minValue: 1, maxValue: 3, unitCode: "DAY" },
          transitTime: { minValue: 5, maxValue: 7, unitCode: "DAY" },
        },
      });
      expect(offer["hasMerchantReturnPolicy"]).toMatchObject({
        merchantReturnDays: 30,
        returnFees: "https://schema.org/ReturnShippingFees",
      });
    }
  });

  it("names a model's own wrap, page and picture on its page", () => {
    const model = productJsonLd({
      origin: "https://wraps.example",
      name: "Dell XPS 13 9350 laptop wrap",
      path: "/shop/dell/xps-13-9350",
      sku: "WC-WRAP-dell-xps-13-9350",
      image: "/images/models/dell/xps-13-9350/dj-neon-1080.webp",
    });
    expect(model).toMatchObject({
      "@id": "https://wraps.example/shop/dell/xps-13-9350#product",
      name: "Dell XPS 13 9350 laptop wrap",
      url: "https://wraps.example/shop/dell/xps-13-9350",
      image: "https://wraps.example/images/models/dell/xps-13-9350/dj-neon-1080.webp",
    });
    expect(model).not.toHaveProperty("aggregateRating");
  });
});
