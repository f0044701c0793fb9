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
