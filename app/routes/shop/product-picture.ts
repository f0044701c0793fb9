import type { Route } from "./+types/product-picture";
import { drawProductPicture } from "#app/product-pictures/draw.server.tsx";
import {
  type PictureFormat,
  pictureFormats,
  pictureWidths,
  productPictures,
} from "#app/product-pictures/pictures.ts";

const fileName = /^([a-z0-9-]+)-(\d+)\.([a-z]+)$/;

const contentTypes: Record<PictureFormat, string> = { avif: "image/avif", webp: "image/webp" };

const isFormat = (value: string): value is PictureFormat =>
  (pictureFormats as readonly string[]).includes(value);

/**
 * A product picture at one width and format, e.g.
 * /images/products/dj-macbook-pro-720.avif. The build prerenders every one to
 * a file; this answers in development, and 404 for anything else (only the
 * listed names, widths and formats are ever drawn).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [, slug = "", width = "", format = ""] = fileName.exec(params.file) ?? [];
  const picture = productPictures.get(slug);
  const size = Number(width);
  if (!picture || !(pictureWidths as readonly number[]).includes(size) || !isFormat(format)) {
    return new Response("No such picture.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const image = await drawProductPicture(picture, size, format);
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": contentTypes[format],
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
