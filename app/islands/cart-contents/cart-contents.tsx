import { type FormEvent, useState, useSyncExternalStore } from "react";
import { intentButton, intentValue } from "#app/cart/cart-form.ts";
import type { CartView } from "#app/cart/cart-lines.ts";
import { DesignMockup } from "#app/components/device-render/design-mockup.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { freeShippingThreshold } from "#app/domain/policies.ts";
import { toCents } from "#app/domain/pricing.ts";
import { formatCents, formatPercent, formatUsdWhole } from "#app/lib/format.ts";
import { OrderTotals } from "#app/components/shop/order-totals.tsx";
import { type LineProps, QuantityControl } from "./quantity-control.tsx";
import { useCartChanges } from "./use-cart-changes.ts";
import { Nowrap } from "#app/components/ui/nowrap.tsx";

const noSubscription = () => () => {};

/** A change the server refused when the page posted without script. */
export interface CartError {
  itemId: string;
  error: string;
}

function CartLineItem({ line, changes, error, scripted }: LineProps) {
  const { design } = line;
  const headingId = `item-${line.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <div className="w-full shrink-0 self-start rounded-xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#eef0f4_60%,#dde1e8_100%)] p-2 sm:w-48">
          <DesignMockup
            design={design}
            id={`m-${line.id}`}
            className="mx-auto block max-h-48 w-full"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-ink text-lg font-semibold break-words">
            {design.designName}
          </h2>
          <dl className="text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt>Device</dt>
            <dd className="text-ink">{deviceName(design.deviceBrand, design.deviceModel)}</dd>
            <dt>Coverage</dt>
            <dd className="text-ink">{design.coverageLabel}</dd>
            <dt>Finish</dt>
            <dd className="text-ink">{design.finishLabel}</dd>
            {design.artwork ? (
              <>
                <dt>Artwork</dt>
                <dd className="text-ink break-all">{design.artwork.filename}</dd>
              </>
            ) : null}
            <dt>Price</dt>
            <dd className="text-ink">
              {line.discountRate > 0 ? (
                <>
                  <Nowrap>{formatCents(line.discountedUnitCents)}</Nowrap> each (list{" "}
                  <Nowrap>{formatCents(line.unitCents)}</Nowrap>)
                </>
              ) : (
                <>
                  <Nowrap>{formatCents(line.unitCents)}</Nowrap> each
                </>
              )}
            </dd>
          </dl>
          {design.notes ? (
            <p className="text-muted mt-2 text-sm whitespace-pre-line">{design.notes}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <QuantityControl line={line} changes={changes} error={error} scripted={scripted} />
            <a
              href={`/custom-laptop-wraps?edit=${encodeURIComponent(line.id)}`}
              aria-label={`Edit ${design.designName}`}
              className={buttonClasses("ghost")}
            >
              Edit
            </a>
            <button
              {...intentButton({ kind: "remove", itemId: line.id })}
              // The line goes whatever its quantity field holds.
              formNoValidate
              aria-label={`Remove ${design.designName}`}
              onClick={(event) => {
                event.preventDefault();
                changes.remove(line.id);
              }}
              className={buttonClasses("ghost")}
            >
              Remove
            </button>
          </div>
        </div>
        <div className="sm:w-40 sm:text-right">
          {line.discountCents > 0 ? (
            <p className="text-muted text-sm line-through">{formatCents(line.grossCents)}</p>
          ) : null}
          <p className="text-ink text-lg font-bold" data-testid="line-total">
            {formatCents(line.totalCents)}
          </p>
          {line.discountRate > 0 ? (
            <p className="text-sm font-medium text-green-800" data-testid="line-discount">
              {formatPercent(line.discountRate)} volume discount:{" "}
              <Nowrap>−{formatCents(line.discountCents)}</Nowrap>
            </p>
          ) : null}
          {line.next ? (
            <p className="text-muted mt-1 text-sm">
              {line.next.unitsMore} more for {formatPercent(line.next.discountRate)} off
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The cart's designs and its summary (an island): quantities apply as they
 * change, removals at once, and Checkout first makes sure the server has
 * every change. The server renders the same page: one form (`cart-form.ts`)
 * that works without script.
 */
export function CartContents({
  initial,
  failed,
}: {
  initial: CartView;
  failed?: CartError | null;
}) {
  const changes = useCartChanges(initial);
  // False in the server's page and while hydrating, true once the script runs it.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [blocked, setBlocked] = useState("");
  const { cart } = changes;
  const errorOf = (itemId: string) =>
    changes.errors[itemId] ?? (!scripted && failed?.itemId === itemId ? failed.error : undefined);
  const freeShippingCents = toCents(freeShippingThreshold);

  /**
   * With script, the steppers and Remove act on their own; what submits the
   * form is Enter in a field (its waiting quantities go now) or Checkout,
   * which first makes sure the server has every change.
   */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const toCheckout = submitter?.getAttribute("value") === intentValue({ kind: "checkout" });
    setBlocked("");
    const settled = await changes.settle();
    if (!toCheckout) return;
    if (settled) location.assign("/checkout");
    else setBlocked("Please fix the quantity above first: your cart has not changed yet.");
  }

  // One live region, in the same place whether the cart holds designs or not: the removal of
  // the last design changes its words, not the element, so it is announced.
  return (
    <>
      <p role="status" className="sr-only">
        {changes.announcement}
      </p>
      {cart.lines.length === 0 ? (
        <div className="mx-auto max-w-xl text-center">
          <p className="text-ink text-xl font-semibold">Your cart is empty.</p>
          <p className="text-muted mt-3">
            Design a wrap for your laptop and add it to the cart: it stays here for 90 days.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a href="/custom-laptop-wraps" className={buttonClasses()}>
              Design your wrap
            </a>
            <a href="/laptop-wraps-by-brand" className={buttonClasses("outline")}>
              Shop by brand
            </a>
          </div>
        </div>
      ) : (
        <form
          method="post"
          action="/cart"
          onSubmit={scripted ? (event) => void submit(event) : undefined}
          className="grid grid-cols-1 gap-10 lg:grid-cols-[1.7fr_1fr]"
        >
          <ul aria-label="Designs in your cart" className="grid gap-6">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                changes={changes}
                error={errorOf(line.id)}
                scripted={scripted}
              />
            ))}
          </ul>
          <aside aria-labelledby="cart-summary" className="lg:sticky lg:top-24 lg:self-start">
            <Card>
              <h2 id="cart-summary" className="text-xl font-bold">
                Order summary
              </h2>
              <OrderTotals
                discountCents={cart.discountCents}
                merchandiseCents={cart.merchandiseCents}
                testIdPrefix="cart"
              />
              <p className="text-muted mt-3 text-sm">
                {cart.merchandiseCents >= freeShippingCents
                  ? "Standard shipping is free on this order."
                  : `Standard shipping is free from ${formatUsdWhole(freeShippingThreshold)}: add ${formatCents(freeShippingCents - cart.merchandiseCents)} more.`}{" "}
                Shipping is chosen at checkout; taxes, if any, are added on the invoice.
              </p>
              <button
                {...intentButton({ kind: "checkout" })}
                className={buttonClasses("default", "lg", "mt-6 w-full")}
              >
                Checkout
              </button>
              {blocked ? (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {blocked}
                </p>
              ) : null}
              <a
                href="/custom-laptop-wraps"
                className={buttonClasses("outline", "default", "mt-3 w-full")}
              >
                Add another design
              </a>
            </Card>
          </aside>
        </form>
      )}
    </>
  );
}
