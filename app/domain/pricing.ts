import { type CoverageId, coverageById, coverageOptions } from "#app/domain/catalog/product.ts";
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

/**
 * A coverage's list price in cents: one wrap before any volume discount. The
 * only reader of the catalog's prices; every page shows prices through it.
 */
export const listPriceCents = (coverage: CoverageId): number =>
  toCents(coverageById(coverage).price);

/** The lowest and highest list prices, in cents ("from $24.95", structured data). */
export const listPriceRangeCents = {
  low: Math.min(...coverageOptions.map((option) => listPriceCents(option.id))),
  high: Math.max(...coverageOptions.map((option) => listPriceCents(option.id))),
};

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
  const unitCents = listPriceCents(coverage);
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

/** Designs as the pricing module takes them: a coverage and a quantity each. */
export type DesignQuantities = readonly { coverage: CoverageId; quantity: number }[];

/** Stored designs (cart items, order lines) as the pricing module takes them. */
export const quantitiesOf = (
  lines: readonly { design: { coverage: string }; quantity: number }[],
): DesignQuantities =>
  lines.map((line) => ({ coverage: line.design.coverage as CoverageId, quantity: line.quantity }));

export interface PricedDesigns {
  lines: PricedLine[];
  /** The designs after their volume discounts. */
  merchandiseCents: number;
  discountCents: number;
  units: number;
}

/** A cart's designs, each priced on its own (discounts are per identical design), and their sums. */
export function priceDesigns(designs: DesignQuantities): PricedDesigns {
  const lines = designs.map((design) => priceLine(design.coverage, design.quantity));
  const sum = (cents: (line: PricedLine) => number) =>
    lines.reduce((total, line) => total + cents(line), 0);
  return {
    lines,
    merchandiseCents: sum((line) => line.totalCents),
    discountCents: sum((line) => line.discountCents),
    units: sum((line) => line.quantity),
  };
}

export interface PricedOrder extends PricedDesigns {
  shippingCents: number;
  totalCents: number;
}

/** Shipping by the method chosen for designs that come to `merchandiseCents`, and the order's total. */
export function shippingAndTotal(
  merchandiseCents: number,
  method: ShippingMethodId,
): Pick<PricedOrder, "shippingCents" | "totalCents"> {
  const shipping = shippingCents(method, merchandiseCents);
  return { shippingCents: shipping, totalCents: merchandiseCents + shipping };
}

/** A whole order: its designs, then shipping by the method chosen. */
export function priceOrder(designs: DesignQuantities, method: ShippingMethodId): PricedOrder {
  const priced = priceDesigns(designs);
  return { ...priced, ...shippingAndTotal(priced.merchandiseCents, method) };
}
