import sharp, { type Metadata } from "sharp";
import { artworkMessages } from "#app/forms/artwork.ts";
import { files } from "#app/domain/policies.ts";
import { type Inspection, refuse } from "./inspection.ts";
import { createJobQueue } from "./job-queue.ts";

/*
 * Image decoding for uploads (issue 16, items 2 and 8). sharp runs on libuv's
 * thread pool, which the static files and every `fs` call share: one image
 * at a time (`imageJobs`), each on one libvips thread, leaves the rest of the
 * pool free. libvips' operation cache would keep decoded pixels after a job;
 * nothing here is read twice, so it is off.
 */
sharp.concurrency(1);
sharp.cache(false);

/**
 * The most memory decoding one image may hold at once. A PNG saved without
 * interlacing and a baseline JPEG are read row by row in a few tens of MB
 * whatever their size; an interlaced PNG is decoded whole, a progressive
 * JPEG holds all its coefficients. 160 MiB takes a 17" lid at 300 DPI
 * (5,100 × 3,450) as an interlaced 16-bit RGBA PNG (141 MB) and keeps one
 * image job, with libvips' own buffers, under 256 MB of server memory.
 */
export const maxHeldDecodeBytes = 160 * 1024 * 1024;

/** An image job given up after this long refuses the file (one runs at a time). */
const decodeTimeoutSeconds = 60;

/** The longest side of a preview: sharp enough for the customizer, light for the cart. */
const previewSize = 800;

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

/**
 * Image jobs that may wait their turn. Past it a new one is refused at once
 * (503, try again shortly) rather than queued behind minutes of work: a few
 * clients posting slow-to-decode files cannot keep everyone else waiting.
 */
export const maxImageJobsWaiting = 8;

/**
 * Runs image work one job at a time, in the order asked: every use of sharp
 * in the server goes through here (uploads, previews, the e-mails' pictures).
 */
export const imageJob = createJobQueue({ concurrency: 1, maxWaiting: maxImageJobsWaiting });

/**
 * Checks an image by decoding it completely, once: its size from the header
 * as displayed (a phone photo's rotation flag applied), refused past the
 * pixel limit or when decoding would hold more than `maxHeldDecodeBytes`,
 * then decoded whole into its 800 px WebP preview with sharp failing on any
 * warning, so a truncated or corrupt file is refused rather than stored.
 */
export function inspectImage(file: string): Promise<Inspection> {
  return imageJob(async () => {
    let metadata: Metadata;
    try {
      // The header only: the limits below are checked before anything is decoded.
      metadata = await sharp(file, { limitInputPixels: false }).metadata();
    } catch {
      return refuse(artworkMessages.unreadable);
    }
    const { width, height } = metadata.autoOrient;
    if (!width || !height) return refuse(artworkMessages.unreadable);
    if (width * height > files.maxImagePixels) return refuse(artworkMessages.tooManyPixels);
    if (heldDecodeBytes(metadata) > maxHeldDecodeBytes) return refuse(artworkMessages.tooCostly);
    try {
      const preview = await sharp(file, {
        failOn: "warning",
        limitInputPixels: files.maxImagePixels,
        sequentialRead: true,
      })
        .timeout({ seconds: decodeTimeoutSeconds })
        .autoOrient()
        .resize(previewSize, previewSize, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { ok: true, width, height, pageWidthPt: null, pageHeightPt: null, preview };
    } catch {
      return refuse(artworkMessages.unreadable);
    }
  });
}

/**
 * A drawing rasterised to PNG, with a stored preview embedded as PNG (the
 * rasteriser reads PNG and JPEG pictures, not WebP): the e-mails' pictures of
 * a design on its device. `draw` makes the SVG from the embedded picture's
 * data URL (null without one). One image job, like every use of sharp.
 */
export function drawingAsPng(
  previewPath: string | undefined,
  draw: (picture: string | null) => string,
): Promise<Buffer> {
  return imageJob(async () => {
    const picture = previewPath
      ? `data:image/png;base64,${(await sharp(previewPath).png().toBuffer()).toString("base64")}`
      : null;
    return sharp(Buffer.from(draw(picture)))
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}
