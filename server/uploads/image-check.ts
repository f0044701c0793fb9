import sharp, { type Metadata } from "sharp";
import { artworkMessages } from "#app/forms/artwork.ts";
import { files } from "#app/domain/policies.ts";
import type { Inspection } from "./inspection.ts";

/*
 * An image checked and drawn in the sandbox (server/sandbox, issue 32): its
 * size read from the header and its decoding cost bounded before anything is
 * decoded, then decoded whole, once, into the picture the server keeps (an
 * upload's 800 px WebP preview, a proof's PNG). libvips runs on one thread
 * and keeps no cache: the sandbox's memory limit is the image's alone.
 */
sharp.concurrency(1);
sharp.cache(false);

/**
 * The most memory decoding one image may hold at once. A PNG saved without
 * interlacing and a baseline JPEG are read row by row in a few tens of MB
 * whatever their size; an interlaced PNG is decoded whole, a progressive
 * JPEG holds all its coefficients. 160 MiB takes a 17" lid at 300 DPI
 * (5,100 × 3,450) as an interlaced 16-bit RGBA PNG (141 MB) and keeps one
 * image job, with libvips' own buffers, within its sandbox's budget.
 */
export const maxHeldDecodeBytes = 160 * 1024 * 1024;

/** What decoding must hold in memory at once, from the header alone. */
export function heldDecodeBytes({
  format,
  width,
  height,
  channels,
  depth,
  isProgressive,
}: Pick<Metadata, "format" | "width" | "height" | "channels" | "depth" | "isProgressive">) {
  if (!isProgressive) return 0;
  // A progressive JPEG's coefficients are 16 bits per sample (chroma
  // subsampling would halve it; the header could say so, the bound need not).
  // An interlaced PNG is held as decoded: 8 or 16 bits per sample.
  const sampleBytes = format === "jpeg" || depth === "ushort" ? 2 : 1;
  return width * height * channels * sampleBytes;
}

/** The picture drawn from the image: its longest side at most `side` pixels. */
export interface PictureRequest {
  side: number;
  format: "webp" | "png";
  /** Where to write it. */
  output: string;
}

export type ImageCheck =
  Exclude<Inspection, { ok: true }> | { ok: true; width: number; height: number };

/**
 * Checks an image by decoding it completely, once: its size as displayed (a
 * phone photo's rotation flag applied), refused past the pixel limit or when
 * decoding would hold more than `maxHeldDecodeBytes`, then decoded whole into
 * `picture` with sharp failing on any warning, so a truncated or corrupt
 * file is refused rather than stored.
 */
export async function run({
  file,
  picture,
}: {
  file: string;
  picture: PictureRequest;
}): Promise<ImageCheck> {
  let metadata: Metadata;
  try {
    // The header only: the limits below are checked before anything is decoded.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: artworkMessages.unreadable };
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return { ok: false, message: artworkMessages.unreadable };
  if (width * height > files.maxImagePixels)
    return { ok: false, message: artworkMessages.tooManyPixels };
  if (heldDecodeBytes(metadata) > maxHeldDecodeBytes)
    return { ok: false, message: artworkMessages.tooCostly };
  try {
    const image = sharp(file, {
      failOn: "warning",
      limitInputPixels: files.maxImagePixels,
      sequentialRead: true,
    })
      .autoOrient()
      .resize(picture.side, picture.side, { fit: "inside", withoutEnlargement: true });
    await (
      picture.format === "webp" ? image.webp({ quality: 80 }) : image.png({ compressionLevel: 9 })
    ).toFile(picture.output);
    return { ok: true, width, height };
  } catch {
    return { ok: false, message: artworkMessages.unreadable };
  }
}
