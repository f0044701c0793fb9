import { type CoverageId, coverageById } from "./catalog/product.ts";
import {
  type BulkTier,
  type ShippingMethod,
  type ShippingMethodId,
  bulkDiscountFor,
  bulkTiers,
  shippingMethods,
} from "./policies.ts";

/*
 * The one pricing module (PRODUCT.md section 6): unit price by coverage, the
 * volume discount by quantity of one identical design (SPEC.md section 9),
 * shipping by method. The server prices every order with it and never takes
 * a posted price; the browser, the volume pricing guide, the e-mails and the
 * webhook show the same figures from it. Money is in whole cents, so sums
 * never drift by a fraction of a cent.
 *
 * A volume discount is taken off the unit price, which is then rounded to the
 * cent: the guide's "$21.21 each" times the quantity is exactly the cart's
 * line (docs/decisions.md 12).
 */

/** The most of one design a cart takes; beyond it, a bulk quote. */
export const maxQuantity = 9999;

/** Dollars (as the catalog writes prices) to cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The next tier up and how many more units reach it; none past the top tier. */
export function nextTier(quantity: number): { tier: BulkTier; unitsMore: number } | undefined {
  const tier = bulkTiers.find((candidate) => candidate.min > quantity);
  return tier && { tier, unitsMore: tier.min - quantity };
}

export interface PricedLine {
  coverage: CoverageId;
  quantity: number;
  /** The list price of one. */
  unitCents: number;
  /** One after the volume discount, rounded to the cent. */
  discountedUnitCents: number;
  /** Unit price × quantity, before the volume discount. */
  grossCents: number;
  /** The volume discount's fraction (0.15 = 15%), 0 below the first tier. */
  discountRate: number;
  /** What the discount takes off the line: gross less total. */
  discountCents: number;
  /** Discounted unit price × quantity. */
  totalCents: number;
}

/**
 * A unit price after a discount, rounded half up to the cent. Worked in whole
 * cents and whole percents, so 2,495 × 85 / 100 is exactly 2,120.75 → 2,121,
 * never a float that rounds the other way.
 */
function discounted(unitCents: number, rate: number): number {
  return Math.round((unitCents * (100 - Math.round(rate * 100))) / 100);
}

/** One design: its unit price by coverage, times the quantity, less its volume discount. */
export function priceLine(coverage: CoverageId, quantity: number): PricedLine {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`A quantity is a whole number of at least 1, not ${quantity}`);
  }
  const unitCents = toCents(coverageById(coverage).price);
  const grossCents = unitCents * quantity;
  const discountRate = bulkDiscountFor(quantity);
  const discountedUnitCents = discounted(unitCents, discountRate);
  const totalCents = discountedUnitCents * quantity;
  return {
    coverage,
    quantity,
    unitCents,
    discountedUnitCents,
    grossCents,
    discountRate,
    discountCents: grossCents - totalCents,
    totalCents,
  };
}

/** A shipping method by its id. */
export function shippingMethodById(method: ShippingMethodId): ShippingMethod {
  const shipping = shippingMethods.find((candidate) => candidate.id === method);
  if (!shipping) throw new RangeError(`Unknown shipping method ${method}`);
  return shipping;
}

/** A shipping method's price for an order whose designs come to `merchandiseCents`. */
export function shippingCents(method: ShippingMethodId, merchandiseCents: number): number {
  const shipping = shippingMethodById(method);
  if (shipping.freeOver !== undefined && merchandiseCents >= toCents(shipping.freeOver)) return 0;
  return toCents(shipping.price);
}

export interface PricedOrder {
  lines: PricedLine[];
  /** The designs after their volume discounts. */
  merchandiseCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** A whole order: each design priced on its own (discounts are per identical design), then shipping. */
export function priceOrder(
  lines: readonly { coverage: CoverageId; quantity: number }[],
  method: ShippingMethodId,
): PricedOrder {
  const priced = lines.map((line) => priceLine(line.coverage, line.quantity));
  const merchandiseCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const shipping = shippingCents(method, merchandiseCents);
  return {
    lines: priced,
    merchandiseCents,
    discountCents: priced.reduce((sum, line) => sum + line.discountCents, 0),
    shippingCents: shipping,
    totalCents: merchandiseCents + shipping,
  };
}
