/*
 * The console's form values that its pages draw and its actions read. They
 * live apart from the schemas (staff-console.ts, staff-templates.ts) because a
 * page that imports a schema module ships every zod schema in it to the
 * browser, and zod's client chunk is shared with the public forms, whose
 * first-load budget it counts against.
 */

/** Which of the order page's forms a post came from: the proof, the move, the payment's, or one design's. */
export const orderFormOf = (intent: string | undefined, line: string | undefined) =>
  intent === "replace" || intent === "remake" || intent === "keep-approval"
    ? `replace-${line ?? ""}`
    : intent === "invoice" || intent === "refund"
      ? "payment"
      : (intent ?? "");

/** A template import names its model as "{brand}::{model}". */
export const deviceSeparator = "::";
