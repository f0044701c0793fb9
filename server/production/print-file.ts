import {
  type PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFStream,
  PDFString,
} from "@cantoo/pdf-lib";
import { plainVinyl } from "#app/components/device-render/geometry.ts";
import { pathCommands } from "#app/print-templates/path-commands.ts";
import { site } from "#app/domain/site.ts";
import { files } from "#app/domain/policies.ts";
import { type ArtworkFrame, pictureRect } from "#app/domain/artwork-frame.ts";
import { pageBleedBox, pageTrim } from "../uploads/pdf-trim.ts";
import { type ArtworkSource, orientationMatrix, pdfRotationOrientation } from "./artwork-source.ts";
import { type PrintPanel, panelUnitsPerInch } from "./panels.ts";
import { declareSrgbOutputIntent, embedProfile, srgbProfile } from "./print-colour.ts";
import { type SlugFacts, slugLines } from "./print-slug.ts";
import { matrix, n, rgb } from "./pdf-operators.ts";
import { type TextFonts, embedTextFaces, slugFace, textLineOperators } from "./print-text.ts";

/*
 * The print file (issue 13): one PDF page per piece, at true size, as a
 * print-and-cut RIP (VersaWorks, Summa GoSign, Mimaki RasterLink) expects it.
 *
 *   - The trim box is the piece at the device's edge; the bleed box 0.125 in
 *     beyond it, which the artwork (or the plain vinyl) fills. The media box
 *     adds 0.375 in of slug around it, and the crop box is the whole page, so
 *     what a RIP prints carries the slug (print-slug.ts).
 *   - The cut line (the holes first, then the outline, `cutting.insetInches`
 *     inside the edge: the preview's own, geometry.ts) is a vector path
 *     stroked in the spot colour `CutContour`, overprinting, on a layer of
 *     its own; the artwork and the slug are layers too.
 *   - Its RGB is sRGB (an output intent, and ICC-based image colour spaces);
 *     a JPEG keeps its own profile, CMYK stays CMYK (print-colour.ts).
 *   - The artwork is placed exactly as the customer placed it (the renderer's
 *     transform, in the same units), at its full resolution.
 *   - The text lines are typeset in the face and colour the customer chose
 *     (text-style.ts: the files the preview's own faces come from), embedded
 *     and subset, with the preview's translucent outline under the letters;
 *     the slug in Arimo Bold.
 */

export const bleedInches = files.bleedInches;
export const slugInches = 0.375;
const pointsPerInch = 72;
/** From the renderer's units (hundredths of an inch) to points. */
const pointsPerUnit = pointsPerInch / panelUnitsPerInch;
/** The cut line's stroke: thin enough to read as a line, which cutters ignore anyway. */
const cutLineWidthPt = 0.25;
/** The slug's type size, points. */
const slugFontSize = 8;

export interface PrintFileInput {
  /** The order, design, device, coverage, finish, quantity and version the slug names. */
  facts: SlugFacts;
  panels: PrintPanel[];
  /** The artwork, or null for a design of text on plain vinyl. */
  artwork: ArtworkSource | null;
  /** The artwork's trim (height ÷ width, upright) and its picture's bleed beyond it. */
  frame: ArtworkFrame;
  /** The faces' files (WOFF, Latin then Latin Extended): the slug's, and the text lines'. */
  fonts: TextFonts;
  /** Stamped as the file's creation date. */
  now: Date;
}

