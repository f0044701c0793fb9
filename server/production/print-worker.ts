import { writeFile } from "node:fs/promises";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import type { OrderDesign } from "#app/domain/orders.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { printPanels } from "./panels.ts";
import { readTextFonts, renderPrintFile } from "./print-file.ts";

/*
 * A print file is made in a worker thread: reading a 50 MB image and writing
 * the PDF is seconds of work that would otherwise hold the event loop (and
 * every request) still, and the thread's heap has a limit of its own.
 */

export interface PrintJobInput {
  orderNumber: string;
  design: OrderDesign;
  /** The stored artwork file, or null for text on plain vinyl. */
  artworkPath: string | null;
  /** Where to write the PDF. */
  outputPath: string;
  /** The file's creation date, ms since the epoch. */
  now: number;
}

export interface PrintJobResult {
  pages: number;
  missingCharacters: string[];
}

/** The worker's heap: a 50 MB artwork and its PDF, with room to spare. */
const workerHeapMb = 512;

async function makePrintFile(input: PrintJobInput): Promise<PrintJobResult> {
  const { design } = input;
  const panels = printPanels(design);
  const artwork =
    input.artworkPath && design.artwork
      ? await readArtworkSource(input.artworkPath, design.artwork.mimeType)
      : null;
  const { bytes, missingCharacters } = await renderPrintFile({
    orderNumber: input.orderNumber,
    designName: design.designName,
    panels,
    artwork,
    aspect: design.artwork?.aspect ?? 1,
    fonts: await readTextFonts(),
    now: new Date(input.now),
  });
  await writeFile(input.outputPath, bytes);
  return { pages: panels.length, missingCharacters };
}

/** Makes a print file in a worker thread, given up (the thread ended) after `timeoutMs`. */
export function makePrintFileInWorker(
  input: PrintJobInput,
  { timeoutMs }: { timeoutMs: number },
): Promise<PrintJobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new Error(`Print file not made within ${timeoutMs / 1000} s`)));
      void worker.terminate();
    }, timeoutMs);
    worker.once(
      "message",
      (message: { ok: true; result: PrintJobResult } | { ok: false; error: string }) =>
        settle(() => (message.ok ? resolve(message.result) : reject(new Error(message.error)))),
    );
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`Print worker exited (${code}) before answering`))),
    );
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  makePrintFile(workerData as PrintJobInput).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) =>
      port.postMessage({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
}
