import type { Config } from "@react-router/dev/config";
import { ogImage } from "#app/lib/seo.ts";
import { prerenderPaths } from "#app/route-table.ts";

/**
 * Pages whose content does not depend on the request are prerendered to HTML
 * at build time (see app/route-table.ts); the server renders the rest: the
 * customizer (it reads its query string), the 404 page, form posts, the
 * sitemap, robots.txt and the print templates' files (each drawn from its
 * model's current cut, which the shop's template library can change: issue
 * 34). The social image is prerendered too; the product pictures are
 * committed files in public/ (decisions 27).
 */
export default {
  ssr: true,
  prerender: [...prerenderPaths, ogImage.path],
} satisfies Config;
