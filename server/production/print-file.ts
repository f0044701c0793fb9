import {
  type PDFArray,
  PDFDict,
  PDFDocument,
  type PDFEmbeddedPage,
  type PDFFont,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
} from "@cantoo/pdf-lib";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { plainVinyl } from "#app/components/device-render/geometry.ts";
import { formatNumber, pathCommands } from "#app/print-templates/path-commands.ts";
import { site } from "#app/domain/site.ts";
import { type ArtworkSource, orientationMatrix } from "./artwork-source.ts";
import { type PrintPanel, panelUnitsPerInch } from "./panels.ts";

/*
 * The print file (issue 13): one PDF page per piece, at true size, as a
 * print-and-cut RIP (VersaWorks, Summa GoSign, Mimaki RasterLink) expects it.
 *
 *   - The trim box is the piece; the bleed box 0.125 in beyond it, which the
 *     artwork (or the plain vinyl) fills. The crop box is the bleed box, so
 *     the page a viewer shows is the piece and its bleed; the media box adds
 *     0.375 in of slug around it for the order number, design and piece.
 *   - The cut line (outline, logo and trackpad holes) is a vector path
 *     stroked in the spot colour `CutContour`, overprinting, on a layer of
 *     its own; the artwork and the slug are layers too.
 *   - The artwork is placed exactly as the customer placed it (the renderer's
 *     transform, in the same units), at its full resolution.
 *   - The text lines are typeset in Arimo Bold (metrics of the preview's
 *     Liberation Sans / Arial), embedded and subset, with the preview's
 *     translucent dark outline under white letters.
 */

export const bleedInches = 0.125;
export const slugInches = 0.375;
const pointsPerInch = 72;
/** From the renderer's units (hundredths of an inch) to points. */
const pointsPerUnit = pointsPerInch / panelUnitsPerInch;
/** The cut line's stroke: thin enough to read as a line, which cutters ignore anyway. */
const cutLineWidthPt = 0.25;
/** The slug's type size, points. */
const slugFontSize = 8;

export interface PrintFileInput {
  orderNumber: string;
  designName: string;
  panels: PrintPanel[];
  /** The artwork, or null for a design of text on plain vinyl. */
  artwork: ArtworkSource | null;
  /** The artwork's height ÷ width, upright (as the customizer measured it). */
  aspect: number;
  /** Arimo Bold, Latin and Latin Extended subsets (WOFF): the text lines' typeface. */
  fonts: Uint8Array[];
  /** Stamped as the file's creation date. */
  now: Date;
}

export interface PrintFile {
  bytes: Uint8Array;
  /** Characters of the text lines no embedded font has (left out of the print; staff are told). */
  missingCharacters: string[];
}

const require = createRequire(import.meta.url);

/** Arimo Bold's Latin and Latin Extended subsets, in the order text looks for a glyph. */
const textFontFiles = [
  "@fontsource/arimo/files/arimo-latin-700-normal.woff",
  "@fontsource/arimo/files/arimo-latin-ext-700-normal.woff",
];

/** The text lines' typeface, as `renderPrintFile` takes it. */
export function readTextFonts(): Promise<Uint8Array[]> {
  return Promise.all(textFontFiles.map((file) => readFile(require.resolve(file))));
}

const n = formatNumber;

const matrix = (m: readonly number[]) => `${m.map(n).join(" ")} cm`;

interface EmbeddedFace {
  pdf: PDFFont;
  glyphs: fontkit.Font;
  /** Its name in the pages' resources. */
  key: string;
}

/** Text split into runs, each set in the first face that has its characters. */
interface Typesetter {
  missing: Set<string>;
  width(text: string, size: number): number;
  /** The text-showing operators for `text` from the current point (inside BT … ET). */
  show(text: string, size: number): string;
}

function typesetter(faces: EmbeddedFace[]): Typesetter {
  const missing = new Set<string>();
  const runs = (text: string) => {
    const out: { face: EmbeddedFace; text: string }[] = [];
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      const face = faces.find(({ glyphs }) => glyphs.hasGlyphForCodePoint(code));
      if (!face) {
        if (character.trim() !== "") missing.add(character);
        continue;
      }
      const last = out.at(-1);
      if (last?.face === face) last.text += character;
      else out.push({ face, text: character });
    }
    return out;
  };
  return {
    missing,
    width: (text, size) =>
      runs(text).reduce((sum, run) => sum + run.face.pdf.widthOfTextAtSize(run.text, size), 0),
    show: (text, size) =>
      runs(text)
        .map(
          ({ face, text: run }) =>
            `/${face.key} ${n(size)} Tf ${face.pdf.encodeText(run).toString()} Tj`,
        )
        .join(" "),
  };
}

