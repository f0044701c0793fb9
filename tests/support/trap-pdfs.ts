import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, PDFName, StandardFonts } from "@cantoo/pdf-lib";
import sharp from "sharp";

/*
 * Customer PDFs with the traps a print-production review sets (issue 49): a
 * rectangle stroked in the `CutContour` spot (a RIP would cut it), a fill in
 * the registration colour `All`, a `PANTONE 186 C` spot, and text in a font
 * the file does not embed (pdf-lib's standard Helvetica is never embedded).
 */

/** Where the trap rectangle is, in fractions of the page from its top-left. */
export const trapRectangle = { left: 0.15, top: 0.15, right: 0.35, bottom: 0.35 };

export async function trapPdf({ widthIn = 12, heightIn = 8.5 } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const [width, height] = [widthIn * 72, heightIn * 72];
  const page = doc.addPage([width, height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText("Set in a font this file does not carry", {
    x: width * 0.4,
    y: height * 0.3,
    size: 24,
    font,
  });
  const context = doc.context;
  const tint = (c1: number[]) =>
    context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: c1, N: 1 });
  const spot = (name: string, c1: number[]) =>
    context.obj([PDFName.of("Separation"), PDFName.of(name), PDFName.of("DeviceCMYK"), tint(c1)]);
  page.node.Resources()!.set(
    PDFName.of("ColorSpace"),
    context.obj({
      Cut: spot("CutContour", [0, 1, 0, 0]),
      Reg: spot("All", [1, 1, 1, 1]),
      Pms: spot("PANTONE 186 C", [0, 1, 0.8, 0.05]),
    }),
  );
  const r = trapRectangle;
  const x = width * r.left;
  const y = height * (1 - r.bottom);
  const w = width * (r.right - r.left);
  const h = height * (r.bottom - r.top);
  const content = [
    "q /Pms cs 1 scn 0 0 " + `${width} ${height * 0.12} re f Q`,
    `q /Reg cs 1 scn ${width * 0.7} ${height * 0.7} 40 40 re f Q`,
    `q /Cut CS 1 SCN 3 w ${x} ${y} ${w} ${h} re S Q`,
  ].join("\n");
  page.node.addContentStream(context.register(context.flateStream(content)));
  return Buffer.from(await doc.save());
}

/**
 * What a RIP would put on each plate of a PDF's first page: Ghostscript's
 * `tiffsep` separations at `dpi`, each plate's inked pixels (a function of
 * x and y in fractions of the page) by its colourant's name.
 */
export async function separations(pdf: Uint8Array, dpi = 30) {
  const directory = mkdtempSync(path.join(tmpdir(), "separations-"));
  try {
    const file = path.join(directory, "print.pdf");
    writeFileSync(file, pdf);
    execFileSync("gs", [
      "-q",
      "-dSAFER",
      "-dBATCH",
      "-dNOPAUSE",
      "-sDEVICE=tiffsep",
      `-r${dpi}`,
      "-dFirstPage=1",
      "-dLastPage=1",
      "-o",
      path.join(directory, "sep.tif"),
      file,
    ]);
    const plates = new Map<string, (x: number, y: number) => boolean>();
    for (const name of readdirSync(directory)) {
      const colourant = /^sep\((.+)\)\.tif$/.exec(name)?.[1];
      if (!colourant) continue;
      const { data, info } = await sharp(path.join(directory, name))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      plates.set(colourant, (x, y) => {
        const column = Math.min(info.width - 1, Math.round(x * info.width));
        const row = Math.min(info.height - 1, Math.round(y * info.height));
        return (data[row * info.width + column] ?? 255) < 128;
      });
    }
    return plates;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
