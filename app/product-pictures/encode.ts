import sharp from "sharp";
import type { PictureFormat } from "./pictures.ts";

/**
 * A product picture's master (PNG, the full `pictureSize`) at `width`
 * pixels, encoded as `format`. A phone's sizes are encoded tighter and
 * slower: on a slow line their bytes share the connection with the page's
 * first paint.
 */
export function encodePicture(
  master: Buffer,
  width: number,
  format: PictureFormat,
): Promise<Buffer> {
  const resized = sharp(master).resize({ width });
  const phone = width <= 720;
  return format === "avif"
    ? resized.avif({ quality: phone ? 45 : 52, effort: phone ? 6 : 4 }).toBuffer()
    : resized.webp({ quality: 80 }).toBuffer();
}
