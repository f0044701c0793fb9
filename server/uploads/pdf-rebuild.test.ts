import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { templateFiles } from "#app/domain/catalog/index.ts";
import { renderTemplatePdf } from "#app/print-templates/template-pdf.ts";
import { jpegFile, pngFile } from "../../tests/support/artwork.ts";
import { pdfFile } from "../../tests/support/pdf-files.ts";
import { readPdf } from "../../tests/support/pdf.ts";
import { readPdfWithPdfJs } from "./pdf-reading.ts";
import { rebuildPdf } from "./pdf-rebuild.ts";
import { scanPdf } from "./pdf-scan.ts";

const clean = { active: false, encrypted: false, unreadable: false, tooLarge: false };

/** A PDF as pdf-lib writes it: object streams, a JPEG, a PNG with transparency, text. */
async function pdfLibFile(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([864, 612]);
  page.drawText("Mentions /JavaScript", { font: await doc.embedFont(StandardFonts.Helvetica) });
  page.drawImage(await doc.embedJpg(await jpegFile(1600, 1200)), { x: 0, y: 0 });
  page.drawImage(await doc.embedPng(await pngFile(800, 600)), { x: 100, y: 0 });
  return Buffer.from(await doc.save());
}

/** The same PDF as Cairo writes it (poppler's pdftocairo), where the machine has it. */
function cairoCopy(pdf: Buffer): Buffer | undefined {
  const directory = mkdtempSync(path.join(tmpdir(), "wrapcraft-cairo-"));
  try {
    writeFileSync(path.join(directory, "in.pdf"), pdf);
    execFileSync("pdftocairo", ["-pdf", "in.pdf", "out.pdf"], { cwd: directory, stdio: "ignore" });
    return readFileSync(path.join(directory, "out.pdf"));
  } catch {
    return undefined;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe("real-world PDFs", async () => {
  const file = templateFiles[0]!;
  const template = Buffer.from(await renderTemplatePdf(file.template, file));
  const pdfLib = await pdfLibFile();
  const samples = { "our print template (PDFKit)": template, "pdf-lib": pdfLib };
  const cairo = cairoCopy(template);
  const all = cairo ? { ...samples, "Cairo (pdftocairo)": cairo } : samples;

  it.each(Object.entries(all))("passes %s and rebuilds it with the same pages", async (_, pdf) => {
    expect(await scanPdf(pdf)).toEqual(clean);
    const original = await readPdfWithPdfJs(pdf);
    expect(original.active).toBe(false);
    const rebuilt = Buffer.from(await rebuildPdf(pdf));
    expect(await scanPdf(rebuilt)).toEqual(clean);
    expect(await readPdfWithPdfJs(rebuilt)).toEqual(original);
  });

  it("keeps the template's layers in the rebuilt copy", async () => {
    const rebuilt = await readPdf(await rebuildPdf(template));
    expect(rebuilt.layers).toEqual((await readPdf(new Uint8Array(template))).layers);
    expect(rebuilt.layers.length).toBeGreaterThan(0);
  });
});

describe("rebuildPdf", () => {
  it("keeps the pages and drops annotations, outline, open action and metadata", async () => {
    const original = pdfFile({
      widthPt: 900,
      heightPt: 630,
      catalogExtra: "/Outlines 5 0 R /OpenAction [3 0 R /Fit]",
      pageExtra: "/Annots [4 0 R] /Contents 7 0 R /Thumb 7 0 R",
      trailerExtra: "/Info 8 0 R",
      extra: [
        "<< /Type /Annot /Subtype /Text /Rect [0 0 20 20] /Contents (Trim here) >>",
        "<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>",
        "<< /Title (Lid) /Parent 5 0 R /Dest [3 0 R /Fit] >>",
        "<< /Length 26 >>\nstream\n0 0 1 rg 0 0 99 99 re f\nQ\nendstream",
        "<< /Title (Summer mix) /Producer (Hand) >>",
      ],
    });
    expect((await readPdfWithPdfJs(original)).active).toBe(false);
    const rebuilt = await rebuildPdf(original);
    const text = Buffer.from(rebuilt).toString("latin1");
    for (const gone of ["/Annots", "Trim here", "/Outlines", "/OpenAction", "Summer mix", "/Thumb"])
      expect(text).not.toContain(gone);
    expect(text).toContain("0 0 1 rg 0 0 99 99 re f"); // the page's content
    const reading = await readPdf(rebuilt);
    expect(reading.pageCount).toBe(1);
    expect(reading.pageInches).toEqual({ width: 12.5, height: 8.75 });
  });
});
