import type { Brand } from "#app/domain/catalog/index.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import type { ModelRow } from "./model-rows.ts";
import { brandPath } from "./shop-links.ts";

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

/** One brand's page as a CollectionPage whose main entity lists its models' pages. */
export function brandPageJsonLd(
  origin: string,
  brand: Brand,
  description: string,
  models: readonly Pick<ModelRow, "name" | "page">[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: `${brand.name} Laptop Wraps`,
    description,
    url: absoluteUrl(origin, brandPath(brand)),
    isPartOf: { "@id": `${origin}/#website` },
    about: { "@type": "Brand", name: brand.name },
    mainEntity: {
      "@type": "ItemList",
      name: `${brand.name} models we cut wraps for`,
      numberOfItems: models.length,
      itemListElement: models.map((model, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: model.name,
        url: absoluteUrl(origin, model.page),
      })),
    },
  };
}
