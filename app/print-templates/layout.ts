import type { LaptopTemplate, LidCutout, TemplateFile } from "#app/domain/catalog/index.ts";
import { logoPath, logoShapes } from "#app/domain/catalog/logos.ts";
import { files } from "#app/domain/policies.ts";
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

export interface RoundedBox extends Box {
  radius: number;
}

export interface PlacedCutout extends Box {
  /** Centre, for ellipses. */
  centerX: number;
  centerY: number;
  label: string;
  shape: LidCutout["shape"];
  /** The outline of a maker's logo, as SVG path data in points; ellipses and rectangles have none. */
  path: string | null;
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
  cut: RoundedBox;
  safe: RoundedBox;
  cutouts: PlacedCutout[];
  /** Guidance printed on the Notes layer, one line each. */
  notes: string[];
  /** Where note line `index` starts: its left edge and the top of its text. */
  noteLines: { x: number; top: (index: number) => number };
  /** Top of the "Hinge side" label, centred above the cut line's bottom edge. */
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

export function templateTitle(template: LaptopTemplate, file: TemplateFile): string {
  return `${template.brand} ${file.name} wrap template`;
}

export function templateLayout(template: LaptopTemplate, file: TemplateFile): TemplateLayout {
  const { lid } = file;
  const bleed = files.bleedInches;
  const margin = files.safeMarginInches;
  const pageInches = { width: round(lid.width + 2 * bleed), height: round(lid.height + 2 * bleed) };
  const pixels = (value: number) => Math.ceil(value * files.minDpi);
  const { inset, lineHeight, fontSize } = guides.notes;
  const safeTop = toPoints(bleed + margin);
  return {
    title: templateTitle(template, file),
    pageInches,
    page: { width: toPoints(pageInches.width), height: toPoints(pageInches.height) },
    cut: {
      x: toPoints(bleed),
      y: toPoints(bleed),
      width: toPoints(lid.width),
      height: toPoints(lid.height),
      radius: toPoints(lid.cornerRadius),
    },
    safe: {
      x: toPoints(bleed + margin),
      y: toPoints(bleed + margin),
      width: toPoints(lid.width - 2 * margin),
      height: toPoints(lid.height - 2 * margin),
      radius: toPoints(Math.max(lid.cornerRadius - margin, 0)),
    },
    cutouts: lid.cutouts.map((cutout) => {
      const box = {
        x: toPoints(bleed + cutout.centerX - cutout.width / 2),
        y: toPoints(bleed + cutout.centerY - cutout.height / 2),
        width: toPoints(cutout.width),
        height: toPoints(cutout.height),
      };
      const shape = cutout.shape === "ellipse" || cutout.shape === "rect" ? null : cutout.shape;
      return {
        label: cutout.label,
        shape: cutout.shape,
        centerX: toPoints(bleed + cutout.centerX),
        centerY: toPoints(bleed + cutout.centerY),
        ...box,
        path: shape ? logoPath(logoShapes[shape], box) : null,
      };
    }),
    notes: [
      templateTitle(template, file),
      `The lid of the ${template.brand} ${file.name} (${file.year}), seen from outside with the hinge at the bottom.`,
      `Cut line ${inches(lid.width)} × ${inches(lid.height)}. Page ${inches(pageInches.width)} × ${inches(pageInches.height)} with ${inches(bleed)} bleed on every side.`,
      `Extend your background to the page edge. Keep text and logos inside the dashed safe area (${inches(margin)} inside the cut line).`,
      `Artwork at ${files.minDpi} DPI at this size: ${pixels(pageInches.width)} × ${pixels(pageInches.height)} px. Color: ${files.colorMode}; RGB is converted for print.`,
      `Hide this layer before you export. Questions: ${site.designEmail}`,
    ],
    noteLines: {
      x: toPoints(bleed + margin) + inset,
      top: (index) => safeTop + inset + index * lineHeight,
    },
    hingeLabelTop: toPoints(bleed + lid.height) - inset - fontSize,
  };
}
