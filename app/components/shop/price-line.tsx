import { clsx } from "clsx";
import { freeShippingThreshold } from "#app/domain/policies.ts";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { formatCents, formatUsdWhole } from "#app/lib/format.ts";

/**
 * The price where a visitor decides: "Wraps from $24.95 · Free shipping over
 * $50". Each half stays on one line at any width.
 */
export function PriceLine({ className }: { className?: string }) {
  return (
    <p className={clsx("font-semibold", className)}>
      <span className="whitespace-nowrap">Wraps from {formatCents(listPriceRangeCents.low)}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">. </span>
      <span className="whitespace-nowrap">
        Free shipping over {formatUsdWhole(freeShippingThreshold)}
      </span>
    </p>
  );
}
