import * as z from "zod/mini";
import { customizerBrands } from "~/domain/catalog/customizer-brands";
import { coverageOptions, finishOptions } from "~/domain/catalog/product";
import { designNameMessage, isValidDesignName } from "./design-name";
import { artworkIdPattern } from "./artwork";
import { optionalText } from "./fields";
import { placementFields } from "./placement";

/** The customizer's design (SPEC.md sections 3–5); the artwork file is handled separately. */
export const CustomizerSchema = z.object({
  deviceBrand: z.enum(customizerBrands as [string, ...string[]], {
    error: "Please choose your device brand.",
  }),
  deviceModel: optionalText("device model", 120),
  coverage: z.enum(coverageOptions.map((option) => option.id) as [string, ...string[]], {
    error: "Please choose a coverage option.",
  }),
  finish: z.enum(finishOptions.map((option) => option.id) as [string, ...string[]], {
    error: "Please choose a finish.",
  }),
  designName: z.pipe(
    z.string({ error: designNameMessage }).check(z.refine(isValidDesignName, designNameMessage)),
    z.transform((value) => value.trim()),
  ),
  textLine1: optionalText("first text line", 100),
  textLine2: optionalText("second text line", 100),
  specialInstructions: optionalText("special instructions", 2000),
  /** The uploaded file (its id from the upload endpoint), if the design has artwork. */
  artworkId: z.optional(
    z.string().check(z.regex(artworkIdPattern, "Please upload your artwork again.")),
  ),
  ...placementFields,
  /** The cart item this design replaces, when it was opened from the cart for editing. */
  cartItemId: z.optional(z.string().check(z.maxLength(64))),
});

export type Customizer = z.output<typeof CustomizerSchema>;
