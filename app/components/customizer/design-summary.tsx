import { memo } from "react";
import { Button } from "~/components/ui/button";
import { formatUsd } from "~/lib/format";

/**
 * What the visitor is buying, with the price and Add to Cart, in one bar: at
 * the foot of the options and kept in view on a desktop, fixed to the bottom
 * of the screen on a phone. It comes after every option, so the button is the
 * last thing in the form.
 */
export const DesignSummary = memo(function DesignSummary({
  device,
  coverage,
  finish,
  price,
  pending,
  editing,
}: {
  device: string;
  coverage: string;
  finish: string;
  price: number;
  pending: boolean;
  /** The cart item an edited design replaces. */
  editing: string | null;
}) {
  return (
    <aside
      aria-labelledby="summary-heading"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-6px_24px_rgba(15,23,42,0.12)] lg:sticky lg:bottom-4 lg:rounded-2xl lg:border lg:px-5 lg:py-4 lg:shadow-lg"
    >
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="mx-auto flex max-w-3xl items-center gap-3 sm:gap-4">
        {/* On a phone the device's name may take two lines, and the options wrap: both stay readable. */}
        <dl className="flex min-w-0 flex-1 flex-wrap gap-x-1 text-xs sm:text-sm">
          <div className="w-full">
            <dt className="sr-only">Device</dt>
            <dd
              className="text-ink line-clamp-2 text-sm font-semibold sm:text-base lg:line-clamp-1"
              data-testid="summary-device"
            >
              {device}
            </dd>
          </div>
          <div className="text-muted">
            <dt className="sr-only">Coverage</dt>
            <dd>{coverage}</dd>
          </div>
          <div className="text-muted before:content-['·_']">
            <dt className="sr-only">Finish</dt>
            <dd className="inline">{finish}</dd>
          </div>
        </dl>
        <dl>
          <dt className="sr-only">Price</dt>
          <dd className="text-ink text-xl font-bold tabular-nums" data-testid="summary-price">
            {formatUsd(price)}
          </dd>
        </dl>
        {editing ? <input type="hidden" name="cartItemId" value={editing} /> : null}
        <Button type="submit" size="lg" className="shrink-0 max-sm:px-5" disabled={pending}>
          Add to Cart
        </Button>
      </div>
      {editing ? (
        <p className="text-muted mt-2 text-sm">
          You are editing a design from your cart: adding it replaces that design.
        </p>
      ) : null}
    </aside>
  );
});
