import * as z from "zod/mini";
import { emailField, optionalText, requiredText } from "./fields.ts";

/** The affiliate application (SPEC.md sections 3 and 5). */
export const AffiliateSchema = z.object({
  name: requiredText("full name", 120),
  email: emailField,
  website: z.pipe(
    z
      .string({ error: "Please enter your website or social media URL." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter your website or social media URL."),
        z.maxLength(500, "Please keep the URL under 500 characters."),
      ),
    z.url({
      protocol: /^https?$/,
      error: "Please enter a full URL, like https://instagram.com/yourname.",
    }),
  ),
  audience: optionalText("audience description", 2000, { multiline: true }),
  experience: optionalText("experience description", 2000, { multiline: true }),
  message: optionalText("message", 5000, { multiline: true }),
});

export type AffiliateApplication = z.infer<typeof AffiliateSchema>;
