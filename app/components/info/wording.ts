import type { BulkTier, ShippingMethod } from "#app/domain/policies.ts";
import { formatThousands, formatUsd, formatUsdWhole } from "#app/lib/format.ts";

export { businessDays } from "#app/lib/format.ts";

/** ["PNG", "JPG", "PDF"] → "PNG, JPG or PDF" (house style: no serial comma). */
export function listOr(items: readonly string[]): string {
  return joinList(items, "or");
}

/** ["a", "b", "c"] → "a, b and c". */
export function listAnd(items: readonly string[]): string {
  return joinList(items, "and");
}

function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}

/** A bulk tier's unit range: "10–24" or "100+" for the open-ended top tier. */
export function tierRangeLabel(tier: BulkTier): string {
  return tier.max === undefined ? `${tier.min}+` : `${tier.min}–${tier.max}`;
}

/** What a shipping method costs, in words: "Free on orders of $50 or more, otherwise $4.99". */
export function shippingCost(method: ShippingMethod): string {
  if (method.freeOver === undefined) return formatUsd(method.price);
  return `Free on orders of ${formatUsdWhole(method.freeOver)} or more, otherwise ${formatUsd(method.price)}`;
}

/** "$50k–$65k" */
export function salaryRange(salary: { min: number; max: number }): string {
  return `${formatThousands(salary.min)}–${formatThousands(salary.max)}`;
}

/** Apply Now opens the contact form with the job in the subject (PRODUCT.md section 4). */
export function applyHref(jobTitle: string): string {
  return `/contact?subject=${encodeURIComponent(`Application: ${jobTitle}`)}`;
}
