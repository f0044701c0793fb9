import type { CoverageId } from "~/domain/catalog/product";
import type { OrderLine } from "~/domain/orders";
import { nextTier, priceLine } from "~/domain/pricing";
import type { CartItem } from "~/services.server";

/** The cart's designs, each priced by the one pricing module (posted prices do not exist). */
export function priceItems(items: readonly CartItem[]): OrderLine[] {
  return items.map((item) => {
    const price = priceLine(item.design.coverage as CoverageId, item.quantity);
    return {
      id: item.id,
      design: item.design,
      quantity: price.quantity,
      unitCents: price.unitCents,
      discountedUnitCents: price.discountedUnitCents,
      grossCents: price.grossCents,
      discountRate: price.discountRate,
      discountCents: price.discountCents,
      totalCents: price.totalCents,
      wrap: item.wrap,
    };
  });
}

/** A cart line with how far its design is from the next volume tier. */
export interface CartLine extends OrderLine {
  next: { discountRate: number; unitsMore: number } | null;
}

export function cartLines(items: readonly CartItem[]): CartLine[] {
  return priceItems(items).map((line) => {
    const next = nextTier(line.quantity);
    return {
      ...line,
      next: next ? { discountRate: next.tier.discount, unitsMore: next.unitsMore } : null,
    };
  });
}

/** The designs' total after their volume discounts. */
export function merchandiseCents(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalCents, 0);
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
  const lines = cartLines(items);
  return {
    lines: lines.map(({ wrap: _wrap, ...line }) => line),
    merchandiseCents: merchandiseCents(lines),
    discountCents: lines.reduce((sum, line) => sum + line.discountCents, 0),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
