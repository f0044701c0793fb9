import { files } from "#app/domain/policies.ts";

/*
 * The artwork upload, as the customizer and the server both see it
 * (PRODUCT.md section 3). The file is posted on its own, as the raw request
 * body, the moment the visitor chooses it; the order then names it by id.
 */

/** Where the customizer posts a file. */
export const artworkEndpoint = "/api/uploads";

/** The header carrying the file's name (URI-encoded); the name is shown, never trusted. */
export const artworkFilenameHeader = "x-upload-filename";

/** The largest file taken, in bytes (the policies' megabytes, as binary megabytes). */
export const maxArtworkBytes = files.maxUploadMb * 1024 * 1024;

/** Ids the server makes for stored files: 24 URL-safe characters, 144 random bits. */
export const artworkIdPattern = /^[A-Za-z0-9_-]{24}$/;

export type ArtworkMimeType = "image/png" | "image/jpeg" | "application/pdf";

/** How many leading bytes `sniffType` needs. */
export const sniffBytes = 8;

/**
 * The file's type from its first bytes (its "magic number"), never from its
 * name or the browser's word (the browser checks too, to spare a doomed upload): PNG's signature, JPEG's start-of-image marker,
 * or "%PDF-".
 */
export function sniffType(head: Uint8Array): ArtworkMimeType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}

/** A stored file as the server describes it after checking it. */
export interface StoredArtwork {
  id: string;
  /** The name the visitor's file had, cleaned for display. */
  filename: string;
  /** The type found in the file's content. */
  mimeType: ArtworkMimeType;
  sizeBytes: number;
  /** Pixels for an image; null for a PDF. */
  width: number | null;
  height: number | null;
  /**
   * A PDF's first page in inches (72 points each): its trim as seen, how far
   * its bleed box reaches beyond it, and whether the file names its trim;
   * null for an image.
   */
  pageInches: {
    width: number;
    height: number;
    bleed: { left: number; top: number; right: number; bottom: number };
    trimNamed: boolean;
  } | null;
}

/** Messages a visitor may see for a refused file; the server sends them, the browser shows them. */
export const artworkMessages = {
  tooLarge: `This file is larger than ${files.maxUploadMb} MB. Please export a smaller file (a JPG at ${files.minDpi} DPI is usually well under the limit).`,
  wrongType:
    "This file is not a PNG, JPG or PDF (we look at the file itself, not its name). Please upload your artwork in one of those formats.",
  empty: "This file is empty. Please choose your artwork file again.",
  tooManyPixels: `This image has more than ${files.maxImagePixels / 1_000_000} million pixels. Please resize it; ${files.minDpi} DPI at the wrap's size is plenty.`,
  tooCostly:
    "This image is saved interlaced (progressive), which at this size we cannot open safely. Please export it again without interlacing (a baseline JPG, or a PNG with Interlace off), or smaller.",
  imageOverBudget:
    "This image takes more memory or time to open than we allow for one file. Please export it again (a baseline JPG, or a PNG at 300 DPI at the wrap's size).",
  unreadable: "We could not read this file. It may be damaged: please export it again.",
  activePdf:
    "This PDF contains scripts or actions, which we do not accept for security. Please export it again as a plain (print) PDF.",
  tooManyPages: `This PDF has more than ${files.maxPdfPages} pages. A wrap prints one page: please send just your artwork's page (or a PDF of at most ${files.maxPdfPages}).`,
  pdfTooLarge:
    "This PDF unpacks to far more data than any wrap needs (it may be built to overload readers), so we cannot open it safely. Please export it again, flattened, or as a PNG or JPG at 300 DPI.",
  undrawablePdf:
    "This PDF takes too long or too much memory to open and draw at print size, so no printer of ours could print it. Please flatten it (or export it as a PNG or JPG at 300 DPI) and upload it again.",
  pdfCheckUnavailable:
    "We cannot check PDF files on this server right now. Please upload your artwork as a PNG or JPG, or try again later.",
  encryptedPdf:
    "This PDF is password-protected. Please export it without a password so we can print it.",
  expired:
    "We no longer have the artwork you uploaded (uploads are kept for a few days until the design is added to the cart). Please upload it again.",
  failed: "The upload did not finish. Please check your connection and try again.",
  busy: "We are checking a lot of files right now. Please try again in a minute.",
  unembeddedFonts: (fonts: string[]) =>
    `This PDF sets text in ${fonts.length > 1 ? "fonts" : "a font"} it does not include (${fonts
      .slice(0, 3)
      .map((font) => font.slice(0, 40))
      .join(
        ", ",
      )}), so a printer would swap in another face. Please export it again with fonts embedded, or with text converted to outlines.`,
} as const;
