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

  it("reads the print-anyway box as a checkbox", () => {
    const result = validateForm(CustomizerSchema, { ...design, printAnyway: "on" });
    expect(result.success && result.data.printAnyway).toBe(true);
  });
});
