import type * as z from "zod/mini";
import { honeypotName } from "./honeypot.ts";

export type FieldErrors = Partial<Record<string, string[]>>;

/** What every form post answers, to the page (no JavaScript) or to the form's script. */
export type FormReply =
  /** Field errors, with what was typed so the page can show it again. */
  | { outcome: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  /**
   * Received and stored; or, `queued`, kept in the browser until it can be
   * sent. A design added to the cart says how many units the cart holds.
   */
  | { outcome: "valid"; queued?: boolean; cartUnits?: number }
  /** The honeypot was filled: dropped without a word. */
  | { outcome: "ignored" }
  /** The body was not a form, or the server could not be reached. */
  | { outcome: "failed"; message: string };

/** A form's text fields by name; files and the honeypot are left out. */
export function formValues(fields: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of fields) {
    if (typeof value === "string" && name !== honeypotName) values[name] = value;
  }
  return values;
}

/**
 * Validates a form's values against its schema, the same way in the browser
 * and on the server. Empty fields count as absent, so optional fields may be
 * left blank and required ones get their "Please enter…" message, unless
 * `blanks` is "kept".
 */
export function validateForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, string>,
  { blanks = "absent" }: { blanks?: "absent" | "kept" } = {},
): { success: true; data: z.output<Schema> } | { success: false; fieldErrors: FieldErrors } {
  const input =
    blanks === "kept"
      ? values
      : Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    (fieldErrors[name] ??= []).push(issue.message);
  }
  return { success: false, fieldErrors };
}
