import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  rgb,
} from "@cantoo/pdf-lib";
import sharp from "sharp";
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { storedFrame } from "#app/domain/artwork-frame.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { unprintableCharacters } from "#app/domain/printable-text.ts";
import { type TextStyle, textColourById } from "#app/domain/text-style.ts";
import { printedText } from "../../tests/support/print-file.ts";
import type { Placement } from "#app/forms/placement.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { pieceCuts } from "#app/components/device-render/geometry.ts";
import { pathCommands } from "#app/print-templates/path-commands.ts";
import { printPanels } from "./panels.ts";
import { bleedInches, renderPrintFile, slugInches } from "./print-file.ts";
import { type TextFonts, readTextFonts } from "./print-text.ts";

/*
 * The print file read back the way a RIP and a proof would: its boxes with
 * pdf.js and pdf-lib, its cut path's colour space, its image's pixels, and
 * its raster (poppler's pdftoppm) to see the artwork where the customer put it.
 */

const directory = mkdtempSync(path.join(tmpdir(), "print-file-"));
const now = new Date("2026-11-26T12:00:00Z");
let fonts: TextFonts;
beforeAll(async () => {
  fonts = await readTextFonts(["modern", "serif"]);
});

function design(overrides: Partial<OrderDesign>): OrderDesign {
  return {
    deviceBrand: "Apple",
    deviceModel: "MacBook Air (13-inch, M2, 2022)",
    coverage: "top-only",
    coverageLabel: "Top only",
    finish: "matte",
    finishLabel: "Matte",
    designName: "Night Market",
    notes: "",
    textLines: [],
    placement: { x: 0.5, y: 0.5, scale: 0.6, rotation: 0 },
    artwork: null,
    ...overrides,
  };
}

const red = { r: 255, g: 0, b: 0 };
const blue = { r: 0, g: 64, b: 255 };

