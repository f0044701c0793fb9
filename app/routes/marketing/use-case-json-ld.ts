import { coverageOptions, currency, priceRange, product } from "~/domain/catalog";
import { site } from "~/domain/site";
import { absoluteUrl } from "~/lib/seo";

/**
 * Product structured data for a use-case page. The price range comes from the
 * catalog (PRODUCT.md section 1), so a price change reaches search results too.
 */
export function productJsonLdForUseCase({
  origin,
  path,
  description,
  image,
}: {
  origin: string;
  path: string;
  description: string;
  image: string;
}): Record<string, unknown> {
  const url = absoluteUrl(origin, path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description,
    sku: product.sku,
    brand: { "@type": "Brand", name: site.name },
    image: absoluteUrl(origin, image),
    url,
    offers: {
      "@type": "AggregateOffer",
      lowPrice: priceRange.low,
      highPrice: priceRange.high,
      priceCurrency: currency,
      offerCount: coverageOptions.length,
      availability: "https://schema.org/InStock",
      url,
    },
  };
}
