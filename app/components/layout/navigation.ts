import { brandPath } from "#app/components/shop/shop-links.ts";
import { brands } from "#app/domain/catalog/index.ts";
import { pageLabel } from "#app/route-table.ts";

/**
 * The site's navigation, shared by the header, the mobile navigation and the
 * footer: pages of the route table, under the labels it gives them.
 */
export interface SiteLink {
  label: string;
  to: string;
}

const page = (path: string): SiteLink => ({ label: pageLabel(path), to: path });

export const customizerLink = page("/custom-laptop-wraps");

export const brandLinks: readonly SiteLink[] = brands.map((brand) => ({
  label: brand.name,
  to: brandPath(brand),
}));

export const mainLinks: readonly SiteLink[] = [
  page("/how-it-works"),
  page("/bulk-corporate"),
  page("/reviews"),
  page("/about"),
  page("/contact"),
  page("/use-cases"),
];

export const footerColumns: readonly { heading: string; links: readonly SiteLink[] }[] = [
  {
    heading: "Shop",
    links: [
      customizerLink,
      page("/laptop-wraps-by-brand"),
      page("/templates-model-finder"),
      page("/bulk-corporate"),
    ],
  },
  {
    heading: "Help",
    links: [
      page("/how-it-works"),
      page("/fit-sizing-guide"),
      page("/shipping-returns"),
      page("/faq"),
      page("/contact"),
    ],
  },
  {
    heading: "Company",
    links: [
      page("/about"),
      page("/reviews"),
      page("/use-cases"),
      page("/affiliates"),
      page("/careers"),
      page("/newsletter"),
    ],
  },
];

export const legalLinks: readonly SiteLink[] = [page("/privacy"), page("/terms")];

/** What a buyer checks before paying, beside the legal links under the cart and checkout. */
export const purchasePolicyLinks: readonly SiteLink[] = [
  page("/shipping-returns"),
  page("/faq"),
  page("/contact"),
];
