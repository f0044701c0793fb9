/**
 * The site's typeface, served from our origin (scripts/lib/site-font.ts makes
 * the file): its family as app.css names it, and the URL pages preload.
 */
export const fontUrl = "/fonts/plus-jakarta-sans.woff2";
