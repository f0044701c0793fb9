import { writeFile } from "node:fs/promises";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { defaultTextStyle } from "#app/domain/text-style.ts";
import { storedFrame } from "#app/domain/artwork-frame.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { printPanels } from "./panels.ts";
import { renderPrintFile } from "./print-file.ts";
import { printProofPath } from "./print-paths.ts";
import { drawPrintProof } from "./print-proof.ts";
import { readTextFonts } from "./print-text.ts";

/*
 * A print file is made in the sandbox (server/sandbox, issue 32): reading a
 * customer's 50 MB image, embedding a PDF's page and writing the PDF are
 * work on a hostile file, seconds of it, that must neither hold the server's
 * event loop nor take its memory. The kernel's limits are the job's.
 */

export interface PrintJobInput {
  orderNumber: string;
  design: OrderDesign;
  /** How many of the design the order asks for (the slug says it). */
  quantity: number;
  /** The version the file will be recorded as (the slug says it). */
  version: number;
  /** The model's measured template, if the shop has one (else the drawn outline). */
  template: CutTemplate | null;
  /** The stored artwork file, or null for text on plain vinyl. */
  artworkPath: string | null;
  /** Where to write the PDF. */
  outputPath: string;
  /** The file's creation date, ms since the epoch. */
  now: number;
  /** The proof picture's width in pixels, if not the product's (`proofWidth`). */
  proofWidth?: number;
}

export interface PrintJobResult {
  pages: number;
  missingCharacters: string[];
}

/** Makes the print file of one design at `outputPath`, and its proof picture beside it. */
export async function run(input: PrintJobInput): Promise<PrintJobResult> {
  const { design } = input;
  const panels = printPanels(design, input.template);
  const artwork =
    input.artworkPath && design.artwork
      ? await readArtworkSource(input.artworkPath, design.artwork.mimeType)
      : null;
  const facts = {
    orderNumber: input.orderNumber,
    designName: design.designName,
    device: deviceName(design.deviceBrand, design.deviceModel),
    coverage: design.coverageLabel,
    finish: design.finishLabel,
    quantity: input.quantity,
    version: input.version,
  };
  const { bytes, missingCharacters } = await renderPrintFile({
    facts,
    panels,
    artwork,
    frame: storedFrame(design.artwork),
    fonts: await readTextFonts([(design.textStyle ?? defaultTextStyle).face]),
    now: new Date(input.now),
  });
  await writeFile(input.outputPath, bytes);
  // The proof the customer approves is drawn from this very file (print-proof.ts).
  await drawPrintProof({
    pdf: input.outputPath,
    panels,
    facts,
    missing: missingCharacters,
    output: printProofPath(input.outputPath),
    ...(input.proofWidth && { width: input.proofWidth }),
  });
  return { pages: panels.length, missingCharacters };
}
