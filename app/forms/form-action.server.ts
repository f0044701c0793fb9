import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { honeypotName } from "./honeypot";

/** What every form action answers; the page shows field errors or the outcome. */
export interface FormReply {
  result: SubmissionResult<string[]>;
  /** valid: passed validation (online sending is not available yet); ignored: honeypot filled. */
  outcome?: "valid" | "ignored";
  /** Set when the body was not a form at all. */
  formError?: string;
}

const notAForm = "Please submit the form from the page.";

/**
 * Validates a posted form against its schema, exactly as the browser did.
 * Invalid input answers 400 with field errors, a body that is not a form 415;
 * a filled honeypot is dropped silently. Forwarding to the shop arrives with
 * the submissions pipeline.
 */
export async function handleFormPost(request: Request, schema: z.ZodType) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<FormReply>(
      { result: { status: "error", error: { "": [notAForm] } }, formError: notAForm },
      { status: 415 },
    );
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<FormReply>({ result: submission.reply() }, { status: 400 });
  }
  if (String(formData.get(honeypotName) ?? "") !== "") {
    console.info("Form post dropped: honeypot filled", new URL(request.url).pathname);
    return data<FormReply>({ result: submission.reply({ resetForm: true }), outcome: "ignored" });
  }
  return data<FormReply>({ result: submission.reply(), outcome: "valid" });
}
