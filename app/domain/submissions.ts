/**
 * The kinds of submission the site takes, each forwarded to its own webhook
 * (PRODUCT.md section 5): the four lead forms, "order" (a design added to the
 * cart, SPEC.md section 3) and "checkout" (a placed order). Stored in the
 * database as these words.
 */
export type SubmissionKind =
  "contact" | "quote" | "affiliate" | "newsletter" | "order" | "checkout";
