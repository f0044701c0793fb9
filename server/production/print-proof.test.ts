import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { cutting } from "#app/domain/policies.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { bleedInches, slugInches } from "./print-file.ts";
import { printProofPath } from "./print-paths.ts";
import { proofWidth } from "./print-proof.ts";
import { run } from "./print-task.ts";

/*
 * Issue 34: the proof is the print. The picture the customer approves is the
 * print file drawn page by page with the cut line traced over it: rasterised
 * and looked at, the magenta cut line spans the lid where the print file cuts.
 */

const directory = mkdtempSync(path.join(tmpdir(), "print-view-"));

const design: OrderDesign = {
  deviceBrand: "Apple",
  deviceModel: "MacBook Air (13-inch, M2, 2022)",
  coverage: "top-palmrest",
  coverageLabel: "Top + Palmrest",
  finish: "gloss",
  finishLabel: "Gloss",
  designName: "Night Market",
  notes: "",
  textLines: ["Night Market"],
  placement: { x: 0.5, y: 0.5, scale: 1, rotation: 0 },
  artwork: null,
};

describe("the proof picture", () => {
  it("is the print file with its cut line traced where it cuts, each piece in turn", async () => {
    const outputPath = path.join(directory, "print.pdf");
    await run({
      orderNumber: "WC-PROOF001",
      design,
      quantity: 1,
      version: 2,
      template: null,
      artworkPath: null,
      outputPath,
      now: Date.UTC(2026, 10, 26),
    });
    const { data, info } = await sharp(printProofPath(outputPath))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The cut line's magenta, row by row: the first piece (the lid) is the first run of rows.
    const magentaRows: number[] = [];
    let [left, right] = [Infinity, -Infinity];
    for (let y = 0; y < info.height; y += 1) {
      let found = false;
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! > 100) {
          found = true;
          if (magentaRows.length === 0 || y - magentaRows.at(-1)! < 3) {
            [left, right] = [Math.min(left, x), Math.max(right, x)];
          }
        }
      }
      if (found && (magentaRows.length === 0 || y - magentaRows.at(-1)! < 3)) magentaRows.push(y);
    }
    const lid = deviceBody(design.deviceBrand, design.deviceModel).lid;
    // The widest page fills the picture's width.
    const dpi = proofWidth / (lid.width + 2 * (bleedInches + slugInches));
    expect(info.width).toBe(proofWidth);
    const inset = cutting.insetInches.lid;
    expect((right - left) / dpi).toBeCloseTo(lid.width - 2 * inset, 1);
    expect((magentaRows.at(-1)! - magentaRows[0]!) / dpi).toBeCloseTo(lid.height - 2 * inset, 1);
    expect(left / dpi).toBeCloseTo(bleedInches + slugInches + inset, 1);
  });
});
