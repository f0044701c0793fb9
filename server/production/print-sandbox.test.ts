import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { OrderDesign } from "#app/domain/orders.ts";
import { contentBombPdf } from "../../tests/support/pdf-bombs.ts";
import { PermanentFailure, makePrintFileInSandbox } from "./print-sandbox.ts";

const directory = mkdtempSync(path.join(tmpdir(), "print-sandbox-"));

const design: OrderDesign = {
  deviceBrand: "Apple",
  deviceModel: "MacBook Air (13-inch, M2, 2022)",
  coverage: "top-only",
  coverageLabel: "Top only",
  finish: "matte",
  finishLabel: "Matte",
  designName: "Night Market",
  notes: "",
  textLines: [],
  placement: { x: 0.5, y: 0.5, scale: 1, rotation: 0 },
  artwork: {
    id: "artwork",
    url: "/artwork/artwork",
    filename: "art.pdf",
    mimeType: "application/pdf",
    aspect: 612 / 864,
  },
};

function printFileOf(name: string, artwork: Buffer) {
  const artworkPath = path.join(directory, `${name}.pdf`);
  writeFileSync(artworkPath, artwork);
  const outputPath = path.join(directory, `${name}-print.pdf`);
  return {
    outputPath,
    made: makePrintFileInSandbox(
      {
        orderNumber: "WC-TEST0001",
        design,
        quantity: 1,
        version: 1,
        template: null,
        artworkPath,
        outputPath,
        now: Date.UTC(2026, 10, 26),
      },
      { timeoutMs: 60_000 },
    ),
  };
}

// Issue 32, item 2: the print file is made in the sandbox, whatever the artwork holds.
describe("makePrintFileInSandbox", () => {
  it("makes the print file of an ordinary PDF", async () => {
    // The same shape as the bomb below, its content a kilobyte.
    const { made, outputPath } = printFileOf("plain", contentBombPdf(1000));
    await expect(made).resolves.toEqual({ pages: 1, missingCharacters: [] });
    expect(readFileSync(outputPath).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives up, for good, on a page whose content unpacks past the sandbox's memory", async () => {
    // Stored before the upload check counted every filter layer: 1.5 GB behind two FlateDecode layers.
    const { made } = printFileOf("bomb", contentBombPdf());
    const failure = await made.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PermanentFailure);
    expect(String(failure)).toMatch(/memory limit/);
  }, 60_000);
});
