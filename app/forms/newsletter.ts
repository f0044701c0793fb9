import * as z from "zod/mini";
import { emailField } from "./fields.ts";

export const NewsletterSchema = z.object({
  email: emailField,
});
