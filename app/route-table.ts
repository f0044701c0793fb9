import { brandPath, modelPath } from "#app/components/shop/shop-links.ts";
import { brands } from "#app/domain/catalog/index.ts";

/**
 * Every page route of the site, in one list. `app/routes.ts` builds the router
 * from it, and the sitemap, the prerender list and the site-wide tests read
 * their page lists from it, so a new page is added in exactly one place.
 */
export interface PageRoute {
  /** URL path pattern, e.g. "/faq" or "/shop/:brand". */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id, needed when several paths share one module. */
  id?: string;
  /** Content depends on the request (query string), so it is rendered per request. */
  dynamic?: boolean;
  /** What the site's navigation calls the page, when it links to it (layout/navigation.ts). */
  label?: string;
}

export const useCasePaths = [
  "/dj-laptop-wraps-skins",
  "/real-estate-laptop-wraps",
  "/school-laptop-wraps",
  "/business-laptop-wraps",
  "/law-firm-laptop-wraps",
] as const;

export type UseCasePath = (typeof useCasePaths)[number];

export const pageRoutes: readonly PageRoute[] = [
  // Marketing and information
  { path: "/", file: "routes/marketing/home.tsx" },
  { path: "/use-cases", file: "routes/marketing/use-cases.tsx", label: "Use Cases" },
  ...useCasePaths.map((path) => ({
    path,
    file: "routes/marketing/use-case.tsx",
    id: `use-case${path.replaceAll("/", "-")}`,
  })),
  { path: "/how-it-works", file: "routes/marketing/how-it-works.tsx", label: "How It Works" },
  { path: "/about", file: "routes/marketing/about.tsx", label: "About" },
  { path: "/reviews", file: "routes/marketing/reviews.tsx", label: "Reviews" },
  { path: "/faq", file: "routes/marketing/faq.tsx", label: "FAQ" },
  {
    path: "/fit-sizing-guide",
    file: "routes/marketing/fit-sizing-guide.tsx",
    label: "Fit & Sizing Guide",
  },
  {
    path: "/shipping-returns",
    file: "routes/marketing/shipping-returns.tsx",
    label: "Shipping & Returns",
  },
  { path: "/careers", file: "routes/marketing/careers.tsx", label: "Careers" },
  { path: "/privacy", file: "routes/marketing/privacy.tsx", label: "Privacy Policy" },
  { path: "/terms", file: "routes/marketing/terms.tsx", label: "Terms of Service" },
  // Forms that reach the shop
  { path: "/contact", file: "routes/forms/contact.tsx", dynamic: true, label: "Contact" },
  { path: "/bulk-corporate", file: "routes/forms/bulk-corporate.tsx", label: "Bulk / Corporate" },
  { path: "/affiliates", file: "routes/forms/affiliates.tsx", label: "Affiliates" },
  { path: "/newsletter", file: "routes/forms/newsletter.tsx", label: "Newsletter" },
  // Shop and ordering flow
  {
    path: "/custom-laptop-wraps",
    file: "routes/shop/customizer.tsx",
    dynamic: true,
    label: "Custom Laptop Wraps",
  },
  { path: "/laptop-wraps-by-brand", file: "routes/shop/brands.tsx", label: "Shop by Brand" },
  { path: "/shop/:brand", file: "routes/shop/brand.tsx" },
  { path: "/shop/:brand/:model", file: "routes/shop/model.tsx" },
  {
    path: "/templates-model-finder",
    file: "routes/shop/templates.tsx",
    label: "Templates & Model Finder",
  },
];

/**
 * Concrete paths for a pattern: the brand pages expand to one per brand, the
 * model pages to one per catalog model, or with `sample`, to each brand's
 * first (the browser suites check every kind of page, not all 236 alike).
 */
function expand(path: string, sample = false): string[] {
  if (path === "/shop/:brand") return brands.map(brandPath);
  if (path === "/shop/:brand/:model") {
    return brands.flatMap((brand) =>
      (sample ? brand.models.slice(0, 1) : brand.models).map((model) => modelPath(brand, model)),
    );
  }
  return [path];
}

/**
 * What the navigation calls the route table's page at `path`; a path that is
 * not a labelled page fails at start-up, not as a dead link.
 */
export function pageLabel(path: string): string {
  const label = pageRoutes.find((page) => page.path === path)?.label;
  if (!label) throw new Error(`No labelled page at ${path} in the route table`);
  return label;
}

/** Every public page path, in navigation order. */
export const publicPaths: readonly string[] = pageRoutes.flatMap((route) => expand(route.path));

/** Every kind of public page, each model page represented by one per brand: what the suites visit. */
export const samplePaths: readonly string[] = pageRoutes.flatMap((route) =>
  expand(route.path, true),
);

/** Paths rendered to HTML at build time. */
export const prerenderPaths: readonly string[] = pageRoutes
  .filter((route) => !route.dynamic)
  .flatMap((route) => expand(route.path));
