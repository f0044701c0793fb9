import { Worker } from "node:worker_threads";
import { type ArtworkMimeType, artworkMessages } from "#app/forms/artwork.ts";
import { inspectImage } from "./image.ts";
import { type Inspection, refuse } from "./inspection.ts";
import { createJobQueue } from "./job-queue.ts";

/** PDF checks run at most this many at a time, each in a worker thread of its own. */
const pdfWorkers = 2;
/** A PDF check taking longer than this is given up, and the file refused. */
const pdfTimeoutMs = 60_000;

const pdfJob = createJobQueue({ concurrency: pdfWorkers });

/**
 * A PDF is checked in a worker thread (pdf-worker.ts): reading a hostile
 * 50 MB file takes a second or more of CPU and a few hundred MB, which must
 * neither stall other requests nor take the server down. The worker has a
 * memory cap and a deadline; at most `pdfWorkers` run at once.
 */
function inspectPdfInWorker(file: string): Promise<Inspection> {
  return pdfJob(
    () =>
      new Promise<Inspection>((resolve) => {
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
      }),
  );
}

/** Checks a received file of a sniffed type; the message says why one is refused. */
export function inspectArtwork(file: string, type: ArtworkMimeType): Promise<Inspection> {
  return type === "application/pdf" ? inspectPdfInWorker(file) : inspectImage(file);
}
