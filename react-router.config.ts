import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table.ts";

/**
 * Pages whose content does not depend on the request are prerendered to HTML
 * at build time (see app/route-table.ts); the server renders the rest: the
 * customizer (it reads its query string), the 404 page, form posts, the
 * sitemap and robots.txt.
 */
export default {
  ssr: true,
  prerender: [...prerenderPaths],
} satisfies Config;