/** Named page resources, added through the page's resource dictionary. */
function resources(page: PDFPage) {
  const dict = page.node.normalizedEntries().Resources;
  return (category: string, name: string, value: PDFRef | PDFDict | PDFArray) => {
    let group = dict.lookupMaybe(PDFName.of(category), PDFDict);
    if (!group) {
      group = page.doc.context.obj({});
      dict.set(PDFName.of(category), group);
    }
    group.set(PDFName.of(name), value);
  };
}

/** The artwork as the page draws it: an image or a form, and the matrix onto its unit square. */
async function embedArtwork(doc: PDFDocument, artwork: ArtworkSource) {
  const { context } = doc;
  if (artwork.kind === "pdf") {
    const [page] = (await doc.embedPdf(artwork.bytes, [0])) as [PDFEmbeddedPage];
    await page.embed();
    return {
      ref: page.ref,
      // The form is drawn in points; onto the unit square, then upright.
      toUnitSquare: [
        matrix(orientationMatrix(1)),
        matrix([1 / page.width, 0, 0, 1 / page.height, 0, 0]),
      ].join("\n"),
      pixels: null,
    };
  }
  if (artwork.kind === "jpeg") {
    const image = await doc.embedJpg(artwork.bytes);
    await image.embed();
    return {
      ref: image.ref,
      toUnitSquare: matrix(orientationMatrix(artwork.orientation)),
      pixels: { width: artwork.width, height: artwork.height },
    };
  }
  const plane = (bytes: Buffer, colorSpace: string, extra: Record<string, unknown> = {}) =>
    context.register(
      context.stream(bytes, {
        Type: "XObject",
        Subtype: "Image",
        Width: artwork.width,
        Height: artwork.height,
        BitsPerComponent: 8,
        ColorSpace: colorSpace,
        Filter: "FlateDecode",
        ...extra,
      }),
    );
  const mask = artwork.alpha ? plane(artwork.alpha, "DeviceGray") : null;
  return {
    ref: plane(artwork.rgb, "DeviceRGB", mask ? { SMask: mask } : {}),
    toUnitSquare: matrix(orientationMatrix(1)),
    pixels: { width: artwork.width, height: artwork.height },
  };
}

const rgb = (hex: string) =>
  [1, 3, 5].map((at) => n(Number.parseInt(hex.slice(at, at + 2), 16) / 255)).join(" ");

