import * as z from "zod/mini";
import { orderStages } from "#app/domain/orders.ts";
import { leadStatuses, staffRoles } from "#app/domain/staff.ts";
import { artworkIdPattern } from "./artwork.ts";
import { optionalText, pageField, pageFieldError, requiredText } from "./fields.ts";

/*
 * The staff console's forms (issue 33: every console post is read by
 * `readPost` against its schema, with errors next to the field, and a value
 * too long is refused rather than cut). The session's form token is checked
 * by `requireStaff` before any of these is read. A file field's value is the
 * id of the file stored from the form's file part (never posted text).
 */

const ids = <T extends readonly { id: string }[]>(entries: T) =>
  entries.map((entry) => entry.id) as [T[number]["id"], ...T[number]["id"][]];

const lineId = pageField(64);
const fileId = z.string().check(z.regex(artworkIdPattern, "Choose the file again."));

/** The order page's forms: send a proof, keep a print file of one's own, make files again, move it. */
export const OrderActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("proof"),
      message: optionalText("message", 2000, { multiline: true }),
      file: z.optional(fileId),
    }),
    z.object({
      intent: z.literal("replace"),
      line: lineId,
      file: z
        .string({ error: "Choose the PDF to keep as the print file." })
        .check(z.regex(artworkIdPattern, "Choose the PDF to keep as the print file.")),
      note: optionalText("note", 500),
    }),
    z.object({ intent: z.literal("remake"), line: lineId }),
    z.object({
      intent: z.literal("keep-approval"),
      line: lineId,
      reason: requiredText("reason", 500),
    }),
    z.object({
      intent: z.literal("move"),
      stage: z.enum(ids(orderStages.filter((stage) => stage.id !== "received")), {
        error: "Choose the stage to move the order to.",
      }),
      message: optionalText("message", 2000, { multiline: true }),
      /** Ticked: do not e-mail the customer. */
      email: z.optional(z.literal("no")),
      /** Ticked: the outlines not yet measured were test-fitted (issue 34). */
      testFit: z.optional(z.literal("yes")),
    }),
    z.object({
      intent: z.literal("invoice"),
      days: z.coerce
        .number({ error: "Enter the days the customer has to pay, 1 to 120." })
        .check(
          z.int("Enter the days the customer has to pay, 1 to 120."),
          z.minimum(1, "Enter the days the customer has to pay, 1 to 120."),
          z.maximum(120, "Enter the days the customer has to pay, 1 to 120."),
        ),
    }),
    z.object({
      intent: z.literal("refund"),
      /** Dollars and cents, as staff type them: 12.50. */
      amount: z
        .string({ error: "Enter the amount to refund, like 12.50." })
        .check(
          z.trim(),
          z.regex(/^\$?\d{1,6}(\.\d{1,2})?$/, "Enter the amount to refund, like 12.50."),
        ),
      reason: requiredText("reason", 500),
    }),
  ],
  { error: pageFieldError },
);

/** A refund's amount as staff typed it ("12.5", "$12.50"), in cents. */
export const refundCents = (amount: string): number => {
  const [whole = "0", fraction = ""] = amount.replace("$", "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};

/** A lead's page: its status and note, or a reply to a quote request. */
export const LeadActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("status"),
      status: z.enum(ids(leadStatuses), { error: "Choose a status." }),
      note: optionalText("note", 5000, { multiline: true }),
    }),
    z.object({
      intent: z.literal("reply"),
      subject: requiredText("subject", 200),
      message: requiredText("message", 10_000, { multiline: true }),
    }),
  ],
  { error: pageFieldError },
);

/** The team page: invite someone, or take someone off the team. */
export const TeamActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("invite"),
      email: z
        .string({ error: "Enter their e-mail address." })
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(254, "Keep the e-mail address under 254 characters."),
          z.email("Enter their e-mail address."),
        ),
      role: z.enum(ids(staffRoles), { error: "Choose a role." }),
    }),
    z.object({ intent: z.literal("remove"), id: pageField(40) }),
  ],
  { error: pageFieldError },
);

/** The deliveries page: send one dead webhook or e-mail again, or every one of a channel. */
export const ReplaySchema = z.object({
  channel: z.enum(["webhook", "email"], { error: pageFieldError }),
  id: z.optional(pageField(100)),
});
