import { brands } from "~/domain/catalog";

/** The site's navigation, shared by the header, the mobile navigation and the footer. */
export interface NavLink {
  label: string;
  to: string;
}

export const customizerLink: NavLink = { label: "Custom Laptop Wraps", to: "/custom-laptop-wraps" };

export const brandLinks: readonly NavLink[] = brands.map((brand) => ({
  label: brand.name,
  to: `/shop/${brand.slug}`,
}));

export const mainLinks: readonly NavLink[] = [
  { label: "How It Works", to: "/how-it-works" },
  { label: "Bulk / Corporate", to: "/bulk-corporate" },
  { label: "Reviews", to: "/reviews" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Use Cases", to: "/use-cases" },
];

export const footerColumns: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: "Shop",
    links: [
      customizerLink,
      { label: "Shop by Brand", to: "/laptop-wraps-by-brand" },
      { label: "Templates & Model Finder", to: "/templates-model-finder" },
      { label: "Bulk / Corporate", to: "/bulk-corporate" },
    ],
  },
  {
    heading: "Help",
    links: [
      { label: "How It Works", to: "/how-it-works" },
      { label: "Fit & Sizing Guide", to: "/fit-sizing-guide" },
      { label: "Shipping & Returns", to: "/shipping-returns" },
      { label: "FAQ", to: "/faq" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "Reviews", to: "/reviews" },
      { label: "Use Cases", to: "/use-cases" },
      { label: "Affiliates", to: "/affiliates" },
      { label: "Careers", to: "/careers" },
    ],
  },
];

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];
