import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, rgb } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type ArtworkFrame, type ArtworkShape, artworkFrame } from "#app/domain/artwork-frame.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { run as checkPdf } from "../uploads/pdf-check.ts";
import { readArtworkSource } from "./artwork-source.ts";
import { printPanels } from "./panels.ts";
import { bleedInches, renderPrintFile, slugInches } from "./print-file.ts";
import { type TextFonts, readTextFonts } from "./print-text.ts";

/*
 * Issue 49: the bleed carries ink. A fill covers the piece's bleed, not only
 * its trim; a picture made on our template (trim plus 0.125 in on every
 * side), and a PDF's own BleedBox, put their bleed on the piece's bleed and
 * their trim on its trim. Read back from poppler's raster of the print file.
 */

const directory = mkdtempSync(path.join(tmpdir(), "print-bleed-"));
const body = deviceBody("Apple", "MacBook Air (13-inch, M2, 2022)");
const { lid } = body;
const red = { r: 255, g: 0, b: 0 };
const blue = { r: 0, g: 64, b: 255 };
let fonts: TextFonts;
beforeAll(async () => {
  fonts = await readTextFonts();
});

function designOf(file: { mimeType: string }, frame: ArtworkFrame): OrderDesign {
  return {
    deviceBrand: "Apple",
    deviceModel: "MacBook Air (13-inch, M2, 2022)",
    coverage: "top-only",
    coverageLabel: "Top only",
    finish: "matte",
    finishLabel: "Matte",
    designName: "Edge To Edge",
    notes: "",
    textLines: [],
    // As the customizer starts every new artwork: filling the lid.
    placement: null,
    artwork: { id: "a", url: "/artwork/a", filename: "art", ...file, ...frame },
  };
}

/** The print file's first page at 100 DPI: the colour at a point, inches from the trim's top-left. */
async function printed(design: OrderDesign, file: string) {
  const { bytes } = await renderPrintFile({
    facts: {
      orderNumber: "WC-BLEED001",
      designName: design.designName,
      device: design.deviceModel,
      coverage: design.coverageLabel,
      finish: design.finishLabel,
      quantity: 1,
      version: 1,
    },
    panels: printPanels(design, null),
    artwork: await readArtworkSource(file, design.artwork!.mimeType),
    frame: { aspect: design.artwork!.aspect!, bleed: design.artwork!.bleed! },
    fonts,
    now: new Date("2026-12-04T12:00:00Z"),
  });
  const pdf = path.join(directory, `print-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(pdf, bytes);
  execFileSync("pdftoppm", ["-r", "100", "-f", "1", "-l", "1", "-png", "-singlefile", pdf, pdf]);
  const { data, info } = await sharp(`${pdf}.png`).raw().toBuffer({ resolveWithObject: true });
  const margin = bleedInches + slugInches;
  return (x: number, y: number) => {
    const at =
      (Math.round((margin + y) * 100) * info.width + Math.round((margin + x) * 100)) *
      info.channels;
    const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
    if (r > 200 && g < 80 && b < 80) return "red";
    if (r < 60 && b > 200) return "blue";
    return r > 240 && g > 240 && b > 240 ? "white" : `rgb(${r} ${g} ${b})`;
  };
}

/** Points just inside the bleed's outer edge and either side of the trim, on every side. */
function edges(width: number, height: number) {
  const outer = bleedInches - 0.03;
  const near = 0.05;
  return {
    bleed: [
      [-outer, height / 2],
      [width + outer, height / 2],
      [width / 2, -outer],
      [width / 2, height + outer],
    ],
    outside: [
      [-near, height / 3],
      [width + near, height / 3],
      [width / 3, -near],
      [width / 3, height + near],
    ],
    inside: [
      [near, height / 3],
      [width - near, height / 3],
      [width / 3, near],
      [width / 3, height - near],
    ],
  } as const;
}

/** A picture made on our template of the lid: blue on the trim, red on the 0.125 in bleed. */
async function templatePng() {
  const dpi = 200;
  const full = { width: Math.round((lid.width + 0.25) * dpi), height: 0 };
  full.height = Math.round((lid.height + 0.25) * dpi);
  const band = Math.round(bleedInches * dpi);
  const file = path.join(directory, "template.png");
  await sharp({ create: { ...full, channels: 3, background: red } })
    .composite([
      {
        input: {
          create: {
            width: full.width - 2 * band,
            height: full.height - 2 * band,
            channels: 3,
            background: blue,
          },
        },
        left: band,
        top: band,
      },
    ])
    .png()
    .toFile(file);
  return { file, shape: { kind: "image", ...full } satisfies ArtworkShape };
}

/** A PDF the same: red to its edges, blue on its trim; with a TrimBox and BleedBox, or none. */
async function templatePdf(boxes: boolean) {
  const bleed = bleedInches * 72;
  const [width, height] = [lid.width * 72 + 2 * bleed, lid.height * 72 + 2 * bleed];
  const doc = await PDFDocument.create();
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(1, 0, 0) });
  page.drawRectangle({
    x: bleed,
    y: bleed,
    width: width - 2 * bleed,
    height: height - 2 * bleed,
    color: rgb(0, 0.25, 1),
  });
  if (boxes) {
    page.setTrimBox(bleed, bleed, width - 2 * bleed, height - 2 * bleed);
    page.setBleedBox(0, 0, width, height);
  }
  const file = path.join(directory, `template-${boxes ? "boxes" : "plain"}.pdf`);
  writeFileSync(file, await doc.save());
  // The upload's own check: the trim, the bleed beyond it, whether the file names its trim.
  const checked = await checkPdf({ file });
  if (!checked.ok) throw new Error(checked.message);
  const shape: ArtworkShape = {
    kind: "pdf",
    width: checked.widthPt / 72,
    height: checked.heightPt / 72,
    bleed: {
      left: checked.bleedPt.left / 72,
      top: checked.bleedPt.top / 72,
      right: checked.bleedPt.right / 72,
      bottom: checked.bleedPt.bottom / 72,
    },
    trimNamed: checked.trimNamed,
  };
  return { file, shape };
}

describe("the print file's bleed", () => {
  it("is inked to its outer edge on every side by artwork that fills the lid", async () => {
    const file = path.join(directory, "photo.png");
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: blue } })
      .png()
      .toFile(file);
    const frame = artworkFrame({ kind: "image", width: 3000, height: 2000 }, lid);
    const colourAt = await printed(designOf({ mimeType: "image/png" }, frame), file);
    for (const [x, y] of edges(lid.width, lid.height).bleed) expect(colourAt(x, y)).toBe("blue");
  });

  it.for([
    ["a PNG made on our template", () => templatePng(), "image/png"],
    ["a PDF with a TrimBox and BleedBox", () => templatePdf(true), "application/pdf"],
    ["a PDF the template's size with no TrimBox", () => templatePdf(false), "application/pdf"],
  ] as const)("puts %s trim on the trim and its bleed on the bleed", async ([, make, type]) => {
    const { file, shape } = await make();
    const frame = artworkFrame(shape, lid);
    const colourAt = await printed(designOf({ mimeType: type }, frame), file);
    const points = edges(lid.width, lid.height);
    for (const [x, y] of points.inside) expect(colourAt(x, y)).toBe("blue");
    for (const [x, y] of [...points.outside, ...points.bleed]) expect(colourAt(x, y)).toBe("red");
  });
});
