/**
 * `npm run pictures`: renders the site's product pictures
 * (app/product-pictures/pictures.ts) with the 3D renderer (app/device-3d) in
 * Debian's Chromium, whose WebGL is SwiftShader (no GPU needed, nothing
 * downloaded), and writes each at every width as AVIF and WebP into
 * public/images/products/, where the build and the server take them from.
 * The files are committed: the README's build needs no browser (decisions 27).
 *
 * Options: --only slug,slug (some pictures); --supersample N (default 2:
 * rendered at N times the size and scaled down, for smooth edges).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { createServer } from "vite";
import {
  type ArtworkId,
  type ProductPicture,
  pictureFormats,
  pictureSize,
  pictureUrl,
  pictureWidths,
  productPictures,
} from "#app/product-pictures/pictures.ts";
import { encodePicture } from "#app/product-pictures/encode.ts";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import type { RenderRequest } from "./product-renders/render-page.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: { only: { type: "string" }, supersample: { type: "string", default: "2" } },
});
const only = values.only?.split(",");
const pictures = [...productPictures.values()].filter(
  (picture) => !only || only.includes(picture.slug),
);
const supersample = Number(values.supersample);

/** The picture's backdrop: a soft radial gradient, as the pages' sections are lit. */
function backdrop([from, to]: readonly [string, string]) {
  const { width, height } = pictureSize;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="b" cx="50%" cy="38%" r="75%">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#b)"/>
  </svg>`);
}

async function main() {
  // Vite serves the render page and compiles the renderer's TypeScript for the browser.
  const server = await createServer({
    configFile: false,
    root,
    logLevel: "warn",
    appType: "mpa",
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const { artworkSvg, artboard } = (await server.ssrLoadModule(
      "/scripts/product-renders/artwork-svg.tsx",
    )) as typeof import("./product-renders/artwork-svg.tsx");
    const aspect = artboard.height / artboard.width;
    const artworkUrls = new Map<ArtworkId, string>();
    async function artworkOf(id: ArtworkId) {
      let url = artworkUrls.get(id);
      if (!url) {
        // At print-like detail: 2 × the artboard's 72-dpi size.
        const png = await sharp(Buffer.from(artworkSvg(id)), { density: 144 })
          .png()
          .toBuffer();
        url = `data:image/png;base64,${png.toString("base64")}`;
        artworkUrls.set(id, url);
      }
      return { url, aspect };
    }

    const page = await browser.newPage();
    page.on("pageerror", (error) => console.error(`render page: ${error.message}`));
    await page.goto(`${origin}/scripts/product-renders/render.html`);
    await page.waitForFunction(() => "rendererReady" in window, null, { timeout: 120_000 });
    const outDir = path.join(root, "public/images/products");
    mkdirSync(outDir, { recursive: true });

    for (const picture of pictures) {
      const started = performance.now();
      const request: RenderRequest = {
        picture: picture as ProductPicture,
        artworks: Object.fromEntries(
          await Promise.all(
            [...new Set(picture.devices.flatMap((device) => device.artwork ?? []))].map(
              async (id) => [id, await artworkOf(id)] as const,
            ),
          ),
        ),
        ...pictureSize,
        supersample,
      };
      const dataUrl = await page.evaluate(
        (sent) =>
          (
            window as unknown as { renderPicture: (request: RenderRequest) => Promise<string> }
          ).renderPicture(sent),
        request,
      );
      const rendered = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      const scaled = await sharp(rendered).resize(pictureSize.width, pictureSize.height).toBuffer();
      const master = await sharp(backdrop(picture.backdrop))
        .composite([{ input: scaled }])
        .png()
        .toBuffer();
      const renderMs = performance.now() - started;
      const sizes: string[] = [];
      for (const width of pictureWidths) {
        for (const format of pictureFormats) {
          const file = path.join(root, "public", pictureUrl(picture.slug, width, format));
          writeFileSync(file, await encodePicture(master, width, format));
          if (width === 1440 || width === 360) {
            sizes.push(`${width}.${format} ${(statSync(file).size / 1024).toFixed(0)} KB`);
          }
        }
      }
      console.log(
        `${picture.slug.padEnd(20)} rendered in ${(renderMs / 1000).toFixed(1)} s; ${sizes.join(", ")}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
