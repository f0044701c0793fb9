import { describe, expect, it } from "vitest";
import { flateStream, pdfFile } from "../../tests/support/artwork.ts";
import { scanPdf } from "./pdf-scan.ts";

const clean = { active: false, encrypted: false, unreadable: false };

describe("scanPdf", () => {
  it("passes a plain print PDF", () => {
    expect(scanPdf(pdfFile())).toEqual(clean);
  });

  it("finds JavaScript run on opening", () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>"],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("finds a Launch action written with #xx escapes", () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /S /L#61unch /F (calc.exe) >>"],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("finds an action hidden in a compressed object stream", () => {
    const hidden = "5 0 << /S /JavaScript /JS (app.alert(1)) >>";
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [flateStream("/Type /ObjStm /N 1 /First 4", hidden)],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("does not read names inside image or page data", () => {
    // Compressed bytes can spell "/JS" by chance; a content stream may too.
    const pdf = pdfFile({
      extra: [Buffer.from("<< /Length 12 >>\nstream\n/JS /Launch\nendstream", "latin1")],
    });
    expect(scanPdf(pdf)).toEqual(clean);
  });

  it("reports an encrypted PDF", () => {
    const pdf = pdfFile({
      trailerExtra: "/Encrypt 4 0 R",
      extra: ["<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 >>"],
    });
    expect(scanPdf(pdf).encrypted).toBe(true);
  });
});
