/**
 * The site's typeface, served from our origin (scripts/lib/site-font.ts makes
 * the file): its family as app.css names it, and the URL it is served at.
 */
export const fontFamily = "Plus Jakarta Sans";
export const fontUrl = "/fonts/plus-jakarta-sans.woff2";

/** The weights the site sets (font-normal to font-extrabold): the subset keeps only these, and app.css's @font-face says so. */
export const fontWeights = { min: 400, max: 800 } as const;
