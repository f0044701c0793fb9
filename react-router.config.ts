import type { Config } from "@react-router/dev/config";
import { productPicturePaths } from "#app/product-pictures/pictures.ts";
import { ogImage } from "#app/lib/seo.ts";
import { prerenderPaths, templateFilePaths } from "#app/route-table.ts";

/**
 * Pages whose content does not depend on the request are prerendered to HTML
 * at build time (see app/route-table.ts); the server renders the rest: the
 * customizer (it reads its query string), the 404 page, form posts, the
 * sitemap and robots.txt. The print templates' SVG and PDF files the
 * product pictures and the social image are prerendered too.
 */
export default {
  ssr: true,
  prerender: [...prerenderPaths, ...templateFilePaths, ...productPicturePaths, ogImage.path],
} satisfies Config;
