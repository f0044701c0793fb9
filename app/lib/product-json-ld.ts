import { coverageOptions, product } from "#app/domain/catalog/index.ts";
import { listPriceCents, listPriceRangeCents } from "#app/domain/pricing.ts";
import { site } from "#app/domain/site.ts";
import { absoluteUrl, ogImage } from "./seo.ts";

const productDescription =
  "Custom-printed, precision-cut adhesive vinyl wrap for your exact laptop model, with your own artwork, in matte or gloss.";

/**
 * The one Product structured-data block (schema.org Product with its offers),
 * shared by the customizer, the use-case pages and the reviews page. Prices
 * and currency come from the catalog, so they always match what we charge.
 */
export function productJsonLd({
  origin,
  description = productDescription,
  image = ogImage.path,
}: {
  origin: string;
  description?: string;
  /** Path of an image of the product. */
  image?: string;
}): Record<string, unknown> {
  const url = absoluteUrl(origin, "/custom-laptop-wraps");
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    productID: product.id,
    sku: product.sku,
    description,
    image: absoluteUrl(origin, image),
    url,
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: product.currency,
      lowPrice: listPriceRangeCents.low / 100,
      highPrice: listPriceRangeCents.high / 100,
      offerCount: coverageOptions.length,
      availability: "https://schema.org/InStock",
      url,
      offers: coverageOptions.map((option) => ({
        "@type": "Offer",
        name: option.label,
        price: listPriceCents(option.id) / 100,
        priceCurrency: product.currency,
        availability: "https://schema.org/InStock",
        url,
      })),
    },
  };
}
