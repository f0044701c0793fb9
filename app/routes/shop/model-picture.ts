import type { Route } from "./+types/model-picture";
import { brandBySlug, modelBySlug } from "#app/domain/catalog/index.ts";
import { drawModelPicture } from "#app/product-pictures/draw.server.tsx";
import { modelDesigns } from "#app/product-pictures/model-pictures.ts";

const fileName = /^([a-z0-9-]+)\.svg$/;

/**
 * A model wearing one of the shop's other designs (its main one is a
 * committed 3D render, model-pictures.ts), as SVG, e.g.
 * /images/models/dell/xps-13-9350/dj-neon.svg: drawn on request (a few
 * milliseconds, no raster work), only for catalog models and listed designs.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  const model = brand && modelBySlug(brand, params.model);
  const artwork = fileName.exec(params.file)?.[1];
  const design = modelDesigns.find((candidate) => candidate.artwork === artwork);
  if (!brand || !model || !design) {
    return new Response("No such picture.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    // An SVG opened on its own runs nothing and loads nothing from elsewhere.
    "Content-Security-Policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  };
  // A HEAD asks whether the picture is there (a link checker): answered without drawing it.
  if (request.method === "HEAD") return new Response(null, { headers });
  const svg = await drawModelPicture({
    brand: brand.name,
    model: model.name,
    artwork: design.artwork,
  });
  return new Response(svg, { headers });
}
