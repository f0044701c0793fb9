import { readFile, writeFile } from "node:fs/promises";
import type { Sides } from "#app/domain/artwork-frame.ts";
import type { PreflightCheck } from "#app/domain/preflight.ts";
import { artworkMessages } from "#app/forms/artwork.ts";
import { files } from "#app/domain/policies.ts";
import type { ArtworkPreflight } from "../preflight/artwork-pdf.ts";
import type { PdfReading } from "./pdf-reading.ts";
import { scanPdf } from "./pdf-scan.ts";

/*
 * A PDF's check, run in the sandbox (server/sandbox, issue 32): the scan,
 * PDF.js's own reading, and the rebuilt copy the shop is given, checked
 * again. Drawing every page at print size comes after, in a sandbox of its
 * own (pdf-render.ts). PDF.js and pdf-lib (some 40 MB between them) are
 * loaded only for a file the scan has passed: a bomb the scan refuses costs
 * the sandbox a Node process and the scan, no more.
 */

/**
 * A refusal, or the checked copy's pages: how many, its first page's trim as
 * seen, how far its bleed box reaches beyond the trim (points, as seen), and
 * the preflight's findings (issue 49).
 */
export type PdfCheck =
  | { ok: false; message: string }
  | {
      ok: true;
      pageCount: number;
      widthPt: number;
      heightPt: number;
      bleedPt: Sides;
      trimNamed: boolean;
      checks: PreflightCheck[];
      /** Fonts set but not embedded: the upload outlines them (inspect.ts) and checks again. */
      unembeddedFonts: string[];
    };

const refuse = (message: string): PdfCheck => ({ ok: false, message });

/** The scan, then PDF.js: the first reason to refuse the bytes, or what PDF.js read. */
async function check(bytes: Buffer): Promise<PdfCheck | PdfReading> {
  const scan = await scanPdf(bytes);
  if (scan.encrypted) return refuse(artworkMessages.encryptedPdf);
  if (scan.active) return refuse(artworkMessages.activePdf);
  if (scan.tooLarge) return refuse(artworkMessages.pdfTooLarge);
  if (scan.unreadable) return refuse(artworkMessages.unreadable);
  const { readPdfWithPdfJs } = await import("./pdf-reading.ts");
  let reading: PdfReading;
  try {
    reading = await readPdfWithPdfJs(bytes, { maxPages: files.maxPdfPages });
  } catch {
    return refuse(artworkMessages.unreadable);
  }
  if (reading.pageCount > files.maxPdfPages) return refuse(artworkMessages.tooManyPages);
  if (reading.active) return refuse(artworkMessages.activePdf);
  if (!(reading.widthPt > 0 && reading.heightPt > 0)) return refuse(artworkMessages.unreadable);
  return reading;
}

/**
 * A PDF is read whole (at most the upload limit) to check it: no scripts or
 * actions anywhere in it, not encrypted, no stream that decodes to more than
 * a print needs, at most `files.maxPdfPages` pages PDF.js can open. The file
 * is then replaced by a rebuilt copy (pdf-rebuild.ts), checked the same way
 * and with the same pages, so the shop only ever downloads the copy.
 */
export async function run({ file }: { file: string }): Promise<PdfCheck> {
  const bytes = await readFile(file);
  const original = await check(bytes);
  if ("ok" in original) return original;
  const { rebuildPdf } = await import("./pdf-rebuild.ts");
  const { preflightArtworkPdf } = await import("../preflight/artwork-pdf.ts");
  let rebuilt: Buffer;
  let preflight: ArtworkPreflight | undefined;
  try {
    rebuilt = Buffer.from(
      await rebuildPdf(bytes, (copy) => (preflight = preflightArtworkPdf(copy))),
    );
  } catch {
    return refuse(artworkMessages.unreadable);
  }
  const copy = await check(rebuilt);
  if ("ok" in copy) return copy;
  const samePages =
    copy.pageCount === original.pageCount &&
    Math.abs(copy.widthPt - original.widthPt) < 0.01 &&
    Math.abs(copy.heightPt - original.heightPt) < 0.01;
  if (!samePages || !preflight) return refuse(artworkMessages.unreadable);
  await writeFile(file, rebuilt);
  // The design is the first page's trim and bleed: their sizes, and that page alone, cut to its
  // bleed box, for its preview.
  const { bleedCutFirstPage, trimmedSize } = await import("./pdf-trim.ts");
  const first = await bleedCutFirstPage(rebuilt);
  await writeFile(firstPagePath(file), first.pdf);
  return {
    ok: true,
    pageCount: copy.pageCount,
    ...trimmedSize(first.page.trim),
    bleedPt: first.page.bleed,
    trimNamed: first.page.trimNamed,
    checks: preflight.checks,
    unembeddedFonts: preflight.unembeddedFonts,
  };
}

/** Where the check writes the first page cut to its bleed box, beside the file, for the preview. */
export const firstPagePath = (file: string) => `${file}.first.pdf`;
