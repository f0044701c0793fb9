/**
 * Files the site serves that are made from a source, into public/ before
 * every build and development server, so the source stays the only one:
 * - the rasters of the mark in art/ it needs in PNG/ICO form (favicon.ico,
 *   touch icon, logo); the social image is drawn by the build instead
 *   (app/routes/seo/og-image.ts);
 * - its typeface, subset to the characters the site prints (scripts/lib/site-font.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import subsetFont from "subset-font";
import { fontWeights } from "#app/config/font.ts";
import { fontCharacters, fontFile, fontSource } from "./lib/site-font.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const art = (name: string) => readFileSync(path.join(root, "art", name));
const out = (name: string) => path.join(root, "public", name);

/** An .ico file holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

mkdirSync(path.join(root, "public"), { recursive: true });
const mark = art("mark.svg");
writeFileSync(out("favicon.svg"), mark);
const png32 = await sharp(mark, { density: 300 }).resize(32, 32).png().toBuffer();
writeFileSync(out("favicon.ico"), pngToIco(png32, 32));
await sharp(mark, { density: 600 }).resize(180, 180).png().toFile(out("apple-touch-icon.png"));
await sharp(mark, { density: 600 }).resize(512, 512).png().toFile(out("logo.png"));
writeFileSync(
  out("site.webmanifest"),
  JSON.stringify(
    {
      name: "WrapCraft Custom Laptop Wraps",
      short_name: "WrapCraft",
      icons: [
        { src: "/logo.png", sizes: "512x512", type: "image/png" },
        { src: "/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
      ],
      theme_color: "#3b2599",
      background_color: "#ffffff",
      display: "browser",
    },
    null,
    2,
  ) + "\n",
);
mkdirSync(path.dirname(fontFile), { recursive: true });
// The weight axis keeps the weights the site sets (400 to 800, fontWeights): a quarter of the
// file is the lighter weights no page uses.
const font = await subsetFont(readFileSync(fontSource), fontCharacters, {
  targetFormat: "woff2",
  variationAxes: { wght: fontWeights },
});
writeFileSync(fontFile, font);
console.log(
  `Generated favicon.ico, apple-touch-icon.png, logo.png, site.webmanifest and ${path.basename(fontFile)} (${(font.length / 1024).toFixed(1)} KB)`,
);
