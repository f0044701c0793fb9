import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { artworkMessages } from "#app/forms/artwork.ts";
import { storedIn } from "../support/artwork.ts";
import { useForwardingServer } from "../support/harness.ts";
import {
  annotationBombPdf,
  contentBombPdf,
  manyPagesPdf,
  renderingBombPdf,
} from "../support/pdf-bombs.ts";
import { postArtwork } from "../support/http.ts";

const refused = (message: string) => ({ status: 422, body: { outcome: "failed", message } });

/*
 * Issue 32, items 1, 3 and 4: the hostile PDFs of the security test, at the
 * sizes it reported, posted as a visitor would. Each was answered 201 before
 * (the scan measured only the outer filter; nothing drew the pages; a
 * 10,000-page file held a check for its full minute). `npm run bench:upload`
 * measures what each costs the server.
 */
describe("hostile PDFs at upload (issue 32)", () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-bombs-"));
  const block = useForwardingServer("sqlite", { UPLOADS_DIR: uploadsDir });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const upload = (pdf: Buffer) => postArtwork(block.server.origin, pdf, "art.pdf");
  const stored = () => storedIn(uploadsDir, "artwork");

  it("refuses an annotation whose appearance unpacks to 1.2 GB through two FlateDecode layers", async () => {
    const pdf = annotationBombPdf(1_200_000_000);
    expect(pdf.length).toBeLessThan(20_000);
    expect(await upload(pdf)).toEqual(refused(artworkMessages.pdfTooLarge));
  });

  it("refuses page content that unpacks to 1.5 GB through two FlateDecode layers", async () => {
    expect(await upload(contentBombPdf(1_500_000_000))).toEqual(
      refused(artworkMessages.pdfTooLarge),
    );
  });

  it("refuses a page that cannot be drawn within the budget (2^40 lines), saying it cannot be printed", async () => {
    const pdf = renderingBombPdf(40);
    expect(pdf.length).toBeLessThan(10_000);
    expect(await upload(pdf)).toEqual(refused(artworkMessages.undrawablePdf));
  });

  it("refuses a 10,000-page PDF by its page count, before its pages are read", async () => {
    expect(await upload(manyPagesPdf(10_000))).toEqual(refused(artworkMessages.tooManyPages));
  });

  it("stores none of them, and still takes the same shapes when they are ordinary", async () => {
    expect(stored()).toEqual([]);
    for (const pdf of [annotationBombPdf(10_000), contentBombPdf(10_000), renderingBombPdf(4)]) {
      expect((await upload(pdf)).status).toBe(201);
    }
    expect(stored()).toHaveLength(3);
  });
});
