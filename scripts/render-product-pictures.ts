/**
 * `npm run pictures`: renders the site's product pictures
 * (app/product-pictures/pictures.ts) with the 3D renderer (app/device-3d) in
 * Debian's Chromium, whose WebGL is SwiftShader (no GPU needed, nothing
 * downloaded), and writes each at every width as AVIF and WebP into
 * public/images/products/, where the build and the server take them from.
 * The files are committed: the README's build needs no browser (decisions 27).
 *
 * With --models it renders instead each catalog model's pictures for its
 * page (app/product-pictures/model-pictures.ts: the model in each design)
 * into public/images/models/{brand}/{model}/.
 *
 * Options: --only slug,slug (some pictures; with --models, a brand, a
 * brand/model such as dell/xps-13-9350, or one picture,
 * dell/xps-13-9350/dj-neon); --missing (only pictures with a file not yet
 * written: a model just added to the catalog); --supersample N (default 2:
 * rendered at N times the size and scaled down, for smooth edges).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { createServer } from "vite";
import { brands } from "#app/domain/catalog/index.ts";
import { modelPicturesOf } from "#app/product-pictures/model-pictures.ts";
import {
  type ArtworkId,
  type PictureFormat,
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
  options: {
    only: { type: "string" },
    models: { type: "boolean", default: false },
    missing: { type: "boolean", default: false },
    supersample: { type: "string", default: "2" },
  },
});
const only = values.only?.split(",");
const supersample = Number(values.supersample);

/** A picture to render, and where its file at each width and format goes (a URL path under public/). */
type Size = { width: number; height: number };

interface Job {
  picture: ProductPicture;
  widths: readonly number[];
  file: (width: number, format: PictureFormat) => string;
}

const productJobs: Job[] = [...productPictures.values()].map((picture) => ({
  picture,
  widths: pictureWidths,
  file: (width, format) => pictureUrl(picture.slug, width, format),
}));

/** Each catalog model in each design, as its page shows it. */
const modelJobs: Job[] = brands.flatMap((brand) =>
  brand.models.flatMap((model) =>
    modelPicturesOf(brand, model).map(({ picture, widths, url }) => ({
      picture,
      widths,
      file: url,
    })),
  ),
);

const isRendered = (job: Job) =>
  job.widths.every((width) =>
    pictureFormats.every((format) =>
      existsSync(path.join(root, "public", job.file(width, format))),
    ),
  );

const jobs = (values.models ? modelJobs : productJobs).filter(
  (job) =>
    (!only || only.some((slug) => `${job.picture.slug}/`.startsWith(`${slug}/`))) &&
    !(values.missing && isRendered(job)),
);

/** The picture's backdrop at a size: a soft radial gradient, as the pages' sections are lit. */
function backdrop([from, to]: readonly [string, string], { width, height }: Size) {
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

    for (const { picture, widths, file } of jobs) {
      const started = performance.now();
      // Rendered at the largest width it is encoded at (the canvas's 16:10).
      const scale = Math.max(...widths) / pictureSize.width;
      const size = {
        width: Math.round(pictureSize.width * scale),
        height: Math.round(pictureSize.height * scale),
      };
      const request: RenderRequest = {
        picture,
        artworks: Object.fromEntries(
          await Promise.all(
            [...new Set(picture.devices.flatMap((device) => device.artwork ?? []))].map(
              async (id) => [id, await artworkOf(id)] as const,
            ),
          ),
        ),
        ...size,
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
      const scaled = await sharp(rendered).resize(size.width, size.height).toBuffer();
      const master = await sharp(backdrop(picture.backdrop, size))
        .composite([{ input: scaled }])
        .png()
        .toBuffer();
      const renderMs = performance.now() - started;
      let bytes = 0;
      for (const width of widths) {
        for (const format of pictureFormats) {
          const out = path.join(root, "public", file(width, format));
          mkdirSync(path.dirname(out), { recursive: true });
          writeFileSync(out, await encodePicture(master, width, format));
          bytes += statSync(out).size;
        }
      }
      console.log(
        `${picture.slug.padEnd(44)} rendered in ${(renderMs / 1000).toFixed(1)} s; ${widths.length * pictureFormats.length} files, ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
