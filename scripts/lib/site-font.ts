import path from "node:path";
import { fontUrl } from "#app/config/font.ts";

/*
 * The site's typeface: Plus Jakarta Sans (SIL Open Font License), variable
 * weight, from the @fontsource-variable package, subset at build time to the
 * characters the site prints and served from our own origin.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The font as the package ships it: Latin, every weight in one variable file. */
export const fontSource = path.join(
  root,
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);

/** Where the subset is written: public/ at the URL pages preload it from. */
export const fontFile = path.join(root, "public", fontUrl);

/** Printable ASCII and Latin-1 (accents, ©, °, ×, ·), and the typographic marks the copy uses. */
export const fontCharacters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, index) => String.fromCodePoint(0xa0 + index)),
  ..."–—‘’“”•…−→←‹›™€",
].join("");
