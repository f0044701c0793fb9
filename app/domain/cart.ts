import type { OrderDesign } from "./orders.ts";

/*
 * A cart as the shop keeps it (PRODUCT.md section 6): designs added from the
 * customizer, each with a quantity. Prices are never stored with it: the
 * pricing module prices the cart whenever it is shown or ordered.
 */

/** What a cart item keeps of its design. */
export interface StoredDesign {
  /** The customizer's fields as posted, to open the design again for editing. */
  fields: Record<string, string>;
  /** What the cart, the order and the e-mails show. */
  design: OrderDesign;
  /** The add-to-cart payload's product, device, options and image (SPEC.md section 3). */
  wrap: Record<string, unknown>;
}

export interface CartItem extends StoredDesign {
  id: string;
  quantity: number;
}