export interface PrintFile {
  bytes: Uint8Array;
  /** Characters of the text lines no embedded font has (left out of the print; staff are told). */
  missingCharacters: string[];
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

/**
 * The artwork as the page draws it: an image or a form, and the matrix onto
 * its unit square. A PDF's page is its bleed box where the design has a bleed
 * of its own, else its trim (designs placed before issue 49).
 */
async function embedArtwork(
  doc: PDFDocument,
  artwork: ArtworkSource,
  srgb: PDFRef,
  frame: ArtworkFrame,
) {
  const { context } = doc;
  if (artwork.kind === "pdf") {
    // Its first page by its bleed box (pdf-trim.ts): crop marks and slug outside it are not
    // drawn, and the page is turned as its /Rotate says, never stretched.
    const source = await PDFDocument.load(artwork.bytes, { updateMetadata: false });
    const first = source.getPage(0);
    const hasBleed = Object.values(frame.bleed).some((side) => side > 0);
    const trim = hasBleed ? pageBleedBox(first) : pageTrim(first);
    const page = await doc.embedPage(first, trim);
    await page.embed();
    return {
      ref: page.ref,
      // The form is drawn in points; onto the unit square, then upright.
      toUnitSquare: [
        matrix(orientationMatrix(pdfRotationOrientation[trim.rotation])),
        matrix([1 / page.width, 0, 0, 1 / page.height, 0, 0]),
      ].join("\n"),
      pixels: null,
    };
  }
  if (artwork.kind === "jpeg") {
    const image = await doc.embedJpg(artwork.bytes);
    await image.embed();
    if (artwork.space !== "cmyk") {
      // Tagged with its own profile, or as sRGB; a CMYK JPEG keeps DeviceCMYK as embedded.
      const space = artwork.icc
        ? embedProfile(doc, artwork.icc, artwork.space === "gray" ? 1 : 3).space
        : artwork.space === "gray"
          ? PDFName.of("DeviceGray")
          : srgb;
      const stream = context.lookup(image.ref);
      if (stream instanceof PDFStream) stream.dict.set(PDFName.of("ColorSpace"), space);
    }
    return {
      ref: image.ref,
      toUnitSquare: matrix(orientationMatrix(artwork.orientation)),
      pixels: { width: artwork.width, height: artwork.height },
    };
  }
  const plane = (bytes: Buffer, colorSpace: string | PDFRef, extra: Record<string, unknown> = {}) =>
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
    ref: plane(artwork.rgb, srgb, mask ? { SMask: mask } : {}),
    toUnitSquare: matrix(orientationMatrix(1)),
    pixels: { width: artwork.width, height: artwork.height },
  };
}

/** Makes the print file: one page per panel. */
export async function renderPrintFile(input: PrintFileInput): Promise<PrintFile> {
  const { facts } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${facts.orderNumber} ${facts.designName}: print and cut`);
  doc.setAuthor(site.name);
  doc.setCreator(`${site.name} production`);
  doc.setProducer(`${site.name} production`);
  doc.setCreationDate(input.now);
  doc.setModificationDate(input.now);
  const { context } = doc;

  const {
    faces: fonts,
    typeIn,
    missing,
  } = await embedTextFaces(
    doc,
    input.fonts,
    input.panels.flatMap((panel) => (panel.textLines.length ? [panel.textStyle.face] : [])),
    `${facts.orderNumber}/${facts.designName}/${facts.version}`,
  );
  const type = typeIn(slugFace);
  const srgb = embedProfile(doc, await srgbProfile(), 3);
  declareSrgbOutputIntent(doc, srgb.stream);

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
  const artwork = input.artwork
    ? await embedArtwork(doc, input.artwork, srgb.space, input.frame)
    : null;
  const picture = pictureRect(input.frame, 1);

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
    const add = resources(page);
    add("ColorSpace", "sRGB", srgb.space);
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
        // The upright unit square onto the picture: its trim centred, as tall as its aspect, and
        // its bleed beyond (artwork-frame.ts).
        matrix([picture.width, 0, 0, picture.height, picture.x, picture.y]),
        artwork.toUnitSquare,
        "/Artwork Do",
        "Q",
      );
    } else {
      content.push(
        `/sRGB cs ${rgb(plainVinyl)} sc`,
        `${n(-bleedUnits)} ${n(-bleedUnits)} ${n(width + 2 * bleedUnits)} ${n(height + 2 * bleedUnits)} re f`,
      );
    }
    content.push(...textLineOperators(panel, typeIn(panel.textStyle.face)));
    content.push("Q", "EMC");

    content.push("/OC /CutContour BDC", "q", pieceFrame, "/Overprint gs /CutContour CS 1 SCN");
    content.push(`${n(cutLineWidthPt / pointsPerUnit)} w`);
    // The holes first, then the outline: the piece stays on the sheet while its inside is cut.
    for (const { d } of panel.cut.holes) content.push(pathCommands(d, "pdf"), "S");
    content.push(pathCommands(panel.cut.outline, "pdf"), "S");
    content.push("Q", "EMC");

    // Two lines in the slug below the bleed, inside the page a RIP prints.
    const [first, second] = slugLines(facts, panel, artwork?.pixels ?? null);
    const lineHeight = slugFontSize * 1.3;
    const top = (margin - bleed) / 2 + lineHeight / 2 - slugFontSize / 3;
    content.push(
      "/OC /Slug BDC",
      "q /sRGB cs 0 0 0 sc",
      `BT ${n(margin)} ${n(top)} Td ${type.show(first, slugFontSize)} ET`,
      `BT ${n(margin)} ${n(top - lineHeight)} Td ${type.show(second, slugFontSize)} ET`,
      "Q",
      "EMC",
    );

    const stream = context.register(context.flateStream(content.join("\n")));
    page.node.set(PDFName.of("Contents"), stream);
  }

  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, missingCharacters: missing() };
}
