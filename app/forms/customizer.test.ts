import { describe, expect, it } from "vitest";
import { CustomizerSchema, nothingToPrintMessage } from "./customizer.ts";
import { validateForm } from "./form-reply.ts";

const design = {
  deviceBrand: "Dell",
  deviceModel: "XPS 13 9340",
  coverage: "top-only",
  finish: "matte",
  designName: "Studio",
  textLine1: "DJ Nova",
};

describe("CustomizerSchema", () => {
  it("accepts a design with a text line and no artwork, and any model name typed", () => {
    expect(validateForm(CustomizerSchema, design).success).toBe(true);
    expect(
      validateForm(CustomizerSchema, {
        ...design,
        deviceBrand: "Other",
        deviceModel: "Framework Laptop 13",
      }).success,
    ).toBe(true);
  });

  it("takes the text's face, colour and position from the listed choices only", () => {
    const styled = { ...design, textFace: "serif", textColour: "gold", textPosition: "top" };
    expect(validateForm(CustomizerSchema, styled).success).toBe(true);
    for (const [name, value] of [
      ["textFace", "Comic Sans"],
      ["textColour", "#ff00ff"],
      ["textPosition", "upside-down"],
    ] as const) {
      const result = validateForm(CustomizerSchema, { ...styled, [name]: value });
      expect(result.success, name).toBe(false);
    }
  });

  it("takes instructions for our designers as something to print", () => {
    const result = validateForm(CustomizerSchema, {
      ...design,
      textLine1: "",
      specialInstructions: "Our school crest, navy on white",
    });
    expect(result.success).toBe(true);
  });

  it("says at once that the model is missing and that there is nothing to print", () => {
    const result = validateForm(CustomizerSchema, {
      ...design,
      deviceModel: "  ",
      textLine1: " ",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["artworkId", "deviceModel"]);
    expect(result.fieldErrors.artworkId).toEqual([nothingToPrintMessage]);
  });

  it("refuses, next to its line, a character the chosen face cannot print", () => {
    for (const character of ["漢", "✓", "🚀"]) {
      const result = validateForm(CustomizerSchema, { ...design, textLine2: `DJ ${character}` });
      expect(result.success, character).toBe(false);
      if (result.success) continue;
      expect(result.fieldErrors).toEqual({
        textLine2: [`We can’t print “${character}” in the Bold typeface: please remove it.`],
      });
    }
  });

  it("checks the lines against the face chosen, the default face when none is", () => {
    const cyrillic = { ...design, textLine1: "Привет", textLine2: "Café" };
    expect(validateForm(CustomizerSchema, cyrillic).success).toBe(true);
    expect(validateForm(CustomizerSchema, { ...cyrillic, textFace: "bold" }).success).toBe(true);
    const serifDesign = { ...cyrillic, textFace: "serif" };
    const serif = validateForm(CustomizerSchema, serifDesign);
    expect(serif.success).toBe(false);
    if (serif.success) return;
    expect(serif.fieldErrors.textLine1).toEqual([
      "We can’t print “П”, “р”, “и”, “в”, “е” and 1 more character in the Serif typeface: please remove them, or choose Bold, which can print them.",
    ]);
    expect(serif.fieldErrors.textLine2).toBeUndefined();
    // Each line offers the faces that can print it: none for a character no face has.
    const mixed = validateForm(CustomizerSchema, {
      ...serifDesign,
      textLine1: "漢",
      textLine2: "Жар",
    });
    expect(!mixed.success && mixed.fieldErrors).toEqual({
      textLine1: ["We can’t print “漢” in the Serif typeface: please remove it."],
      textLine2: [
        "We can’t print “Ж”, “а” and “р” in the Serif typeface: please remove them, or choose Bold, which can print them.",
      ],
    });
    // A face that is not one of ours is refused as such, not as unprintable.
    const unknown = validateForm(CustomizerSchema, { ...cyrillic, textFace: "Comic Sans" });
    expect(!unknown.success && Object.keys(unknown.fieldErrors)).toEqual(["textFace"]);
  });

  it("says so together with the design's other errors", () => {
    const result = validateForm(CustomizerSchema, { ...design, designName: "", textLine1: "漢" });
    expect(!result.success && Object.keys(result.fieldErrors).sort()).toEqual([
      "designName",
      "textLine1",
    ]);
  });

  it("reads the print-anyway box as a checkbox", () => {
    const result = validateForm(CustomizerSchema, { ...design, printAnyway: "on" });
    expect(result.success && result.data.printAnyway).toBe(true);
  });
});
