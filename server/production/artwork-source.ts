import { readFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import { createDeflate } from "node:zlib";
import sharp from "sharp";

/*
 * The customer's artwork as the print file embeds it, at its full resolution,
 * never resampled: a JPEG's own bytes (DCT, as uploaded) with its colour
 * profile, a PNG's pixels converted to sRGB and compressed losslessly (its
 * transparency as a soft mask), a PDF's first page as a vector form.
 */

/** What the print file draws: pixels, or a PDF's page. */
export type ArtworkSource =
  | {
      kind: "jpeg";
      bytes: Uint8Array;
      /** The pixels as stored, before the EXIF orientation turns them. */
      width: number;
      height: number;
      /** EXIF orientation (1–8): how the stored pixels are turned to be seen upright. */
      orientation: number;
      /** Its colour model; a CMYK JPEG is kept CMYK. */
      space: "rgb" | "cmyk" | "gray";
      /** Its own ICC profile (Display P3, Adobe RGB …), honoured by the print file; null: sRGB. */
      icc: Buffer | null;
    }
  | {
      kind: "pixels";
      width: number;
      height: number;
      /** 8-bit RGB rows, deflated (zlib). */
      rgb: Buffer;
      /** 8-bit alpha rows, deflated, when the image has transparency. */
      alpha: Buffer | null;
    }
  | { kind: "pdf"; bytes: Uint8Array };

/** Collects a stream's chunks: the deflated pixels, not the decoded ones, are held. */
function collector() {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, bytes: () => Buffer.concat(chunks) };
}

/** One plane of a PNG (its colour, or its alpha) decoded row by row and deflated as it comes. */
async function deflatedPlane(file: string, plane: "rgb" | "alpha"): Promise<Buffer> {
  const image = sharp(file, { sequentialRead: true, limitInputPixels: false })
    .autoOrient()
    .toColourspace("srgb");
  const pixels = plane === "rgb" ? image.removeAlpha() : image.ensureAlpha().extractChannel(3);
  const { sink, bytes } = collector();
  await pipeline(pixels.raw({ depth: "uchar" }), createDeflate({ level: 6 }), sink);
  return bytes();
}

/**
 * Reads a stored artwork file for the print file. Images were checked at
 * upload (inspect.ts: their size and decoding cost are bounded), PDFs
 * rebuilt from their parsed objects (pdf-rebuild.ts).
 */
export async function readArtworkSource(file: string, mimeType: string): Promise<ArtworkSource> {
  if (mimeType === "application/pdf") return { kind: "pdf", bytes: await readFile(file) };
  const metadata = await sharp(file, { limitInputPixels: false }).metadata();
  if (mimeType === "image/jpeg" && metadata.format === "jpeg") {
    return {
      kind: "jpeg",
      bytes: await readFile(file),
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation ?? 1,
      space: metadata.space === "cmyk" ? "cmyk" : metadata.channels === 1 ? "gray" : "rgb",
      icc: metadata.icc ?? null,
    };
  }
  const { width, height } = metadata.autoOrient;
  return {
    kind: "pixels",
    width,
    height,
    rgb: await deflatedPlane(file, "rgb"),
    alpha: metadata.hasAlpha ? await deflatedPlane(file, "alpha") : null,
  };
}

type Point = [number, number];

/**
 * A PDF page's /Rotate (clockwise, as it is seen) as the EXIF orientation
 * that turns it the same way, so one matrix places a photo and a page.
 */
export const pdfRotationOrientation = { 0: 1, 90: 6, 180: 3, 270: 8 } as const;

/**
 * Where an EXIF orientation puts a stored pixel when the picture is seen
 * upright, in fractions of the picture with the origin at its top-left.
 */
const upright = (s: number, t: number): Point => [s, t];
const orientations: Record<number, (s: number, t: number) => Point> = {
  1: upright,
  2: (s, t) => [1 - s, t],
  3: (s, t) => [1 - s, 1 - t],
  4: (s, t) => [s, 1 - t],
  5: (s, t) => [t, s],
  6: (s, t) => [1 - t, s],
  7: (s, t) => [1 - t, 1 - s],
  8: (s, t) => [t, 1 - s],
};

/**
 * The matrix from a PDF image's unit square (origin bottom-left, first row at
 * the top) to the upright picture's unit square with the origin at its
 * top-left and y down, turning the stored pixels as their EXIF orientation says.
 */
export function orientationMatrix(
  orientation: number,
): [number, number, number, number, number, number] {
  const turn = orientations[orientation] ?? upright;
  const at = (u: number, v: number) => turn(u, 1 - v);
  const [e, f] = at(0, 0);
  const [ax, ay] = at(1, 0);
  const [cx, cy] = at(0, 1);
  return [ax - e, ay - f, cx - e, cy - f, e, f];
}