/** Makes the print file: one page per panel. */
export async function renderPrintFile(input: PrintFileInput): Promise<PrintFile> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit as never);
  doc.setTitle(`${input.orderNumber} ${input.designName}: print and cut`);
  doc.setAuthor(site.name);
  doc.setCreator(`${site.name} production`);
  doc.setProducer(`${site.name} production`);
  doc.setCreationDate(input.now);
  doc.setModificationDate(input.now);
  const { context } = doc;

  const fonts: EmbeddedFace[] = await Promise.all(
    input.fonts.map(async (bytes, index) => ({
      pdf: await doc.embedFont(bytes, { subset: true }),
      glyphs: fontkit.create(Buffer.from(bytes)) as fontkit.Font,
      key: `F${index}`,
    })),
  );
  const type = typesetter(fonts);

  const layers = Object.fromEntries(
    (["Artwork", "CutContour", "Slug"] as const).map((name) => [
      name,
      context.register(context.obj({ Type: "OCG", Name: PDFString.of(name) })),
    ]),
  ) as Record<"Artwork" | "CutContour" | "Slug", PDFRef>;
  const order = Object.values(layers);
  doc.catalog.set(
    PDFName.of("OCProperties"),
    context.obj({
      OCGs: order,
      D: { Name: PDFString.of("Layers"), Order: order, ON: order },
    }),
  );
  const cutContour = context.register(
    context.obj([
      PDFName.of("Separation"),
      PDFName.of("CutContour"),
      PDFName.of("DeviceCMYK"),
      context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 }),
    ]),
  );
  const artwork = input.artwork ? await embedArtwork(doc, input.artwork) : null;

  for (const panel of input.panels) {
    const trim = { width: panel.width * pointsPerInch, height: panel.height * pointsPerInch };
    const margin = (bleedInches + slugInches) * pointsPerInch;
    const bleed = bleedInches * pointsPerInch;
    const page = doc.addPage([trim.width + 2 * margin, trim.height + 2 * margin]);
    page.setTrimBox(margin, margin, trim.width, trim.height);
    page.setBleedBox(
      margin - bleed,
      margin - bleed,
      trim.width + 2 * bleed,
      trim.height + 2 * bleed,
    );
    page.setCropBox(
      margin - bleed,
      margin - bleed,
      trim.width + 2 * bleed,
      trim.height + 2 * bleed,
    );
    const add = resources(page);
    for (const [name, ref] of Object.entries(layers)) add("Properties", name, ref);
    add("ColorSpace", "CutContour", cutContour);
    add("ExtGState", "Overprint", context.obj({ Type: "ExtGState", OP: true, op: true, OPM: 1 }));
    add("ExtGState", "Outline", context.obj({ Type: "ExtGState", CA: 0.55 }));
    fonts.forEach((font) => add("Font", font.key, font.pdf.ref));
    if (artwork) add("XObject", "Artwork", artwork.ref);

    // Everything on the piece is drawn in the renderer's frame: hundredths of
    // an inch from the piece's top-left corner, y down.
    const pieceFrame = matrix([pointsPerUnit, 0, 0, -pointsPerUnit, margin, margin + trim.height]);
    const width = panel.width * panelUnitsPerInch;
    const height = panel.height * panelUnitsPerInch;
    const bleedUnits = bleedInches * panelUnitsPerInch;
    const content: string[] = [];

    content.push("/OC /Artwork BDC", "q", pieceFrame);
    content.push(
      `${n(-bleedUnits)} ${n(-bleedUnits)} ${n(width + 2 * bleedUnits)} ${n(height + 2 * bleedUnits)} re W n`,
    );
    if (artwork) {
      const { x, y, scale, rotation } = panel.placement;
      const radians = (rotation * Math.PI) / 180;
      const size = scale * width;
      content.push(
        "q",
        matrix([1, 0, 0, 1, x * width, y * height]),
        matrix([Math.cos(radians), Math.sin(radians), -Math.sin(radians), Math.cos(radians), 0, 0]),
        matrix([size, 0, 0, size, 0, 0]),
        // The upright unit square onto the artwork, centred, as tall as its aspect.
        matrix([1, 0, 0, input.aspect, -0.5, -input.aspect / 2]),
        artwork.toUnitSquare,
        "/Artwork Do",
        "Q",
      );
    } else {
      content.push(
        `${rgb(plainVinyl)} rg`,
        `${n(-bleedUnits)} ${n(-bleedUnits)} ${n(width + 2 * bleedUnits)} ${n(height + 2 * bleedUnits)} re f`,
      );
    }
    for (const { text, at } of panel.textLines) {
      const size = at.fontSize * panelUnitsPerInch;
      const left = -type.width(text, size) / 2;
      const letters = `BT ${n(left)} 0 Td ${type.show(text, size)} ET`;
      content.push(
        "q",
        matrix([1, 0, 0, -1, at.centerX * panelUnitsPerInch, at.baseline * panelUnitsPerInch]),
        "q /Outline gs 0 0 0 RG 1 j",
        `${n(size * 0.1)} w 1 Tr ${letters}`,
        "Q",
        `1 1 1 rg 0 Tr ${letters}`,
        "Q",
      );
    }
    content.push("Q", "EMC");

    content.push("/OC /CutContour BDC", "q", pieceFrame, "/Overprint gs /CutContour CS 1 SCN");
    content.push(`${n(cutLineWidthPt / pointsPerUnit)} w`);
    for (const d of panel.cutPaths) content.push(pathCommands(d, "pdf"), "S");
    content.push("Q", "EMC");

    const label = [
      input.orderNumber,
      input.designName,
      `${panel.name} ${panel.width} × ${panel.height} in`,
      `bleed ${bleedInches} in`,
      artwork?.pixels ? `artwork ${artwork.pixels.width} × ${artwork.pixels.height} px` : null,
    ]
      .filter(Boolean)
      .join("   ·   ");
    content.push(
      "/OC /Slug BDC",
      "q 0 0 0 rg",
      `BT ${n(margin)} ${n((margin - bleed) / 2 - slugFontSize / 3)} Td ${type.show(label, slugFontSize)} ET`,
      "Q",
      "EMC",
    );

    const stream = context.register(context.flateStream(content.join("\n")));
    page.node.set(PDFName.of("Contents"), stream);
  }

  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, missingCharacters: [...type.missing] };
}
