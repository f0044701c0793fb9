import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";
import { artworkMessages } from "../../app/forms/artwork.ts";
import { type Inspection, refuse } from "./inspection.ts";
import { scanPdf } from "./pdf-scan.ts";

/**
 * A PDF is read whole (at most the upload limit) to check it: no scripts or
 * actions anywhere in it, not encrypted, and a first page PDF.js can open.
 */
export async function inspectPdf(file: string): Promise<Inspection> {
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

// Run as a worker thread by inspect.ts: check the file named in workerData, answer, exit.
if (parentPort) {
  const { file } = workerData as { file: string };
  parentPort.postMessage(await inspectPdf(file));
}
