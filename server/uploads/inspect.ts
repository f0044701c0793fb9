import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { getDocumentProxy } from "unpdf";
import { type ArtworkMimeType, artworkMessages } from "../../app/forms/artwork.ts";
import { files } from "../../app/domain/policies.ts";
import { scanPdf } from "./pdf-scan.ts";

/** How many leading bytes `sniffType` needs. */
export const sniffBytes = 8;

/**
 * The file's type from its first bytes (its "magic number"), never from its
 * name or the browser's word: PNG's signature, JPEG's start-of-image marker,
 * or "%PDF-".
 */
export function sniffType(head: Uint8Array): ArtworkMimeType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}

/** What a checked file is: pixel size for an image, first-page size for a PDF. */
export type Inspection =
  | {
      ok: true;
      width: number | null;
      height: number | null;
      pageWidthPt: number | null;
      pageHeightPt: number | null;
    }
  | { ok: false; message: string };

const refuse = (message: string): Inspection => ({ ok: false, message });

/**
 * An image's size from its header alone (nothing is decoded, so a small file
 * that would unpack into billions of pixels costs nothing), as displayed:
 * a phone photo's rotation flag is applied.
 */
async function inspectImage(file: string): Promise<Inspection> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(file, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata.autoOrient);
  } catch {
    return refuse(artworkMessages.unreadable);
  }
  if (!width || !height) return refuse(artworkMessages.unreadable);
  if (width * height > files.maxImagePixels) return refuse(artworkMessages.tooManyPixels);
  return { ok: true, width, height, pageWidthPt: null, pageHeightPt: null };
}

/**
 * A PDF is read whole (at most the upload limit) to check it: no scripts or
 * actions anywhere in it, not encrypted, and a first page PDF.js can open.
 */
async function inspectPdf(file: string): Promise<Inspection> {
  const bytes = await readFile(file);
  const scan = scanPdf(bytes);
  if (scan.encrypted) return refuse(artworkMessages.encryptedPdf);
  if (scan.active) return refuse(artworkMessages.activePdf);
  if (scan.unreadable) return refuse(artworkMessages.unreadable);
  try {
    const pdf = await getDocumentProxy(
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
      {
        stopAtErrors: true,
        verbosity: 0,
      },
    );
    try {
      // What PDF.js itself finds runnable, beside the scan.
      if (await pdf.getJSActions()) return refuse(artworkMessages.activePdf);
      const page = await pdf.getPage(1);
      // The page as shown: its crop box, turned by its rotation.
      const { width, height } = page.getViewport({ scale: 1 });
      if (!(width > 0 && height > 0)) return refuse(artworkMessages.unreadable);
      return { ok: true, width: null, height: null, pageWidthPt: width, pageHeightPt: height };
    } finally {
      await pdf.loadingTask.destroy();
    }
  } catch {
    return refuse(artworkMessages.unreadable);
  }
}

/** Checks a received file of a sniffed type; the message says why one is refused. */
export function inspectArtwork(file: string, type: ArtworkMimeType): Promise<Inspection> {
  return type === "application/pdf" ? inspectPdf(file) : inspectImage(file);
}