/** An image of `width` × `height`, blue, with a red block a tenth of each side at one corner. */
async function markedImage(
  width: number,
  height: number,
  corner: "top-left" | "bottom-left",
  format: "png" | "jpeg",
  orientation?: number,
) {
  const block = { width: Math.round(width / 10), height: Math.round(height / 10) };
  const top = corner === "top-left" ? 0 : height - block.height;
  let image = sharp({ create: { width, height, channels: 3, background: blue } }).composite([
    {
      input: { create: { ...block, channels: 3, background: red } },
      left: 0,
      top,
    },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  const file = path.join(directory, `${width}x${height}-${corner}-${orientation ?? 1}.${format}`);
  await (format === "png" ? image.png() : image.jpeg({ quality: 95 })).toFile(file);
  return file;
}

async function printOf(order: OrderDesign, file: string | null, mimeType = "image/png") {
  return renderPrintFile({
    facts: {
      orderNumber: "WC-7K3M9Q2A",
      designName: order.designName,
      device: order.deviceModel,
      coverage: order.coverageLabel,
      finish: order.finishLabel,
      quantity: 2,
      version: 1,
    },
    panels: printPanels(order, null),
    artwork: file ? await readArtworkSource(file, mimeType) : null,
    frame: storedFrame(order.artwork),
    fonts,
    now,
  });
}

const artworkOf = (aspect: number, mimeType = "image/png") => ({
  id: "a",
  url: "/artwork/a",
  filename: "art",
  mimeType,
  aspect,
});

/** The red pixels' centre in a 300 DPI raster of page 1, in inches from the media box's top-left. */
function redCentre(pdf: Uint8Array) {
  const file = path.join(directory, `raster-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", ["-r", "300", "-f", "1", "-l", "1", "-png", file, file]);
  return sharp(`${file}-1.png`)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => {
      let sumX = 0;
      let sumY = 0;
      let count = 0;
      for (let y = 0; y < info.height; y += 1) {
        for (let x = 0; x < info.width; x += 1) {
          const at = (y * info.width + x) * info.channels;
          if (data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! < 60) {
            sumX += x;
            sumY += y;
            count += 1;
          }
        }
      }
      expect(count).toBeGreaterThan(100);
      return { x: sumX / count / 300, y: sumY / count / 300 };
    });
}

/**
 * Where the red block's centre should print, in inches from the media box's
 * top-left: the renderer's transform applied to the block's centre (a tenth
 * of each side in from the artwork's top-left corner).
 */
function expectedRedCentre(
  placement: Placement,
  lid: { width: number; height: number },
  aspect: number,
) {
  const size = placement.scale * lid.width;
  const local = { x: (-0.5 + 0.05) * size, y: (-aspect / 2 + 0.05 * aspect) * size };
  const radians = (placement.rotation * Math.PI) / 180;
  const margin = bleedInches + slugInches;
  return {
    x: margin + placement.x * lid.width + local.x * Math.cos(radians) - local.y * Math.sin(radians),
    y:
      margin + placement.y * lid.height + local.x * Math.sin(radians) + local.y * Math.cos(radians),
  };
}

const millimetre = 1 / 25.4;

function inflatedContents(document: PDFDocument, pageIndex = 0): string {
  const page = document.getPage(pageIndex);
  const contents = page.node.lookup(PDFName.of("Contents"));
  if (!(contents instanceof PDFRawStream)) throw new Error("Expected one content stream");
  return inflateSync(contents.getContents()).toString("latin1");
}

describe("the print file", () => {
  const body = deviceBody("Apple", "MacBook Air (13-inch, M2, 2022)");

  it("is the whole sheet, slug and all, its trim box the lid, the palmrest a page of its own", async () => {
    const { bytes } = await printOf(design({ coverage: "top-palmrest" }), null);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(2);
    // The crop box is the whole page, so what a viewer or a RIP shows carries the slug (issue 34).
    const sheet = 2 * (bleedInches + slugInches);
    const lidPage = await pdf.getPage(1);
    const [x0, y0, x1, y1] = lidPage.view;
    expect((x1! - x0!) / 72).toBeCloseTo(body.lid.width + sheet, 3);
    expect((y1! - y0!) / 72).toBeCloseTo(body.lid.height + sheet, 3);
    const palmPage = await pdf.getPage(2);
    expect((palmPage.view[2]! - palmPage.view[0]!) / 72).toBeCloseTo(body.deck!.width + sheet, 3);
    expect((palmPage.view[3]! - palmPage.view[1]!) / 72).toBeCloseTo(body.deck!.height + sheet, 3);

    const document = await PDFDocument.load(bytes);
    const trim = document.getPage(0).getTrimBox();
    expect(trim.width / 72).toBeCloseTo(body.lid.width, 3);
    expect(trim.height / 72).toBeCloseTo(body.lid.height, 3);
    const bleed = document.getPage(0).getBleedBox();
    expect(bleed.width / 72).toBeCloseTo(body.lid.width + 0.25, 3);
    expect(bleed.x).toBeCloseTo(trim.x - 9, 3);
    const media = document.getPage(0).getMediaBox();
    expect(media.width / 72).toBeCloseTo(body.lid.width + 2 * (bleedInches + slugInches), 3);
  });

  it("strokes the cut line, cut-outs and all, in the CutContour spot colour on its own layer", async () => {
    const { bytes } = await printOf(design({}), null);
    const document = await PDFDocument.load(bytes);
    const resources = document.getPage(0).node.Resources()!;
    const colourSpaces = resources.lookup(PDFName.of("ColorSpace"), PDFDict);
    const separation = colourSpaces.lookup(PDFName.of("CutContour"), PDFArray);
    expect(separation.get(0)).toBe(PDFName.of("Separation"));
    expect(separation.get(1)).toBe(PDFName.of("CutContour"));
    const contents = inflatedContents(document);
    const cut = contents.slice(contents.indexOf("/OC /CutContour BDC"));
    expect(cut).toMatch(/\/CutContour CS 1 SCN/);
    // The outline and the Apple logo: two closed paths, each stroked; the hole first, then the outline.
    expect(cut.match(/\bh\nS/g)?.length).toBe(1 + body.lid.cutouts.length);
    const { lid } = pieceCuts(body);
    const outlineAt = cut.indexOf(pathCommands(lid.outline, "pdf"));
    expect(outlineAt).toBeGreaterThan(0);
    for (const hole of lid.holes) {
      expect(cut.indexOf(pathCommands(hole.d, "pdf"))).toBeLessThan(outlineAt);
    }
    const layers = document.catalog
      .lookup(PDFName.of("OCProperties"), PDFDict)
      .lookup(PDFName.of("OCGs"), PDFArray)
      .asArray()
      .map((ref) =>
        document.context
          .lookup(ref as PDFRef, PDFDict)
          .get(PDFName.of("Name"))
          ?.toString(),
      );
    expect(layers).toEqual(["(Artwork)", "(CutContour)", "(Slug)"]);
  });

  it("embeds the image at the upload's own pixel size", async () => {
    const file = await markedImage(1203, 802, "top-left", "png");
    const { bytes } = await printOf(design({ artwork: artworkOf(802 / 1203) }), file);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    const { OPS } = await getResolvedPDFJS();
    const at = operators.fnArray.indexOf(OPS.paintImageXObject);
    expect(at).toBeGreaterThanOrEqual(0);
    const name = operators.argsArray[at][0] as string;
    const image = await new Promise<{ width: number; height: number }>((resolve) =>
      page.objs.get(name, resolve),
    );
    expect([image.width, image.height]).toEqual([1203, 802]);
  });

  it("puts the artwork's corner where the customer placed it, within a millimetre", async () => {
    const file = await markedImage(600, 400, "top-left", "png");
    const placement = { x: 0.45, y: 0.55, scale: 0.6, rotation: 0 };
    const { bytes } = await printOf(design({ placement, artwork: artworkOf(400 / 600) }), file);
    const found = await redCentre(bytes);
    const expected = expectedRedCentre(placement, body.lid, 400 / 600);
    expect(Math.abs(found.x - expected.x)).toBeLessThan(millimetre);
    expect(Math.abs(found.y - expected.y)).toBeLessThan(millimetre);
  });

  it("turns the artwork as the customer turned it", async () => {
    const file = await markedImage(600, 400, "top-left", "png");
    const placement = { x: 0.5, y: 0.5, scale: 0.5, rotation: 90 };
    const { bytes } = await printOf(design({ placement, artwork: artworkOf(400 / 600) }), file);
    const found = await redCentre(bytes);
    const expected = expectedRedCentre(placement, body.lid, 400 / 600);
    expect(Math.abs(found.x - expected.x)).toBeLessThan(millimetre);
    expect(Math.abs(found.y - expected.y)).toBeLessThan(millimetre);
  });

  it("keeps a JPEG's own bytes and shows it upright as its EXIF orientation says", async () => {
    // Stored 300 × 400 turned a quarter clockwise: seen upright 400 × 300, the red block
    // stored at the bottom-left shows at the top-left.
    const file = await markedImage(300, 400, "bottom-left", "jpeg", 6);
    const placement = { x: 0.5, y: 0.5, scale: 0.6, rotation: 0 };
    const aspect = 300 / 400;
    const { bytes } = await printOf(
      design({ placement, artwork: artworkOf(aspect, "image/jpeg") }),
      file,
      "image/jpeg",
    );
    const document = await PDFDocument.load(bytes);
    const xObjects = document.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict);
    const image = xObjects.lookup(PDFName.of("Artwork"));
    if (!(image instanceof PDFRawStream)) throw new Error("Expected the JPEG's stream");
    expect(image.dict.get(PDFName.of("Filter"))).toBe(PDFName.of("DCTDecode"));
    expect(Buffer.from(image.getContents()).equals(readFileSync(file))).toBe(true);
    const found = await redCentre(bytes);
    const expected = expectedRedCentre(placement, body.lid, aspect);
    expect(Math.abs(found.x - expected.x)).toBeLessThan(millimetre);
    expect(Math.abs(found.y - expected.y)).toBeLessThan(millimetre);
  });

  it("places a PDF's page as vectors, the same way", async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([400, 300]);
    page.drawRectangle({ x: 0, y: 0, width: 400, height: 300, color: rgb(0, 0.25, 1) });
    page.drawRectangle({ x: 0, y: 270, width: 40, height: 30, color: rgb(1, 0, 0) });
    const file = path.join(directory, "art.pdf");
    writeFileSync(file, await source.save());
    const placement = { x: 0.55, y: 0.45, scale: 0.5, rotation: 0 };
    const { bytes } = await printOf(
      design({ placement, artwork: artworkOf(0.75, "application/pdf") }),
      file,
      "application/pdf",
    );
    const found = await redCentre(bytes);
    const expected = expectedRedCentre(placement, body.lid, 0.75);
    expect(Math.abs(found.x - expected.x)).toBeLessThan(millimetre);
    expect(Math.abs(found.y - expected.y)).toBeLessThan(millimetre);
  });

  it("places a PDF by its trim: its crop marks and slug never print, and it is not stretched", async () => {
    // A 400 × 300 pt design with 50 pt of margin around it holding black crop marks and a slug.
    const source = await PDFDocument.create();
    const page = source.addPage([500, 400]);
    page.setTrimBox(50, 50, 400, 300);
    page.setBleedBox(41, 41, 418, 318);
    page.drawRectangle({ x: 41, y: 41, width: 418, height: 318, color: rgb(0, 0.25, 1) });
    page.drawRectangle({ x: 50, y: 320, width: 40, height: 30, color: rgb(1, 0, 0) });
    for (const [x, y, width, height] of [
      [0, 50, 35, 1],
      [50, 0, 1, 35],
      [465, 350, 35, 1],
      [450, 365, 1, 35],
      [60, 8, 300, 14],
    ] as const) {
      page.drawRectangle({ x, y, width, height, color: rgb(0, 0, 0) });
    }
    const file = path.join(directory, "trimmed.pdf");
    writeFileSync(file, await source.save());
    // The customizer's aspect is the trim's (server/uploads/pdf-trim.ts): 300 / 400.
    const placement = { x: 0.5, y: 0.5, scale: 0.8, rotation: 0 };
    const { bytes } = await printOf(
      design({ placement, artwork: artworkOf(0.75, "application/pdf") }),
      file,
      "application/pdf",
    );
    const found = await redCentre(bytes);
    const expected = expectedRedCentre(placement, body.lid, 0.75);
    expect(Math.abs(found.x - expected.x)).toBeLessThan(millimetre);
    expect(Math.abs(found.y - expected.y)).toBeLessThan(millimetre);
    // Rasterised, the printed area (the bleed box) holds no black: no mark or slug of theirs.
    const raster = path.join(directory, "trimmed-print.pdf");
    writeFileSync(raster, bytes);
    execFileSync("pdftoppm", ["-r", "100", "-f", "1", "-l", "1", "-png", raster, raster]);
    const { data, info } = await sharp(`${raster}-1.png`)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const bleedBox = (await PDFDocument.load(bytes)).getPage(0).getBleedBox();
    const media = (await PDFDocument.load(bytes)).getPage(0).getMediaBox();
    const px = (points: number) => Math.round((points / 72) * 100);
    let black = 0;
    for (
      let y = px(media.height - bleedBox.y - bleedBox.height);
      y < px(media.height - bleedBox.y);
      y += 1
    ) {
      for (let x = px(bleedBox.x); x < px(bleedBox.x + bleedBox.width); x += 1) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! < 40 && data[at + 1]! < 40 && data[at + 2]! < 40) black += 1;
      }
    }
    expect(black).toBe(0);
  });

  it("typesets the text lines in the embedded Arimo, and the slug names the order", async () => {
    const { bytes, missingCharacters } = await printOf(
      design({ textLines: ["Łódź Beats", "DJ 🎧 set"] }),
      null,
    );
    expect(missingCharacters).toEqual(["🎧"]);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const text = await (await pdf.getPage(1)).getTextContent();
    const shown = text.items.map((item) => ("str" in item ? item.str : "")).join("");
    expect(shown).toContain("Łódź Beats");
    expect(shown).toMatch(/DJ\s+set/);
    // The slug is inside the page poppler prints: the order, design, device, piece and size on
    // one line; coverage, finish, quantity, version, inset and the outline's source on the next.
    const file = path.join(directory, "text.pdf");
    writeFileSync(file, bytes);
    const slug = execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"]).toString();
    expect(slug).toContain(
      "WC-7K3M9Q2A · Night Market · MacBook Air (13-inch, M2, 2022) · Lid 11.97 in × 8.46 in (304 × 214.9 mm)",
    );
    expect(slug).toContain(
      "Top only · Matte · qty 2 · file v1 · cut 0.03 in inside the edge · outline: published size, shape not measured: test fit before printing · no artwork",
    );
    const document = await PDFDocument.load(bytes);
    const fontsUsed = document.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    for (const key of fontsUsed.keys()) {
      const font = fontsUsed.lookup(key, PDFDict);
      // Tagged as a subset (six capitals and a plus), as preflight expects.
      expect(font.get(PDFName.of("BaseFont"))?.toString()).toMatch(/^\/[A-Z]{6}\+Arimo-Bold$/);
      const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      expect(descriptor.has(PDFName.of("FontFile2"))).toBe(true);
    }
  });

  it("sets Greek, Cyrillic and Vietnamese from the faces' own subsets, as the customizer allows", async () => {
    const shownIn = async (textLines: string[], face: TextStyle["face"]) => {
      const textStyle: TextStyle = { face, colour: "white", position: "middle" };
      const { bytes, missingCharacters } = await printOf(design({ textLines, textStyle }), null);
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const text = await (await pdf.getPage(1)).getTextContent();
      return {
        missingCharacters,
        shown: text.items.map((item) => ("str" in item ? item.str : "")).join(""),
      };
    };
    const bold = await shownIn(["Ελλάδα Привет", "Tiếng Việt Café"], "bold");
    expect(bold.missingCharacters).toEqual([]);
    expect(bold.shown).toContain("Ελλάδα Привет");
    expect(bold.shown).toContain("Tiếng Việt Café");
    for (const line of ["Ελλάδα Привет", "Tiếng Việt Café"]) {
      expect(unprintableCharacters(line, "bold")).toEqual([]);
    }
    const modern = await shownIn(["Phở Hà Nội"], "modern");
    expect(modern.missingCharacters).toEqual([]);
    expect(modern.shown).toContain("Phở Hà Nội");
    // What the print cannot set is what the customizer refuses, character for character.
    const refused = await shownIn(["漢字 ✓ 🚀 Ж"], "serif");
    expect(refused.missingCharacters).toEqual(unprintableCharacters("漢字 ✓ 🚀 Ж", "serif"));
    expect(refused.missingCharacters).toEqual(["漢", "字", "✓", "🚀", "Ж"]);
  });

  it("sets the text lines in the face and colour the customer chose, where they chose", async () => {
    const lines = ["Gold Top", "second"];
    const ofStyle = async (textStyle: TextStyle) => {
      const { bytes } = await printOf(design({ textLines: lines, textStyle }), null);
      return printedText(bytes, textColourById(textStyle.colour).fill);
    };
    const top = await ofStyle({ face: "serif", colour: "gold", position: "top" });
    // The text in DM Serif Display (subset, tagged), the slug still in Arimo.
    expect(top.fonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/[A-Z]{6}\+DMSerifDisplay-Regular$/),
        expect.stringMatching(/^\/[A-Z]{6}\+Arimo-Bold$/),
      ]),
    );
    // Gold, in the lid's top third.
    expect(top.rows.length).toBeGreaterThan(20);
    expect(Math.max(...top.rows)).toBeLessThan(0.4);
    const bottom = await ofStyle({ face: "modern", colour: "gold", position: "bottom" });
    expect(bottom.fonts).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/[A-Z]{6}\+PlusJakartaSans-ExtraBold$/)]),
    );
    expect(Math.min(...bottom.rows)).toBeGreaterThan(0.6);
  });

  it("prints text on plain vinyl when there is no artwork", async () => {
    const { bytes } = await printOf(design({ textLines: ["Studio"] }), null);
    const file = path.join(directory, "plain.pdf");
    writeFileSync(file, bytes);
    execFileSync("pdftoppm", ["-r", "20", "-png", file, file]);
    const { data, info } = await sharp(`${file}-1.png`).raw().toBuffer({ resolveWithObject: true });
    // The middle of the top edge, inside the trim: the plain vinyl's near-black.
    const at =
      (Math.round((0.5 + 0.3) * 20) * info.width + Math.round(info.width / 2)) * info.channels;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0x17, 0x18, 0x1b]);
  });
});

/** A stream an entry names (pdf-lib's typed lookup has no overload for streams). */
function streamAt(container: PDFDict | PDFArray, key: PDFName | number): PDFRawStream {
  const value =
    container instanceof PDFDict
      ? container.lookup(key as PDFName)
      : container.lookup(key as number);
  if (!(value instanceof PDFRawStream)) throw new Error("Expected a stream");
  return value;
}

// Issue 34: a file a RIP takes without questions, colour included.
describe("the print file's colour", () => {
  const artworkImage = (document: PDFDocument) =>
    streamAt(
      document.getPage(0).node.Resources()!.lookup(PDFName.of("XObject"), PDFDict),
      PDFName.of("Artwork"),
    );

  /** The ICC profile an ICCBased colour space carries, inflated. */
  const profileOf = (space: PDFArray) => {
    expect(space.get(0)).toBe(PDFName.of("ICCBased"));
    const stream = streamAt(space, 1);
    return {
      bytes: inflateSync(stream.getContents()),
      components: stream.dict.get(PDFName.of("N")),
    };
  };

  it("says its RGB is sRGB: an output intent, and the PNG's pixels tagged with it", async () => {
    const file = await markedImage(600, 400, "top-left", "png");
    const { bytes } = await printOf(design({ artwork: artworkOf(400 / 600) }), file);
    const document = await PDFDocument.load(bytes);
    const [intent] = document.catalog.lookup(PDFName.of("OutputIntents"), PDFArray).asArray();
    const intentDict = document.context.lookup(intent, PDFDict);
    expect(intentDict.get(PDFName.of("OutputConditionIdentifier"))?.toString()).toBe(
      "(sRGB IEC61966-2.1)",
    );
    const destination = streamAt(intentDict, PDFName.of("DestOutputProfile"));
    const srgb = inflateSync(destination.getContents());
    expect(srgb.subarray(36, 40).toString("latin1")).toBe("acsp");
    const image = artworkImage(document);
    expect(
      profileOf(image.dict.lookup(PDFName.of("ColorSpace"), PDFArray)).bytes.equals(srgb),
    ).toBe(true);
  });

  it("keeps a JPEG's own profile (Display P3) with its bytes, and a CMYK JPEG CMYK", async () => {
    const p3 = path.join(directory, "p3.jpeg");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: red } })
      .withIccProfile("p3")
      .jpeg()
      .toFile(p3);
    const { icc } = await sharp(p3).metadata();
    const tagged = await printOf(
      design({ artwork: artworkOf(200 / 300, "image/jpeg") }),
      p3,
      "image/jpeg",
    );
    const image = artworkImage(await PDFDocument.load(tagged.bytes));
    expect(Buffer.from(image.getContents()).equals(readFileSync(p3))).toBe(true);
    const profile = profileOf(image.dict.lookup(PDFName.of("ColorSpace"), PDFArray));
    expect(profile.bytes.equals(icc!)).toBe(true);
    expect(profile.components?.toString()).toBe("3");

    const cmyk = path.join(directory, "cmyk.jpeg");
    await sharp({ create: { width: 300, height: 200, channels: 3, background: blue } })
      .toColourspace("cmyk")
      .jpeg()
      .toFile(cmyk);
    const kept = await printOf(
      design({ artwork: artworkOf(200 / 300, "image/jpeg") }),
      cmyk,
      "image/jpeg",
    );
    const cmykImage = artworkImage(await PDFDocument.load(kept.bytes));
    expect(cmykImage.dict.get(PDFName.of("ColorSpace"))).toBe(PDFName.of("DeviceCMYK"));
  });
});
