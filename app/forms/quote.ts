import * as z from "zod/mini";
import { checkboxField, emailField, optionalText, phoneField, requiredText } from "./fields.ts";

export const organizationTypes = [
  "Corporate/Business",
  "Educational Institution",
  "Government Agency",
  "Non-Profit",
  "Other",
] as const;

/** The bulk quote request (SPEC.md sections 3 and 5). */
export const QuoteSchema = z.object({
  firstName: requiredText("first name", 80),
  lastName: requiredText("last name", 80),
  email: emailField,
  phone: phoneField,
  organizationName: requiredText("organization name", 150),
  organizationType: z.optional(
    z.enum(organizationTypes, { error: "Please choose an organization type from the list." }),
  ),
  estimatedQuantity: z.coerce
    .number({ error: "Please enter how many devices you need wrapped." })
    .check(
      z.refine(Number.isInteger, "Please enter the number of devices as a whole number."),
      z.gte(1, "Please enter how many devices you need wrapped."),
      z.lte(100_000, "For more than 100,000 devices, please call us."),
    ),
  deviceModels: optionalText("device models", 1000, { multiline: true }),
  timeline: optionalText("timeline", 200),
  projectDetails: optionalText("project details", 5000, { multiline: true }),
  designAssistance: checkboxField,
  purchaseOrder: checkboxField,
  repeatOrders: checkboxField,
});

export type Quote = z.infer<typeof QuoteSchema>;
