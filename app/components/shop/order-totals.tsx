import type { PlacedOrder } from "#app/domain/orders.ts";
import { formatCents } from "#app/lib/format.ts";

/** A figure never breaks inside ("−" / "$62.88" on a phone): its label wraps instead. */
const row = "flex justify-between gap-4 [&>dd]:whitespace-nowrap";
const finalRow = `${row} border-t border-gray-200 pt-3 text-lg font-bold`;

/**
 * The figures under an order's designs, as the cart, the checkout summary
 * and the order page show them: the volume discounts when there are any;
 * then, before shipping is chosen (the cart), the subtotal; once it is, the
 * designs, the shipping (`cents` null: quoted later) and the total.
 */
export function OrderTotals({
  discountCents = 0,
  merchandiseCents,
  shipping,
  testIdPrefix,
}: {
  discountCents?: number;
  /** The designs' sum, after volume discounts. */
  merchandiseCents: number;
  /** Once shipping is chosen: its line and the order's total. */
  shipping?: { label: string; cents: number | null; totalCents: number };
  /** Names the figures for the browser tests: `{prefix}-subtotal`, `-shipping`, `-total`. */
  testIdPrefix: string;
}) {
  return (
    <dl className="text-ink mt-4 space-y-2 border-t border-gray-200 pt-3">
      {discountCents > 0 ? (
        <div className={row}>
          <dt className="text-muted">Volume discounts</dt>
          <dd>−{formatCents(discountCents)}</dd>
        </div>
      ) : null}
      {shipping ? (
        <>
          <div className={row}>
            <dt className="text-muted">Designs</dt>
            <dd>{formatCents(merchandiseCents)}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{shipping.label}</dt>
            <dd data-testid={`${testIdPrefix}-shipping`}>
              {shipping.cents === null
                ? "Quoted"
                : shipping.cents === 0
                  ? "Free"
                  : formatCents(shipping.cents)}
            </dd>
          </div>
          <div className={finalRow}>
            <dt>Total</dt>
            <dd data-testid={`${testIdPrefix}-total`}>{formatCents(shipping.totalCents)}</dd>
          </div>
        </>
      ) : (
        <div className={finalRow}>
          <dt>Subtotal</dt>
          <dd data-testid={`${testIdPrefix}-subtotal`}>{formatCents(merchandiseCents)}</dd>
        </div>
      )}
    </dl>
  );
}

/** A placed order's figures, as its customer's page and the staff console show them. */
export function PlacedOrderTotals({
  order,
  testIdPrefix,
}: {
  order: PlacedOrder;
  testIdPrefix: string;
}) {
  return (
    <OrderTotals
      discountCents={order.discountCents}
      merchandiseCents={order.merchandiseCents}
      shipping={{
        label: `Shipping (${order.shipping.label})`,
        cents: order.shippingCents,
        totalCents: order.totalCents,
      }}
      testIdPrefix={testIdPrefix}
    />
  );
}
