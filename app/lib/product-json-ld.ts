import { coverageOptions, product } from "#app/domain/catalog/index.ts";
import { listPriceCents, listPriceRangeCents } from "#app/domain/pricing.ts";
import {
  freeShippingThreshold,
  production,
  returns,
  shippingMethods,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { absoluteUrl, ogImage } from "./seo.ts";

const productDescription =
  "Custom-printed, precision-cut adhesive vinyl wrap for your exact laptop model, with your own artwork, in matte or gloss.";

const standard = shippingMethods.find((method) => method.id === "standard");
const [fastestDays = 5, slowestDays = 7] = (standard?.days ?? "").split("–").map(Number);

/** How a wrap ships in the US: standard shipping, free over the threshold, made in a day or up to the peak. */
function shippingDetails(): Record<string, unknown> {
  const days = (min: number, max: number) => ({
    "@type": "QuantitativeValue",
    minValue: min,
    maxValue: max,
    unitCode: "DAY",
  });
  return {
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: standard?.price ?? 0,
      currency: product.currency,
    },
    freeShippingThreshold: {
      "@type": "MonetaryAmount",
      value: freeShippingThreshold,
      currency: product.currency,
    },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(production.standardDays, production.peakDays),
      transitTime: days(fastestDays, slowestDays),
    },
  };
}

/** Returns within the window, by mail, the customer paying the postage (policies.ts `returns`). */
function returnPolicy(): Record<string, unknown> {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "US",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: returns.windowDays,
    returnMethod: "https://schema.org/ReturnByMail",
    returnFees: "https://schema.org/ReturnShippingFees",
  };
}

/**
 * The one Product structured-data block (schema.org Product with its offers),
 * shared by the customizer, the use-case pages, the reviews page and each
 * model's page (which names its model, its page and its picture). Prices and
 * currency come from the catalog, so they always match what we charge.
 */
export function productJsonLd({
  origin,
  description = productDescription,
  image = ogImage.path,
  name = product.title,
  path = "/custom-laptop-wraps",
  sku = product.sku,
}: {
  origin: string;
  description?: string;
  /** Path of an image of the product. */
  image?: string;
  name?: string;
  /** The product's page. */
  path?: string;
  sku?: string;
}): Record<string, unknown> {
  const url = absoluteUrl(origin, path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name,
    productID: product.id,
    sku,
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
        shippingDetails: shippingDetails(),
        hasMerchantReturnPolicy: returnPolicy(),
      })),
    },
  };
}
