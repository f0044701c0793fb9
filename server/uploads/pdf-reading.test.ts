import { describe, expect, it } from "vitest";
import { objectStreamPdf, pdfFile, storedThenDeflated } from "../../tests/support/pdf-files.ts";
import { readPdfWithPdfJs } from "./pdf-reading.ts";

/** A raw (unfiltered) stream object. */
const rawStream = (dictionary: string, data: string) =>
  `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`;

const active = async (pdf: Buffer) => (await readPdfWithPdfJs(pdf)).active;

// PDF.js's own view, asked directly (the scan would refuse these files first).
describe("readPdfWithPdfJs", () => {
  it("reads the first page's size and the page count", async () => {
    expect(await readPdfWithPdfJs(pdfFile({ widthPt: 900, heightPt: 630 }))).toEqual({
      active: false,
      pageCount: 1,
      widthPt: 900,
      heightPt: 630,
    });
  });

  it("finds page-open JavaScript, not only the document's", async () => {
    const action = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
    const pdf = objectStreamPdf({
      pageExtra: "/AA << /O 6 0 R >>",
      packed: ["(endstream)", action],
      compress: (content) => storedThenDeflated(content, content.indexOf(action)),
    });
    expect(await active(pdf)).toBe(true);
  });

  it("finds a link that runs a script, an open action that prints, an attachment, a form field", async () => {
    const scriptLink = pdfFile({
      pageExtra: "/Annots [4 0 R]",
      extra: [
        "<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << /S /JavaScript /JS (1) >> >>",
      ],
    });
    const print = pdfFile({ catalogExtra: "/OpenAction << /S /Named /N /Print >>" });
    const attachment = pdfFile({
      catalogExtra: "/Names << /EmbeddedFiles << /Names [(a.html) 4 0 R] >> >>",
      extra: [
        "<< /Type /Filespec /F (a.html) /UF (a.html) /EF << /F 5 0 R >> >>",
        rawStream("/Type /EmbeddedFile", "<p>hi</p>"),
      ],
    });
    const field = pdfFile({
      catalogExtra: "/AcroForm << /Fields [4 0 R] >>",
      pageExtra: "/Annots [4 0 R]",
      extra: ["<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [0 0 99 20] /P 3 0 R >>"],
    });
    for (const pdf of [scriptLink, print, attachment, field]) expect(await active(pdf)).toBe(true);
  });

  it("lets a note and a link to a place in the file be", async () => {
    const pdf = pdfFile({
      pageExtra: "/Annots [4 0 R 5 0 R]",
      extra: [
        "<< /Type /Annot /Subtype /Text /Rect [0 0 20 20] /Contents (Trim here) >>",
        "<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /Dest [3 0 R /Fit] >>",
      ],
    });
    expect(await active(pdf)).toBe(false);
  });
});
