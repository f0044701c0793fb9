import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { honeypotName } from "./fields";

/** What every form action answers; the page shows field errors or the outcome. */
export interface FormReply {
  result: SubmissionResult<string[]>;
  /** valid: passed validation (online sending is not available yet); ignored: honeypot filled. */
  outcome?: "valid" | "ignored";
}

/**
 * Validates a posted form against its schema, exactly as the browser did.
 * Invalid input answers 400 with field errors; a filled honeypot is dropped
 * silently. Forwarding to the shop arrives with the submissions pipeline.
 */
export async function handleFormPost(request: Request, schema: z.ZodType) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<FormReply>({ result: submission.reply() }, { status: 400 });
  }
  if (String(formData.get(honeypotName) ?? "") !== "") {
    return data<FormReply>({ result: submission.reply({ resetForm: true }), outcome: "ignored" });
  }
  return data<FormReply>({ result: submission.reply(), outcome: "valid" });
}
