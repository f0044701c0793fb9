import * as z from "zod/mini";
import { artworkIdPattern } from "./artwork.ts";
import { optionalText, pageFieldError } from "./fields.ts";
import { deviceSeparator } from "./staff-form-values.ts";

/*
 * The console's template library forms (issue 34): import a file as a
 * model's piece; approve a version's test cut. The model is one catalog
 * model, posted as "{brand}::{model}"; the file's value is the id of the
 * file kept from the form's own file part.
 */

export const TemplateImportSchema = z.object({
  device: z
    .string({ error: "Choose the model." })
    .check(
      z.minLength(1, "Choose the model."),
      z.maxLength(200, pageFieldError),
      z.includes(deviceSeparator, "Choose the model."),
    ),
  piece: z.enum(["lid", "palmrest"], { error: "Choose the piece." }),
  file: z
    .string({ error: "Choose the template file (SVG, DXF or PDF)." })
    .check(z.regex(artworkIdPattern, "Choose the template file (SVG, DXF or PDF).")),
  note: optionalText("note", 500),
});

export const TemplateApproveSchema = z.object({
  note: z
    .string({ error: "Say how the test cut fitted (which device, what you checked)." })
    .check(
      z.trim(),
      z.minLength(3, "Say how the test cut fitted (which device, what you checked)."),
      z.maxLength(500, "Please keep the note under 500 characters."),
    ),
});
