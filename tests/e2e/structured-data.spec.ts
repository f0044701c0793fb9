import { expect, test } from "@playwright/test";
import { currency } from "#app/domain/catalog/index.ts";
import { jobOpenings } from "#app/domain/careers.ts";
import { publicPaths } from "./helpers.ts";

type Node = Record<string, unknown>;

/**
 * Required properties of each schema.org type the site publishes (those
 * search engines need to show a rich result); "a|b" means either will do. A
 * type not listed here fails, so a new kind of structured data arrives with
 * its own rules.
 */
const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url", "potentialAction"],
  SearchAction: ["target", "query-input"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  Product: ["name", "sku", "offers", "brand"],
  AggregateOffer: ["lowPrice", "highPrice", "priceCurrency"],
  Offer: ["price", "priceCurrency"],
  AggregateRating: ["ratingValue", "reviewCount"],
  Review: ["author", "reviewRating"],
  Rating: ["ratingValue"],
  HowTo: ["name", "step"],
  HowToStep: ["name", "text|itemListElement"],
  HowToDirection: ["text"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "baseSalary"],
  MonetaryAmount: ["currency", "value"],
  CollectionPage: ["name", "url"],
  AboutPage: ["name", "url"],
  ItemList: ["itemListElement"],
  PropertyValueSpecification: ["valueName", "valueRequired"],
  OfferShippingDetails: ["shippingRate", "shippingDestination", "deliveryTime"],
  ShippingDeliveryTime: ["handlingTime", "transitTime"],
  DefinedRegion: ["addressCountry"],
  MerchantReturnPolicy: ["applicableCountry", "returnPolicyCategory"],
};

/** Types that appear nested, whose properties we do not require. */
const free = new Set([
  "Brand",
  "Person",
  "PostalAddress",
  "ContactPoint",
  "OpeningHoursSpecification",
  "EntryPoint",
  "Place",
  "Country",
  "QuantitativeValue",
  "HowToTool",
  "HowToSupply",
  "WebPage",
  "PropertyValue",
]);

function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === "object") {
    const node = value as Node;
    if (typeof node["@type"] === "string") yield node;
    for (const child of Object.values(node)) yield* nodes(child);
  }
}

async function jsonLd(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}

for (const path of publicPaths) {
  test(`${path}: structured data is valid schema.org`, async ({ request }) => {
    const blocks = await jsonLd(request, path);
    expect(blocks.map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["Organization", "WebSite"]),
    );
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    for (const node of blocks.flatMap((block) => [...nodes(block)])) {
      const type = node["@type"] as string;
      if (free.has(type)) continue;
      expect(required[type], `no rules for @type ${type} on ${path}`).toBeDefined();
      for (const property of required[type]!) {
        const present = property.split("|").some((name) => node[name] !== undefined);
        expect(present, `${type}.${property} on ${path}`).toBe(true);
      }
      if (type === "Product") {
        const offers = node["offers"] as Node;
        expect(offers).toMatchObject({
          lowPrice: 24.95,
          highPrice: 34.95,
          priceCurrency: currency,
        });
      }
      if (type === "Offer") {
        expect(node["priceCurrency"]).toBe(currency);
        expect([24.95, 34.95]).toContain(node["price"]);
      }
      if (type === "ListItem" && node["item"]) {
        expect(String(node["item"])).toMatch(/^https?:\/\//);
      }
    }
  });
}

test("the pages that must carry rich data do", async ({ request }) => {
  const typesOn = async (path: string) =>
    (await jsonLd(request, path))
      .flatMap((block) => [...nodes(block)])
      .map((node) => node["@type"]);
  expect(await typesOn("/faq")).toContain("FAQPage");
  expect(await typesOn("/custom-laptop-wraps")).toContain("Product");
  expect(await typesOn("/shop/apple")).toContain("CollectionPage");
  expect(await typesOn("/dj-laptop-wraps-skins")).toEqual(
    expect.arrayContaining(["Product", "BreadcrumbList"]),
  );
  const jobs = (await jsonLd(request, "/careers")).filter(
    (block) => block["@type"] === "JobPosting",
  );
  expect(jobs.map((job) => job["title"])).toEqual(jobOpenings.map((job) => job.title));
});
