import * as z from "zod/mini";
import { emailField, optionalText, phoneField, requiredText } from "./fields.ts";

/** The contact form (SPEC.md section 5): first and last name, email and message are required. */
export const ContactSchema = z.object({
  firstName: requiredText("first name", 80),
  lastName: requiredText("last name", 80),
  email: emailField,
  phone: phoneField,
  subject: optionalText("subject", 150),
  message: requiredText("message", 5000, { multiline: true }),
});

export type Contact = z.infer<typeof ContactSchema>;
