import * as z from "zod/mini";
import { proofCommentMaxLength } from "#app/domain/orders.ts";
import { artworkIdPattern } from "./artwork.ts";
import { requiredText } from "./fields.ts";

/**
 * The customer's answer to a proof on their order's page (issue 20): approve
 * it, or ask for changes with what to change and, if they like, a new file
 * (stored by the artwork intake; its id is the field's value).
 */
export const ProofAnswerSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve"),
    round: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)),
  }),
  z.object({
    intent: z.literal("changes"),
    round: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)),
    comment: requiredText("changes", proofCommentMaxLength, { multiline: true }),
    file: z.optional(z.string().check(z.regex(artworkIdPattern, "Please choose the file again."))),
  }),
]);

export type ProofAnswer = z.infer<typeof ProofAnswerSchema>;
