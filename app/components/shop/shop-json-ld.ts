import type { Brand } from "~/domain/catalog";
import { absoluteUrl } from "~/lib/seo";
import { brandPath } from "./shop-links";

/** The brand directory as a CollectionPage whose main entity lists every brand page. */
export function brandDirectoryJsonLd(
  origin: string,
  page: { name: string; description: string; path: string },
  list: readonly Brand[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: absoluteUrl(origin, page.path),
    isPartOf: { "@id": `${origin}/#website` },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: list.length,
      itemListElement: list.map((brand, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: `${brand.name} Laptop Wraps`,
        url: absoluteUrl(origin, brandPath(brand)),
      })),
    },
  };
}

/**
 * One brand's page. Its model list is published by the catalog once the
 * models are in the domain; until then the page names only the brand.
 */
export function brandPageJsonLd(
  origin: string,
  brand: Brand,
  description: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: `${brand.name} Laptop Wraps`,
    description,
    url: absoluteUrl(origin, brandPath(brand)),
    isPartOf: { "@id": `${origin}/#website` },
    about: { "@type": "Brand", name: brand.name },
  };
}
