import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { estimatedLid } from "./bodies.ts";
import { brands } from "./brands.ts";
import { millimetresPerInch } from "./footprint.ts";
import {
  footprintRecord,
  footprintRecords,
  publishedFootprintsSource,
} from "./footprint-records.server.ts";

const everyModel = brands.flatMap((brand) => brand.models.map((model) => ({ brand, model })));

// Issue 34: every outline's size is sourced, or says what it is estimated from.
describe("the footprint records", () => {
  it.each(everyModel.map(({ brand, model }) => [brand.name, model.name]))(
    "%s %s has a published figure with its source, or says what it is estimated from",
    (brand, model) => {
      const record = footprintRecord(brand, model);
      expect(record, `${brand} ${model} has no footprint record`).toBeDefined();
      if (record?.kind === "published") {
        expect(record.source.url).toMatch(/^https?:\/\//);
        expect(record.source.quote.length).toBeGreaterThan(5);
      } else {
        expect(record?.from).toMatch(/display/);
      }
    },
  );

  it("names no model the catalog does not list", () => {
    for (const [brandName, records] of footprintRecords) {
      const brand = brands.find((entry) => entry.name === brandName);
      const names = new Set(brand?.models.map((model) => model.name));
      for (const model of Object.keys(records)) expect(names.has(model), model).toBe(true);
    }
  });

  it("gives figures a lid could have: wider than deep, near what the display size suggests", () => {
    for (const { brand, model } of everyModel) {
      const record = footprintRecord(brand.name, model.name);
      if (record?.kind !== "published") continue;
      expect(record.widthMm, model.name).toBeGreaterThan(record.depthMm);
      const estimate = estimatedLid(model.displayInches, 0);
      const widthInches = record.widthMm / millimetresPerInch;
      expect(Math.abs(widthInches / estimate.width - 1), model.name).toBeLessThan(0.2);
    }
  });

  it("agrees with every lid drawn in lids.ts to within 1.5 mm", () => {
    let compared = 0;
    for (const { brand, model } of everyModel) {
      const record = footprintRecord(brand.name, model.name);
      if (!model.lid || record?.kind !== "published") continue;
      compared += 1;
      expect(
        Math.abs(model.lid.width * millimetresPerInch - record.widthMm),
        model.name,
      ).toBeLessThan(1.5);
      expect(
        Math.abs(model.lid.height * millimetresPerInch - record.depthMm),
        model.name,
      ).toBeLessThan(1.5);
    }
    expect(compared).toBeGreaterThan(5);
  });

  it("is what the browser's table holds (npm run catalog:footprints writes it)", () => {
    const written = readFileSync(new URL("./published-footprints.ts", import.meta.url), "utf8");
    const strip = (source: string) => source.replace(/\s+/g, "");
    expect(strip(written)).toBe(strip(publishedFootprintsSource()));
  });
});
