import { formatCents } from "#app/lib/format.ts";

/**
 * The designs, shipping and total of an order, as the checkout summary and the
 * order page show them. `shippingCents` null means shipping is quoted later.
 */
export function OrderTotals({
  merchandiseCents,
  shippingLabel = "Shipping",
  shippingCents,
  totalCents,
  testIdPrefix,
}: {
  merchandiseCents: number;
  shippingLabel?: string;
  shippingCents: number | null;
  totalCents: number;
  /** Names the shipping and total figures for the browser tests: `{prefix}-total`. */
  testIdPrefix: string;
}) {
  return (
    <dl className="text-ink mt-4 space-y-2 border-t border-gray-200 pt-3">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Designs</dt>
        <dd>{formatCents(merchandiseCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{shippingLabel}</dt>
        <dd data-testid={`${testIdPrefix}-shipping`}>
          {shippingCents === null
            ? "Quoted"
            : shippingCents === 0
              ? "Free"
              : formatCents(shippingCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg font-bold">
        <dt>Total</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatCents(totalCents)}</dd>
      </div>
    </dl>
  );
}
