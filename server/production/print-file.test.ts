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
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import type { Placement } from "#app/forms/placement.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { printPanels } from "./panels.ts";
import { bleedInches, readTextFonts, renderPrintFile, slugInches } from "./print-file.ts";

/*
 * The print file read back the way a RIP and a proof would: its boxes with
 * pdf.js and pdf-lib, its cut path's colour space, its image's pixels, and
 * its raster (poppler's pdftoppm) to see the artwork where the customer put it.
 */

const directory = mkdtempSync(path.join(tmpdir(), "print-file-"));
const now = new Date("2026-11-26T12:00:00Z");
let fonts: Uint8Array[];
beforeAll(async () => {
  fonts = await readTextFonts();
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
    orderNumber: "WC-7K3M9Q2A",
    designName: order.designName,
    panels: printPanels(order),
    artwork: file ? await readArtworkSource(file, mimeType) : null,
    aspect: order.artwork?.aspect ?? 1,
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

  it("is the lid plus bleed, its trim box the lid, the palmrest a page of its own", async () => {
    const { bytes } = await printOf(design({ coverage: "top-palmrest" }), null);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(2);
    const lidPage = await pdf.getPage(1);
    const [x0, y0, x1, y1] = lidPage.view;
    expect((x1! - x0!) / 72).toBeCloseTo(body.lid.width + 2 * bleedInches, 3);
    expect((y1! - y0!) / 72).toBeCloseTo(body.lid.height + 2 * bleedInches, 3);
    const palmPage = await pdf.getPage(2);
    expect((palmPage.view[2]! - palmPage.view[0]!) / 72).toBeCloseTo(body.deck!.width + 0.25, 3);
    expect((palmPage.view[3]! - palmPage.view[1]!) / 72).toBeCloseTo(body.deck!.height + 0.25, 3);

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
    // The outline and the Apple logo: two closed paths, each stroked.
    expect(cut.match(/\bh\nS/g)?.length).toBe(1 + body.lid.cutouts.length);
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
    // The slug lies outside the crop box, which pdf.js's text stays within; poppler reads the media box.
    const file = path.join(directory, "text.pdf");
    writeFileSync(file, bytes);
    const slug = execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"]).toString();
    expect(slug).toContain("WC-7K3M9Q2A · Night Market · Lid 11.97 × 8.46 in · bleed 0.125 in");
    const document = await PDFDocument.load(bytes);
    const fontsUsed = document.getPage(0).node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
    for (const key of fontsUsed.keys()) {
      const font = fontsUsed.lookup(key, PDFDict);
      expect(font.get(PDFName.of("BaseFont"))?.toString()).toMatch(/Arimo/);
      const descendant = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
      expect(descriptor.has(PDFName.of("FontFile2"))).toBe(true);
    }
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
