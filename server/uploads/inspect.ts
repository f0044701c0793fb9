import { rm } from "node:fs/promises";
import { type ArtworkMimeType, artworkMessages } from "#app/forms/artwork.ts";
import { type NodeTaskBudget, runNodeTask } from "../sandbox/node-task.ts";
import { sandboxQueue } from "../sandbox/sandbox.ts";
import { checkImage, drawImage, previewSide } from "./image.ts";
import { type Inspection, refuse } from "./inspection.ts";
import { firstPagePath } from "./pdf-check.ts";
import { type PreflightCheck, preflightReport } from "#app/domain/preflight.ts";
import { outlineFonts } from "../preflight/outline-fonts.ts";
import { drawEveryPage, drawPagePicture } from "./pdf-render.ts";

const mib = 1024 * 1024;

/**
 * What checking one PDF may spend (pdf-check.ts): the file (at most 50 MB)
 * read by the scan, PDF.js and pdf-lib in turn, and its rebuilt copy.
 */
export const pdfCheckBudget: NodeTaskBudget = {
  memoryBytes: 640 * mib,
  cpuSeconds: 45,
  wallSeconds: 90,
  fileBytes: 160 * mib,
  outputBytes: 64 * 1024,
};

/** The PDF's check in the sandbox (pdf-check.ts): its answer, or the message to refuse it with. */
async function checkPdf(file: string) {
  let checked;
  try {
    checked = await runNodeTask("inspect-pdf", { file }, pdfCheckBudget);
  } catch {
    return artworkMessages.failed;
  }
  if (!checked.ok)
    return checked.broke ? artworkMessages.undrawablePdf : artworkMessages.unreadable;
  return checked.value.ok ? checked.value : checked.value.message;
}

/**
 * The check, and where the file sets text in fonts it does not carry, its
 * text outlined by Ghostscript (outline-fonts.ts) and the check again: the
 * report says the fonts were outlined (issue 49).
 */
async function checkAndMendPdf(file: string) {
  const first = await checkPdf(file);
  if (typeof first === "string" || first.unembeddedFonts.length === 0) return first;
  const outlined = await outlineFonts(file);
  if (!outlined.ok) {
    return outlined.reason === "unavailable"
      ? artworkMessages.unembeddedFonts(first.unembeddedFonts)
      : artworkMessages.undrawablePdf;
  }
  const again = await checkPdf(file);
  if (typeof again === "string") return again;
  if (again.unembeddedFonts.length > 0)
    return artworkMessages.unembeddedFonts(again.unembeddedFonts);
  const fonts: PreflightCheck = {
    id: "fonts",
    status: "fixed",
    detail: `Not embedded: ${first.unembeddedFonts.join(", ")}. Its text was turned to outlines in the face it prints in; check the lettering on the proof.`,
  };
  // The first check's findings stand (it removed what the second no longer sees), fonts fixed.
  return { ...again, checks: [...first.checks.filter((check) => check.id !== "fonts"), fonts] };
}

/**
 * A PDF is checked in the sandbox (pdf-check.ts), replaced by its rebuilt
 * copy (mended by its preflight), and accepted only once every page of the
 * copy has been drawn at print size (pdf-render.ts). A file that breaks a
 * limit is refused as one no printer could print.
 */
async function inspectPdf(file: string, previewPath: string): Promise<Inspection> {
  const checked = await checkAndMendPdf(file);
  if (typeof checked === "string") return refuse(checked);
  let drawn;
  try {
    drawn = await drawEveryPage(file);
  } catch {
    // No pdftoppm on this machine: PDFs cannot be checked, so none is taken.
    return refuse(artworkMessages.pdfCheckUnavailable);
  }
  if (!drawn.ok)
    return refuse(drawn.broke ? artworkMessages.undrawablePdf : artworkMessages.unreadable);
  const { widthPt, heightPt, bleedPt, trimNamed } = checked;
  return {
    ok: true,
    width: null,
    height: null,
    page: { widthPt, heightPt, bleedPt, trimNamed },
    preflight: preflightReport("artwork", checked.checks),
    ...((await pdfPreview(file, previewPath)) && { previewPath }),
  };
}

/**
 * The PDF's preview (issue 34): its first page cut to its bleed box, drawn by
 * poppler and made a WebP like an image's, both in the sandbox. A PDF whose
 * every page was drawn at print size draws here too; if not, it has none.
 */
async function pdfPreview(file: string, previewPath: string): Promise<boolean> {
  const trimmed = firstPagePath(file);
  const picture = `${file}.picture`;
  try {
    if (!(await drawPagePicture(trimmed, picture, previewSide))) return false;
    const drawn = await drawImage(`${picture}.png`, {
      side: previewSide,
      format: "webp",
      output: previewPath,
    });
    return drawn.ok;
  } finally {
    await Promise.all([rm(trimmed, { force: true }), rm(`${picture}.png`, { force: true })]);
  }
}

/**
 * Checks a received file of a sniffed type, in `owner`'s turn of the
 * sandbox's line (a client's address): the message says why one is refused.
 * Its preview (an image's, or a PDF's first page) is written to `previewPath`. Throws QueueFull when the
 * line is full.
 */
export function inspectArtwork(
  file: string,
  type: ArtworkMimeType,
  { owner, previewPath }: { owner: string; previewPath: string },
): Promise<Inspection> {
  return sandboxQueue(owner, () =>
    type === "application/pdf" ? inspectPdf(file, previewPath) : checkImage(file, previewPath),
  );
}
