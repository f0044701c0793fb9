import * as z from "zod/mini";
import { customizerBrands } from "#app/domain/catalog/customizer-brands.ts";
import { coverageOptions, finishOptions } from "#app/domain/catalog/product.ts";
import { designNameMessage, isValidDesignName } from "./design-name.ts";
import { artworkIdPattern } from "./artwork.ts";
import { checkboxField, optionalText, requiredText } from "./fields.ts";
import { placementFields } from "./placement.ts";
import {
  defaultTextStyle,
  textColours,
  textFaces,
  textPositions,
  textStyleFieldNames,
} from "#app/domain/text-style.ts";
import {
  facesThatPrint,
  unprintableCharacters,
  unprintableMessage,
} from "#app/domain/printable-text.ts";

/** A design must carry something to print (issue 15): the message, next to the artwork chooser. */
export const nothingToPrintMessage =
  "Add something to print: upload your artwork, type a text line, or tell our designers what to make in Special Instructions.";

/** Poor print quality must be confirmed (the server works the quality out itself). */
export const printAnywayMessage =
  "This artwork will print soft at this size. Tick “Print it anyway” to order it as it is, or use a larger file or a smaller size on the lid.";

const hasSomethingToPrint = (design: Record<string, unknown>) =>
  ["artworkId", "textLine1", "textLine2", "specialInstructions"].some(
    (name) => typeof design[name] === "string" && (design[name] as string).trim() !== "",
  );

/** The text lines' fields, in the order they are printed. */
export const textLineNames = ["textLine1", "textLine2"] as const;

/**
 * A text line the chosen face cannot print in full is refused, next to the
 * line (issue 49): the print would leave out what the preview shows.
 */
const printableTextLines = z.superRefine(
  (design: Record<string, unknown>, context) => {
    const chosen = design[textStyleFieldNames.face] ?? defaultTextStyle.face;
    const face = textFaces.find(({ id }) => id === chosen)?.id;
    // An unknown face has its own message.
    if (!face) return;
    for (const name of textLineNames) {
      const line = typeof design[name] === "string" ? design[name] : "";
      const missing = unprintableCharacters(line, face);
      if (!missing.length) continue;
      // The faces that could print this line, as its message offers them.
      const others = facesThatPrint([line]).filter((other) => other !== face);
      context.addIssue({
        code: "custom",
        message: unprintableMessage(face, missing, others),
        path: [name],
        input: line,
      });
    }
  },
  // Said together with the other fields' messages, not after they are fixed.
  { when: () => true },
);

/** The customizer's design (SPEC.md sections 3–5); the artwork file is handled separately. */
export const CustomizerSchema = z
  .object({
    deviceBrand: z.enum(customizerBrands as [string, ...string[]], {
      error: "Please choose your device brand.",
    }),
    /** Every wrap is cut to a model (PRODUCT.md section 7); any text is taken for models we do not list. */
    deviceModel: requiredText("device model", 120),
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
    // The text lines' face, colour and position (text-style.ts); absent, the default look.
    [textStyleFieldNames.face]: z.optional(
      z.enum(
        textFaces.map((face) => face.id),
        { error: "Please choose a typeface for your text." },
      ),
    ),
    [textStyleFieldNames.colour]: z.optional(
      z.enum(
        textColours.map((colour) => colour.id),
        {
          error: "Please choose a colour for your text.",
        },
      ),
    ),
    [textStyleFieldNames.position]: z.optional(
      z.enum(
        textPositions.map((position) => position.id),
        {
          error: "Please choose where your text goes.",
        },
      ),
    ),
    specialInstructions: optionalText("special instructions", 2000, { multiline: true }),
    /** The uploaded file (its id from the upload endpoint), if the design has artwork. */
    artworkId: z.optional(
      z.string().check(z.regex(artworkIdPattern, "Please upload your artwork again.")),
    ),
    ...placementFields,
    /** The visitor confirmed artwork of poor print quality. */
    printAnyway: checkboxField,
    /** The cart item this design replaces, when it was opened from the cart for editing. */
    cartItemId: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    printableTextLines,
    z.refine(hasSomethingToPrint, {
      message: nothingToPrintMessage,
      path: ["artworkId"],
      // Said together with the other fields' messages, not after they are fixed.
      when: () => true,
    }),
  );

export type Customizer = z.output<typeof CustomizerSchema>;
