import { templateFilePath } from "./components/shop/shop-links.ts";
import { brands, templateFiles } from "./domain/catalog/index.ts";

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
  { path: "/use-cases", file: "routes/marketing/use-cases.tsx" },
  ...useCasePaths.map((path) => ({
    path,
    file: "routes/marketing/use-case.tsx",
    id: `use-case${path.replaceAll("/", "-")}`,
  })),
  { path: "/how-it-works", file: "routes/marketing/how-it-works.tsx" },
  { path: "/about", file: "routes/marketing/about.tsx" },
  { path: "/reviews", file: "routes/marketing/reviews.tsx" },
  { path: "/faq", file: "routes/marketing/faq.tsx" },
  { path: "/fit-sizing-guide", file: "routes/marketing/fit-sizing-guide.tsx" },
  { path: "/shipping-returns", file: "routes/marketing/shipping-returns.tsx" },
  { path: "/careers", file: "routes/marketing/careers.tsx" },
  { path: "/privacy", file: "routes/marketing/privacy.tsx" },
  { path: "/terms", file: "routes/marketing/terms.tsx" },
  // Forms that reach the shop
  { path: "/contact", file: "routes/forms/contact.tsx", dynamic: true },
  { path: "/bulk-corporate", file: "routes/forms/bulk-corporate.tsx" },
  { path: "/affiliates", file: "routes/forms/affiliates.tsx" },
  { path: "/newsletter", file: "routes/forms/newsletter.tsx" },
  // Shop and ordering flow
  { path: "/custom-laptop-wraps", file: "routes/shop/customizer.tsx", dynamic: true },
  { path: "/laptop-wraps-by-brand", file: "routes/shop/brands.tsx" },
  { path: "/shop/:brand", file: "routes/shop/brand.tsx" },
  { path: "/templates-model-finder", file: "routes/shop/templates.tsx" },
];

/** Concrete paths for a pattern (the brand pages expand to one per brand). */
function expand(path: string): string[] {
  if (path === "/shop/:brand") return brands.map((brand) => `/shop/${brand.slug}`);
  return [path];
}

/** Every public page path, in navigation order. */
export const publicPaths: readonly string[] = pageRoutes.flatMap((route) => expand(route.path));

/** Paths rendered to HTML at build time. */
export const prerenderPaths: readonly string[] = pageRoutes
  .filter((route) => !route.dynamic)
  .flatMap((route) => expand(route.path));

/** The print templates' download paths: files, prerendered beside the pages. */
export const templateFilePaths: readonly string[] = templateFiles.flatMap((file) =>
  (["svg", "pdf"] as const).map((extension) => templateFilePath(file.slug, extension)),
);
