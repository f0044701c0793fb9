import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { flateStream, pdfFile } from "../../tests/support/artwork.ts";
import { scanPdf } from "./pdf-scan.ts";

const clean = { active: false, encrypted: false, unreadable: false };

/** A stream object with raw (uncompressed) data and the given dictionary. */
const rawStream = (dictionary: string, data: string) =>
  Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`, "latin1");

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

  it("finds an action packed in a compressed object stream", () => {
    const hidden = "5 0 << /S /JS#41 /JS (app.alert(1)) >>";
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [flateStream("/Type /ObjStm /N 1 /First 4", hidden)],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("finds an action packed in an uncompressed object stream", () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [rawStream("/Type /ObjStm /N 1 /First 4", "5 0 << /S /X /JS (app.alert(1)) >>")],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("is not fooled by a stream keyword inside a string", () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /T (>>stream\n) /S /Laun#63h /F (calc.exe) /U (endstream) >>"],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("finds an action hidden inside what claims to be compressed stream data", () => {
    // A reader finds objects by offset, so one can sit inside another stream's bytes.
    const pdf = pdfFile({
      extra: [rawStream("/Filter /FlateDecode", "9 0 obj << /S /Launch /F (calc.exe) >> endobj")],
    });
    expect(scanPdf(pdf).active).toBe(true);
  });

  it("refuses to vouch for object streams it cannot unpack", () => {
    const predicted = Buffer.concat([
      Buffer.from(
        "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length 20 >>\nstream\n",
        "latin1",
      ),
      deflateSync(Buffer.from("5 0 << /S /URI >>")),
      Buffer.from("\nendstream", "latin1"),
    ]);
    expect(scanPdf(pdfFile({ extra: [predicted] })).unreadable).toBe(true);
    const bomb = flateStream("/Type /ObjStm /N 1 /First 4", "0".repeat(70 * 1024 * 1024));
    expect(scanPdf(pdfFile({ extra: [bomb] })).unreadable).toBe(true);
  });

  it("does not read short names inside image or page data", () => {
    // Compressed bytes spell "/JS" by chance about once in 20 MB; a content stream may too.
    const pdf = pdfFile({ extra: [rawStream("/Filter /FlateDecode", "\u00ff/JS /XFA (\u0001")] });
    expect(scanPdf(pdf)).toEqual(clean);
  });

  it("stays linear on hostile input: long digit runs and many stream keywords", () => {
    const hostile = Buffer.from(
      `%PDF-1.7\n${"9".repeat(2_000_000)} ${">>stream\nx\nendstream ".repeat(50_000)}`,
      "latin1",
    );
    const started = performance.now();
    expect(scanPdf(hostile)).toEqual(clean);
    // Generous on a slow machine; the quadratic version took minutes on this input.
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it("reports an encrypted PDF", () => {
    const pdf = pdfFile({
      trailerExtra: "/Encrypt 4 0 R",
      extra: ["<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 >>"],
    });
    expect(scanPdf(pdf).encrypted).toBe(true);
  });
});
