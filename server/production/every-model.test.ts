import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { brands } from "#app/domain/catalog/brands.ts";
import { coverageOptions } from "#app/domain/catalog/product.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { printProofPath } from "./print-paths.ts";
import { run } from "./print-task.ts";

/*
 * Issue 49: every model of the catalog, in every coverage it is sold in, gets
 * its print file and its proof. A bug in 15 of 236 models is a bug for those
 * customers: the proof of some page widths was drawn a pixel wider than its
 * picture and the job failed for good. Drawn small, so the whole catalog
 * takes a few minutes.
 */

const directory = mkdtempSync(path.join(tmpdir(), "every-model-"));
const width = 400;

const pairs = brands.flatMap((brand) =>
  brand.models.flatMap((model) =>
    coverageOptions
      .filter((coverage) => coverage.id === "top-only" || deviceBody(brand.name, model.name).deck)
      .map((coverage) => ({ brand: brand.name, model: model.name, coverage })),
  ),
);

describe.concurrent("every catalog model in every coverage", () => {
  it("is every model of the catalog, each in the coverages its body allows", () => {
    const models = brands.reduce((sum, brand) => sum + brand.models.length, 0);
    expect(pairs.length).toBeGreaterThan(models);
    expect(new Set(pairs.map((pair) => `${pair.brand}/${pair.model}`)).size).toBe(models);
  });

  // A busy machine draws a proof in seconds, not the default test's five.
  const options = { timeout: 60_000 };
  it.for(pairs)(
    "$brand $model, $coverage.label: its print file and proof",
    options,
    async (pair) => {
      const design: OrderDesign = {
        deviceBrand: pair.brand,
        deviceModel: pair.model,
        coverage: pair.coverage.id,
        coverageLabel: pair.coverage.label,
        finish: "matte",
        finishLabel: "Matte",
        designName: "Every Model",
        notes: "",
        textLines: ["Every model"],
        placement: null,
        artwork: null,
      };
      const outputPath = path.join(
        directory,
        `${pair.brand}-${pair.model}-${pair.coverage.id}.pdf`,
      );
      const made = await run({
        orderNumber: "WC-CATALOG1",
        design,
        quantity: 1,
        version: 1,
        template: null,
        artworkPath: null,
        outputPath,
        now: Date.UTC(2026, 11, 4),
        proofWidth: width,
      });
      expect(made.pages).toBe(pair.coverage.id === "top-only" ? 1 : 2);
      expect((await sharp(printProofPath(outputPath)).metadata()).width).toBe(width);
      await Promise.all([rm(outputPath), rm(printProofPath(outputPath))]);
    },
  );
});
