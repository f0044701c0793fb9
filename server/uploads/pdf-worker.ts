import { readFile, writeFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { artworkMessages } from "#app/forms/artwork.ts";
import { type Inspection, refuse } from "./inspection.ts";
import { type PdfReading, readPdfWithPdfJs } from "./pdf-reading.ts";
import { rebuildPdf } from "./pdf-rebuild.ts";
import { scanPdf } from "./pdf-scan.ts";

/** The scan, then PDF.js: the first reason to refuse the bytes, or what PDF.js read. */
async function check(bytes: Buffer): Promise<Inspection | PdfReading> {
  const scan = await scanPdf(bytes);
  if (scan.encrypted) return refuse(artworkMessages.encryptedPdf);
  if (scan.active) return refuse(artworkMessages.activePdf);
  if (scan.unreadable) return refuse(artworkMessages.unreadable);
  let reading: PdfReading;
  try {
    reading = await readPdfWithPdfJs(bytes);
  } catch {
    return refuse(artworkMessages.unreadable);
  }
  if (reading.active) return refuse(artworkMessages.activePdf);
  if (!(reading.widthPt > 0 && reading.heightPt > 0)) return refuse(artworkMessages.unreadable);
  return reading;
}

/**
 * A PDF is read whole (at most the upload limit) to check it: no scripts or
 * actions anywhere in it, not encrypted, pages PDF.js can open. The file is
 * then replaced by a rebuilt copy (pdf-rebuild.ts), checked the same way and
 * with the same pages, so the shop only ever downloads the copy.
 */
export async function inspectPdf(file: string): Promise<Inspection> {
  const bytes = await readFile(file);
  const original = await check(bytes);
  if ("ok" in original) return original;
  let rebuilt: Buffer;
  try {
    rebuilt = Buffer.from(await rebuildPdf(bytes));
  } catch {
    return refuse(artworkMessages.unreadable);
  }
  const copy = await check(rebuilt);
  if ("ok" in copy) return copy;
  const samePages =
    copy.pageCount === original.pageCount &&
    Math.abs(copy.widthPt - original.widthPt) < 0.01 &&
    Math.abs(copy.heightPt - original.heightPt) < 0.01;
  if (!samePages) return refuse(artworkMessages.unreadable);
  await writeFile(file, rebuilt);
  return {
    ok: true,
    width: null,
    height: null,
    pageWidthPt: copy.widthPt,
    pageHeightPt: copy.heightPt,
  };
}

// Run as a worker thread by inspect.ts: check the file named in workerData, answer, exit.
if (parentPort) {
  const { file } = workerData as { file: string };
  parentPort.postMessage(await inspectPdf(file));
}
