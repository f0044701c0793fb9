/**
 * `npm run pictures`: renders the site's product pictures
 * (app/product-pictures/pictures.ts) with the 3D renderer (app/device-3d) in
 * Debian's Chromium, whose WebGL is SwiftShader (no GPU needed, nothing
 * downloaded), and writes each at every width as AVIF and WebP into
 * public/images/products/, where the build and the server take them from.
 * The files are committed: the README's build needs no browser (decisions 27).
 *
 * With --models it renders instead each catalog model's main picture for
 * its page (app/product-pictures/model-pictures.ts: the model in its own
 * design) into public/images/models/{brand}/{model}/.
 *
 * Options: --only slug,slug (some pictures; with --models, brand/model slugs
 * such as dell/xps-13-9350); --supersample N (default 2: rendered at N times
 * the size and scaled down, for smooth edges).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { createServer } from "vite";
import { brands, modelSlug } from "#app/domain/catalog/index.ts";
import {
  modelDesignsOf,
  modelPictureAlt,
  modelPictureBackdrop,
  modelRenderUrl,
  modelRenderWidths,
} from "#app/product-pictures/model-pictures.ts";
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
    supersample: { type: "string", default: "2" },
  },
});
const only = values.only?.split(",");
const supersample = Number(values.supersample);

/** A picture to render, and where its file at each width and format goes (a URL path under public/). */
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

/** Each catalog model in its own design, three-quarter, as its page shows it. */
const modelJobs: Job[] = brands.flatMap((brand) =>
  brand.models.flatMap((model) => {
    const [design] = modelDesignsOf(brand, model);
    if (!design) return [];
    return [
      {
        picture: {
          slug: `${brand.slug}/${modelSlug(model)}`,
          devices: [{ brand: brand.name, model: model.name, artwork: design.artwork }],
          shot: { kind: "three-quarter" },
          alt: modelPictureAlt(brand, model, design),
          backdrop: modelPictureBackdrop,
        },
        widths: modelRenderWidths,
        file: (width, format) => modelRenderUrl(brand, model, design.artwork, width, format),
      },
    ];
  }),
);

const jobs = (values.models ? modelJobs : productJobs).filter(
  (job) => !only || only.includes(job.picture.slug),
);

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

    for (const { picture, widths, file } of jobs) {
      const started = performance.now();
      const request: RenderRequest = {
        picture,
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
