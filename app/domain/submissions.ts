/**
 * The kinds of submission the site takes, each forwarded to its own webhook
 * (PRODUCT.md section 5): the four lead forms, "added-to-cart" (a design
 * added to a cart, SPEC.md section 3's custom_wrap_added_to_cart) and
 * "order-placed" (a placed order, order_placed) and "order-payment" (a
 * change of a placed order's payment, order_payment: issue 37). Stored in the database as
 * these words (renamed from "order" and "checkout" by the 2026-11-26
 * migration).
 */
export type SubmissionKind =
  | "contact"
  | "quote"
  | "affiliate"
  | "newsletter"
  | "added-to-cart"
  | "order-placed"
  | "order-payment";
