import { writeFile } from "node:fs/promises";
import type { OrderDesign } from "#app/domain/orders.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { printPanels } from "./panels.ts";
import { readTextFonts, renderPrintFile } from "./print-file.ts";

/*
 * A print file is made in the sandbox (server/sandbox, issue 32): reading a
 * customer's 50 MB image, embedding a PDF's page and writing the PDF are
 * work on a hostile file, seconds of it, that must neither hold the server's
 * event loop nor take its memory. The kernel's limits are the job's.
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

/** Makes the print file of one design at `outputPath`. */
export async function run(input: PrintJobInput): Promise<PrintJobResult> {
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
