import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { type ArtworkMimeType, artworkMessages } from "../../app/forms/artwork.ts";
import { files } from "../../app/domain/policies.ts";
import { type Inspection, refuse } from "./inspection.ts";

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

/** PDF checks run at most this many at a time, each in a worker thread of its own. */
const pdfWorkers = 2;
/** A PDF check taking longer than this is given up, and the file refused. */
const pdfTimeoutMs = 60_000;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * A PDF is checked in a worker thread (pdf-worker.ts): reading a hostile
 * 50 MB file takes a second or more of CPU and a few hundred MB, which must
 * neither stall other requests nor take the server down. The worker has a
 * memory cap and a deadline; at most `pdfWorkers` run at once.
 */
async function inspectPdfInWorker(file: string): Promise<Inspection> {
  if (running >= pdfWorkers) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<Inspection>((resolve) => {
      const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url), {
        workerData: { file },
        resourceLimits: { maxOldGenerationSizeMb: 768 },
      });
      const timer = setTimeout(() => void worker.terminate(), pdfTimeoutMs);
      const settle = (inspection: Inspection) => {
        clearTimeout(timer);
        resolve(inspection);
      };
      worker.once("message", (inspection: Inspection) => settle(inspection));
      worker.once("error", () => settle(refuse(artworkMessages.unreadable)));
      worker.once("exit", () => settle(refuse(artworkMessages.unreadable)));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Checks a received file of a sniffed type; the message says why one is refused. */
export function inspectArtwork(file: string, type: ArtworkMimeType): Promise<Inspection> {
  return type === "application/pdf" ? inspectPdfInWorker(file) : inspectImage(file);
}
