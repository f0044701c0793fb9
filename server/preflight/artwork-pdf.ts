import type { PDFDocument } from "@cantoo/pdf-lib";
import type { PreflightCheck } from "#app/domain/preflight.ts";
import { distinctNames, spotColourants } from "./pdf-colourants.ts";
import { usedFonts } from "./pdf-fonts.ts";
import { bleedBeyondTrim, namesTrim } from "../uploads/pdf-trim.ts";

/*
 * The preflight of a customer's PDF (issue 49), run on the rebuilt copy in
 * the upload's sandbox before it is saved (pdf-check.ts). What it can mend it
 * mends in the copy, and says so:
 *
 *   - a spot colour a RIP or cutter takes as a cut or registration is made
 *     `None` (it prints and cuts nothing): only the shop's cut line cuts;
 *   - other spot colours are kept, and flagged for a person to check on the
 *     proof (a RIP prints them from its own spot library, or from the file's
 *     alternate colour);
 *   - a font the file does not embed is named, for the upload to outline in
 *     Ghostscript's sandbox and check again (inspect.ts).
 *
 * Page boxes are reported: the trim the design is placed by, and its bleed.
 */

export interface ArtworkPreflight {
  checks: PreflightCheck[];
  /** Fonts the file sets text in without carrying them. */
  unembeddedFonts: string[];
}

const list = (names: string[]) => names.join(", ");

function spotsCheck(doc: PDFDocument): PreflightCheck {
  const found = spotColourants(doc, { remove: true });
  const removed = distinctNames(found.filter((colourant) => colourant.removed));
  const kept = distinctNames(found.filter((colourant) => !colourant.removed));
  const parts = [
    ...(removed.length
      ? [
          `Removed ${list(removed)}: a RIP or cutter reads ${removed.length > 1 ? "these names" : "this name"} as a cut or registration mark, and only our cut line may cut. Those marks print nothing.`,
        ]
      : []),
    ...(kept.length
      ? [
          `Kept ${list(kept)} as spot ${kept.length > 1 ? "colours" : "colour"}: the RIP prints ${kept.length > 1 ? "them" : "it"} from its spot library, or from the file's own alternate colour. Check the colour on the proof.`,
        ]
      : []),
  ];
  return {
    id: "spots",
    status: kept.length ? "flagged" : removed.length ? "fixed" : "passed",
    detail: parts.join(" ") || "No spot colours.",
  };
}

function boxesCheck(doc: PDFDocument): PreflightCheck {
  const page = doc.getPage(0);
  const bleed = bleedBeyondTrim(page);
  const least = Math.min(bleed.left, bleed.top, bleed.right, bleed.bottom) / 72;
  const trim = namesTrim(page)
    ? "Placed by its TrimBox"
    : "No TrimBox: placed by its crop box, unless it is our template's size";
  return {
    id: "boxes",
    status: "passed",
    detail:
      least > 0
        ? `${trim}; its BleedBox keeps ${Math.round(least * 1000) / 1000} in or more beyond it, which prints in the bleed.`
        : `${trim}; it has no bleed of its own beyond its trim.`,
  };
}

/** Runs the artwork's preflight on `doc` (the rebuilt copy), mending it in place. */
export function preflightArtworkPdf(doc: PDFDocument): ArtworkPreflight {
  const unembedded = usedFonts(doc)
    .filter((font) => !font.embedded)
    .map((font) => font.name);
  const fonts: PreflightCheck = unembedded.length
    ? {
        id: "fonts",
        status: "failed",
        detail: `Not embedded: ${list(unembedded)}. A RIP would set the text in a face of its own.`,
      }
    : { id: "fonts", status: "passed", detail: "Every font is embedded." };
  return { checks: [boxesCheck(doc), spotsCheck(doc), fonts], unembeddedFonts: unembedded };
}
