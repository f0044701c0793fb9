import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { promisify } from "node:util";
import sharp, { type OverlayOptions } from "sharp";
import svgpath from "svgpath";
import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import { type PrintPanel, panelUnitsPerInch } from "./panels.ts";
import { bleedInches, slugInches } from "./print-file.ts";
import type { SlugFacts } from "./print-slug.ts";

/*
 * The proof is the print (issue 34): the picture the customer approves is the
 * print file itself, drawn by poppler page by page (the art as printed, with
 * its bleed; white where no ink goes, which is white vinyl), with the cut line
 * and holes traced over it, the bleed that is cut off paled, the safe area
 * dashed, each piece's size in inches and millimetres, the finish, and what
 * the print leaves out named. Made in the print file's own sandbox, from the
 * file just written.
 */

const run = promisify(execFile);

/** The proof's width in pixels, as the e-mails' and the order page's pictures are. */
export const proofWidth = 1600;
const font = "Liberation Sans, Arial, Helvetica, sans-serif";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const size = (inches: number) =>
  `${Math.round(inches * 100) / 100} in (${Math.round(inches * millimetresPerInch * 10) / 10} mm)`;

/**
 * How the proof is drawn: pixels per inch so the widest page is `proofWidth`
 * wide, and the type and lines in proportion.
 */
interface Scale {
  dpi: number;
  /** Of a 50 DPI drawing's sizes. */
  k: number;
}

/** A piece's path (renderer units, from its top-left) where the page's pixels have it. */
const onPage = (d: string, margin: number, { dpi }: Scale) =>
  svgpath(d)
    .scale(dpi / panelUnitsPerInch)
    .translate(margin * dpi, margin * dpi)
    .round(1)
    .toString();

/** What is traced over one page of the print: the cut, the safe area, the bleed cut off, its size. */
function pageOverlay(panel: PrintPanel, width: number, pageHeight: number, scale: Scale): string {
  const { dpi, k } = scale;
  const height = pageHeight + 30 * k;
  const margin = bleedInches + slugInches;
  const bleed = bleedInches * dpi;
  const cut = [panel.cut.outline, ...panel.cut.holes.map((hole) => hole.d)].map((d) =>
    onPage(d, margin, scale),
  );
  const trim = { x: margin * dpi, y: margin * dpi, w: panel.width * dpi, h: panel.height * dpi };
  const below = trim.y + trim.h + bleed + 2;
  const label = `${panel.name}: ${size(panel.width)} × ${size(panel.height)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <path d="M0 0H${width}V${pageHeight}H0Z ${cut[0]}" fill="#ffffff" fill-opacity="0.6" fill-rule="evenodd"/>
  <rect x="${trim.x - bleed}" y="${trim.y - bleed}" width="${trim.w + 2 * bleed}" height="${trim.h + 2 * bleed}" fill="none" stroke="#94a3b8" stroke-width="${k}"/>
  <path d="${onPage(panel.cut.safe, margin, scale)}" fill="none" stroke="#0284c7" stroke-width="${1.5 * k}" stroke-dasharray="${6 * k} ${4 * k}"/>
  ${cut.map((d) => `<path d="${d}" fill="none" stroke="#ec008c" stroke-width="${2.5 * k}"/>`).join("\n  ")}
  <rect x="0" y="${below}" width="${width}" height="${height - below}" fill="#ffffff"/>
  <text x="${trim.x}" y="${below + 20 * k}" font-family="${font}" font-size="${15 * k}" font-weight="700" fill="#111827">${escape(label)}</text>
</svg>`;
}

/** The legend above the pieces: what the customer is approving, and how to read it. */
function header(
  facts: SlugFacts,
  panels: PrintPanel[],
  missing: string[],
  width: number,
  { k }: Scale,
) {
  const lines = [
    { text: `Proof: ${facts.designName}, ${facts.device}`, size: 18, bold: true },
    {
      text: `${facts.coverage} · ${facts.finish} finish · ${facts.quantity} × · print file v${facts.version}`,
      size: 14,
      bold: false,
    },
    {
      text: "Magenta: where we cut. Dashed blue: keep text and logos inside. Pale edge: bleed, cut off.",
      size: 13,
      bold: false,
    },
    { text: "White: white vinyl, no ink.", size: 13, bold: false },
    ...(panels.some((panel) => !panel.outline.template)
      ? [
          {
            text: "We confirm the outline on your exact model before we print.",
            size: 13,
            bold: false,
          },
        ]
      : []),
    ...(missing.length
      ? [
          {
            text: `Left out of the print (our typeface has no such character): ${missing.join(" ")}`,
            size: 13,
            bold: true,
          },
        ]
      : []),
  ];
  const height = (20 + lines.length * 22) * k;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${16 * k}" y="${(30 + index * 22) * k}" font-family="${font}" font-size="${line.size * k}" font-weight="${line.bold ? 700 : 400}" fill="#111827">${escape(line.text)}</text>`,
    )
    .join("\n");
  return {
    height: Math.round(height),
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(height)}"><rect width="${width}" height="${Math.round(height)}" fill="#ffffff"/>${text}</svg>`,
  };
}

/**
 * Draws the proof of the print file at `pdf` (one page per panel) as a PNG at
 * `output`. `missing`: characters of the text lines the print leaves out.
 */
export async function drawPrintProof(input: {
  pdf: string;
  panels: PrintPanel[];
  facts: SlugFacts;
  missing: string[];
  output: string;
  /** The picture's width in pixels (the product's is `proofWidth`; the catalog's test draws smaller). */
  width?: number;
}): Promise<void> {
  const pages: { file: string; width: number; height: number; panel: PrintPanel }[] = [];
  const margin = bleedInches + slugInches;
  const widest = Math.max(...input.panels.map((panel) => panel.width + 2 * margin));
  const width = input.width ?? proofWidth;
  const scale: Scale = { dpi: width / widest, k: width / widest / 50 };
  const gap = Math.round(24 * scale.k);
  const band = Math.round(30 * scale.k);
  try {
    for (const [index, panel] of input.panels.entries()) {
      const base = `${input.output}.page-${index + 1}`;
      const page = String(index + 1);
      // Drawn to whole pixels worked out here, not from the resolution: poppler rounds a page's
      // size up, so a page drawn at `dpi` can be a pixel wider than the picture (issue 49).
      const pixels = (inches: number) => String(Math.round(inches * scale.dpi));
      await run("pdftoppm", [
        "-scale-to-x",
        pixels(panel.width + 2 * margin),
        "-scale-to-y",
        pixels(panel.height + 2 * margin),
        "-f",
        page,
        "-l",
        page,
        "-png",
        "-singlefile",
        input.pdf,
        base,
      ]);
      const file = `${base}.png`;
      const drawn = await sharp(file).metadata();
      pages.push({ file, width: drawn.width, height: drawn.height, panel });
    }
    const top = header(input.facts, input.panels, input.missing, width, scale);
    const layers: OverlayOptions[] = [{ input: Buffer.from(top.svg), top: 0, left: 0 }];
    let y = top.height;
    for (const page of pages) {
      layers.push(
        { input: page.file, top: y, left: 0 },
        {
          input: Buffer.from(pageOverlay(page.panel, width, page.height, scale)),
          top: y,
          left: 0,
        },
      );
      y += page.height + band + gap;
    }
    await sharp({ create: { width, height: y, channels: 3, background: "#ffffff" } })
      .composite(layers)
      .png({ compressionLevel: 9 })
      .toFile(input.output);
  } finally {
    await Promise.all(pages.map((page) => rm(page.file, { force: true })));
  }
}
