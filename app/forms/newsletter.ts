import { z } from "zod";
import { emailField } from "./fields";

export const NewsletterSchema = z.object({
  email: emailField,
});
