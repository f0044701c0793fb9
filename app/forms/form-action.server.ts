import { data } from "react-router";
import type * as z from "zod/mini";
import { type FormReply, formValues, validateForm } from "./form-reply";
import { honeypotName } from "./honeypot";

const notAForm = "Please submit the form from the page.";

/**
 * Validates a posted form against its schema, exactly as the browser did.
 * Invalid input answers 400 with field errors, a body that is not a form 415;
 * a filled honeypot is dropped silently. Forwarding to the shop arrives with
 * the submissions pipeline.
 */
export async function handleFormPost(
  request: Request,
  schema: z.ZodMiniType,
): Promise<{ reply: FormReply; status: number }> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return { reply: { outcome: "failed", message: notAForm }, status: 415 };
  }
  const values = formValues(formData);
  const result = validateForm(schema, values);
  if (!result.success) {
    return { reply: { outcome: "invalid", fieldErrors: result.fieldErrors, values }, status: 400 };
  }
  if (String(formData.get(honeypotName) ?? "") !== "") {
    console.info("Form post dropped: honeypot filled", new URL(request.url).pathname);
    return { reply: { outcome: "ignored" }, status: 200 };
  }
  return { reply: { outcome: "valid" }, status: 200 };
}

/** A page's form action: the reply as route data, for the page to show without JavaScript. */
export async function formPageAction(request: Request, schema: z.ZodMiniType) {
  const { reply, status } = await handleFormPost(request, schema);
  return data(reply, { status });
}
