import type { OrderLine } from "#app/domain/orders.ts";
import { type PricedDesigns, nextTier, priceDesigns, quantitiesOf } from "#app/domain/pricing.ts";
import type { CartItem } from "#app/domain/cart.ts";

/** A cart's designs priced, with the sums the pricing module made of them. */
export interface PricedItems extends Omit<PricedDesigns, "lines"> {
  lines: OrderLine[];
}

/** The cart's designs, each priced by the one pricing module (posted prices do not exist). */
export function priceItems(items: readonly CartItem[]): PricedItems {
  const priced = priceDesigns(quantitiesOf(items));
  return {
    ...priced,
    // Priced in the items' order: each price is its item's.
    lines: priced.lines.map(({ coverage: _coverage, ...price }, index) => {
      const item = items[index] as CartItem;
      return { id: item.id, design: item.design, ...price, wrap: item.wrap };
    }),
  };
}

/** A cart line with how far its design is from the next volume tier. */
export interface CartLine extends OrderLine {
  next: { discountRate: number; unitsMore: number } | null;
}

function withNextTier<Line extends Omit<OrderLine, "wrap">>(
  line: Line,
): Line & Pick<CartLine, "next"> {
  const next = nextTier(line.quantity);
  return {
    ...line,
    next: next ? { discountRate: next.tier.discount, unitsMore: next.unitsMore } : null,
  };
}

/** A cart line as the cart page shows it: its design and prices, without the webhook's copy. */
export type CartViewLine = Omit<CartLine, "wrap">;

/** The cart as its page (an island) shows it, and as the cart's endpoint answers a change. */
export interface CartView {
  lines: CartViewLine[];
  merchandiseCents: number;
  discountCents: number;
  units: number;
}

export function cartView(items: readonly CartItem[]): CartView {
  const { lines, merchandiseCents, discountCents, units } = priceItems(items);
  return {
    lines: lines.map(({ wrap: _wrap, ...line }) => withNextTier(line)),
    merchandiseCents,
    discountCents,
    units,
  };
}
