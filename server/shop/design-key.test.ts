import { describe, expect, it } from "vitest";
import { designKey } from "./design-key.ts";

const design = {
  deviceBrand: "Apple",
  deviceModel: "MacBook Air (13-inch, M2, 2022)",
  coverage: "top",
  finish: "gloss",
  designName: "Night Sky",
  textLine1: "",
};

describe("designKey", () => {
  it("is the same for the same design, whatever the field order, spacing or empty fields", () => {
    const reordered = Object.fromEntries(Object.entries(design).reverse());
    expect(designKey(reordered)).toBe(designKey(design));
    expect(designKey({ ...design, designName: " Night Sky ", specialInstructions: "" })).toBe(
      designKey(design),
    );
  });

  it("differs when any choice differs", () => {
    const key = designKey(design);
    expect(designKey({ ...design, finish: "matte" })).not.toBe(key);
    expect(designKey({ ...design, textLine1: "DJ Nova" })).not.toBe(key);
    expect(designKey({ ...design, placementScale: "0.8" })).not.toBe(key);
  });

  it("cannot be confused by a value that looks like another field", () => {
    expect(designKey({ a: "1", b: "2" })).not.toBe(designKey({ a: '1","b', b: "" }));
  });
});
