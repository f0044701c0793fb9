import svgpath from "svgpath";
import { pieceCuts, unit } from "#app/components/device-render/geometry.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { cutting, files } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { guides } from "./guides.ts";

/**
 * Where everything on a print template goes, in PostScript points (1/72 in)
 * from the page's top-left corner. The SVG and the PDF both draw this one
 * layout, so the two downloads always agree.
 */

export const pointsPerInch = 72;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The layers of a template, bottom to top, with the names design apps show. */
export const layerNames = {
  bleed: "Bleed",
  artwork: "Artwork",
  cutLine: "Cut line",
  safeArea: "Safe area",
  cutouts: "Cut-outs",
  notes: "Notes (hide before export)",
} as const;

export type LayerId = keyof typeof layerNames;

export interface TemplateLayout {
  title: string;
  /** Page size including bleed, in inches: the size the files state. */
  pageInches: { width: number; height: number };
  page: { width: number; height: number };
  /** The piece at the device's edge: the trim box. */
  trim: Box;
  /** Path data in points from the page's top-left: the cut line, the safe area, each hole. */
  cutLine: string;
  safe: string;
  holes: { label: string; d: string }[];
  /** Guidance printed on the Notes layer, one line each. */
  notes: string[];
  /** Where note line `index` starts: its left edge and the top of its text. */
  noteLines: { x: number; top: (index: number) => number };
  /** Top of the "Hinge side" label, centred above the trim's bottom edge. */
  hingeLabelTop: number;
}

const toPoints = (inches: number) => round(inches * pointsPerInch);

/** Two decimals is far below a printer's resolution and keeps the files readable. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Inches as the notes print them: to the thousandth, so the 0.125 in bleed reads exactly. */
function inches(value: number): string {
  return `${Math.round(value * 1000) / 1000} in`;
}

export function templateTitle(template: TemplateOwner, file: TemplateSheet): string {
  return `${template.brand} ${file.name} wrap template`;
}

/** The lid a template file is for, as the shop cuts it: the first model it fits (geometry.ts). */
export function templatePiece(template: TemplateOwner, file: TemplateSheet): PieceCut {
  return pieceCuts(deviceBody(template.brand, file.model)).lid;
}

/**
 * Where everything goes on the template of `piece`: the cut line, holes and
 * safe area the print file cuts (geometry.ts), moved from the renderer's
 * units onto the page, inside its bleed.
 */
export function templateLayout(
  template: TemplateOwner,
  file: TemplateSheet,
  piece: PieceCut = templatePiece(template, file),
): TemplateLayout {
  const bleed = files.bleedInches;
  const margin = files.safeMarginInches;
  const inset = cutting.insetInches.lid;
  const pageInches = {
    width: round(piece.width + 2 * bleed),
    height: round(piece.height + 2 * bleed),
  };
  const pixels = (value: number) => Math.ceil(value * files.minDpi);
  const { inset: noteInset, lineHeight, fontSize } = guides.notes;
  const onPage = (d: string) =>
    svgpath(d)
      .scale(pointsPerInch / unit)
      .translate(toPoints(bleed), toPoints(bleed))
      .round(2)
      .toString();
  const safeTop = toPoints(bleed + inset + margin);
  return {
    title: templateTitle(template, file),
    pageInches,
    page: { width: toPoints(pageInches.width), height: toPoints(pageInches.height) },
    trim: {
      x: toPoints(bleed),
      y: toPoints(bleed),
      width: toPoints(piece.width),
      height: toPoints(piece.height),
    },
    cutLine: onPage(piece.outline),
    safe: onPage(piece.safe),
    holes: piece.holes.map((hole) => ({ label: hole.label, d: onPage(hole.d) })),
    notes: [
      templateTitle(template, file),
      `The lid of the ${template.brand} ${file.name}${file.year ? ` (${file.year})` : ""}, seen from outside with the hinge at the bottom.`,
      `Lid ${inches(piece.width)} × ${inches(piece.height)}, cut ${inches(inset)} inside its edge. Page ${inches(pageInches.width)} × ${inches(pageInches.height)} with ${inches(bleed)} bleed on every side.`,
      `Extend your background to the page edge. Keep text and logos inside the dashed safe area (${inches(margin)} inside the cut line).`,
      `Artwork at ${files.minDpi} DPI at this size: ${pixels(pageInches.width)} × ${pixels(pageInches.height)} px. Color: ${files.colorMode}; RGB is converted for print.`,
      `Hide this layer before you export. Questions: ${site.designEmail}`,
    ],
    noteLines: {
      x: toPoints(bleed + inset + margin) + noteInset,
      top: (index) => safeTop + noteInset + index * lineHeight,
    },
    hingeLabelTop: toPoints(bleed + piece.height - inset) - noteInset - fontSize,
  };
}
