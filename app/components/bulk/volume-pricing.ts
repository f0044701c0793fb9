import type { BulkTier } from "~/domain/policies";

/**
 * Per-unit price after a volume discount, rounded to the cent. Worked in whole
 * cents and whole percents so 24.95 × 85% is exactly 21.2075 → $21.21, never
 * a float that rounds the other way.
 */
export function discountedUnitPrice(price: number, discount: number): number {
  const cents = Math.round(price * 100);
  const keepPercent = 100 - Math.round(discount * 100);
  return Math.round((cents * keepPercent) / 100) / 100;
}

/** "10–24" or "100+" for a tier's unit range. */
export function tierRangeLabel(tier: BulkTier): string {
  return tier.max === undefined ? `${tier.min}+` : `${tier.min}–${tier.max}`;
}
