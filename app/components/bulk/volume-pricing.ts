import type { BulkTier } from "~/domain/policies";

/** "10–24" or "100+" for a tier's unit range. */
export function tierRangeLabel(tier: BulkTier): string {
  return tier.max === undefined ? `${tier.min}+` : `${tier.min}–${tier.max}`;
}
