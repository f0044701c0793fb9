import * as z from "zod/mini";
import { emailField } from "./fields";

export const NewsletterSchema = z.object({
  email: emailField,
});
