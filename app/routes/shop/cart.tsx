import { FileText } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import { cartCookies, readCartId } from "~/cart/cart-cookie.server";
import { type CartLine, cartLines, merchandiseCents } from "~/cart/cart-lines";
import { ButtonLink } from "~/components/ui/button-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { controlClass } from "~/components/ui/control";
import { freeShippingThreshold } from "~/domain/policies";
import { maxQuantity, toCents } from "~/domain/pricing";
import { formatCents, formatCount, formatPercent, formatUsdWhole } from "~/lib/format";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { shopServicesContext } from "~/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = readCartId(request);
  const items = cartId ? await context.get(shopServicesContext).cartItems(cartId) : [];
  const lines = cartLines(items);
  return data(
    {
      lines,
      merchandiseCents: merchandiseCents(lines),
      discountCents: lines.reduce((sum, line) => sum + line.discountCents, 0),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Quantity changes and removals: plain form posts, answered by the updated cart (303). */
export async function action({ request, context }: Route.ActionArgs) {
  const cartId = readCartId(request);
  if (!cartId) return redirect("/cart", 303);
  const form = await request.formData().catch(() => new FormData());
  const itemId = String(form.get("itemId") ?? "");
  const shop = context.get(shopServicesContext);
  if (form.get("intent") === "remove") {
    const units = await shop.removeItem(cartId, itemId);
    return redirect("/cart", { status: 303, headers: cartCookies(request, cartId, units) });
  }
  const quantity = Number(form.get("quantity"));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    return data(
      {
        itemId,
        error: `Please enter a whole number from 1 to ${formatCount(maxQuantity)}.`,
      },
      { status: 400 },
    );
  }
  const units = await shop.setQuantity(cartId, itemId, quantity);
  return redirect("/cart", { status: 303, headers: cartCookies(request, cartId, units) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Your Cart",
    description: "The custom laptop wraps in your cart, with volume discounts and shipping.",
    path: "/cart",
    origin: originFromMatches(matches),
    noindex: true,
  });

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, merchandiseCents, discountCents } = loaderData;
  const freeShippingCents = toCents(freeShippingThreshold);
  return (
    <>
      <PageHero
        title="Your Cart"
        intro="Check your designs and quantities. Ten or more of one design earn a volume discount."
      />
      <Section>
        {lines.length === 0 ? (
          <div className="mx-auto max-w-xl text-center">
            <p className="text-ink text-xl font-semibold">Your cart is empty.</p>
            <p className="text-muted mt-3">
              Design a wrap for your laptop and add it to the cart: it stays here for 90 days.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <ButtonLink to="/custom-laptop-wraps">Design your wrap</ButtonLink>
              <ButtonLink to="/laptop-wraps-by-brand" variant="outline">
                Shop by brand
              </ButtonLink>
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.7fr_1fr]">
            <ul aria-label="Designs in your cart" className="grid gap-6">
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  error={actionData?.itemId === line.id ? actionData.error : undefined}
                />
              ))}
            </ul>
            <aside aria-labelledby="cart-summary" className="lg:sticky lg:top-24 lg:self-start">
              <Card>
                <h2 id="cart-summary" className="text-xl font-bold">
                  Order summary
                </h2>
                <dl className="text-ink mt-4 space-y-3">
                  {discountCents > 0 ? (
                    <div className="flex justify-between gap-4">
                      <dt className="text-muted">Volume discounts</dt>
                      <dd>−{formatCents(discountCents)}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg font-bold">
                    <dt>Subtotal</dt>
                    <dd data-testid="cart-subtotal">{formatCents(merchandiseCents)}</dd>
                  </div>
                </dl>
                <p className="text-muted mt-3 text-sm">
                  {merchandiseCents >= freeShippingCents
                    ? "Standard shipping is free on this order."
                    : `Standard shipping is free from ${formatUsdWhole(freeShippingThreshold)}: add ${formatCents(freeShippingCents - merchandiseCents)} more.`}{" "}
                  Shipping is chosen at checkout; taxes, if any, are added on the invoice.
                </p>
                <ButtonLink to="/checkout" size="lg" className="mt-6 w-full">
                  Checkout
                </ButtonLink>
                <ButtonLink to="/custom-laptop-wraps" variant="outline" className="mt-3 w-full">
                  Add another design
                </ButtonLink>
              </Card>
            </aside>
          </div>
        )}
      </Section>
    </>
  );
}

function CartLineItem({ line, error }: { line: CartLine; error: string | undefined }) {
  const { design } = line;
  const headingId = `item-${line.id}`;
  const quantityId = `quantity-${line.id}`;
  const errorId = `quantity-error-${line.id}`;
  const artwork = design.artwork;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex flex-col gap-5 sm:flex-row">
        <div className="bg-brand-50 flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg">
          {artwork?.mimeType.startsWith("image/") ? (
            <img
              src={`/artwork/${artwork.id}/preview`}
              alt={`Artwork: ${artwork.filename}`}
              width={112}
              height={112}
              loading="lazy"
              className="size-full object-contain"
            />
          ) : artwork ? (
            <span className="text-muted flex flex-col items-center gap-1 p-2 text-center text-xs">
              <FileText aria-hidden="true" className="size-8" />
              {artwork.filename}
            </span>
          ) : (
            <span className="text-muted p-2 text-center text-xs">No artwork</span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-ink text-lg font-semibold break-words">
            {design.designName}
          </h2>
          <dl className="text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt>Device</dt>
            <dd className="text-ink">
              {design.deviceBrand} {design.deviceModel}
            </dd>
            <dt>Coverage</dt>
            <dd className="text-ink">{design.coverageLabel}</dd>
            <dt>Finish</dt>
            <dd className="text-ink">{design.finishLabel}</dd>
            <dt>Price</dt>
            <dd className="text-ink">{formatCents(line.unitCents)} each</dd>
          </dl>
          {design.notes ? (
            <p className="text-muted mt-2 text-sm whitespace-pre-line">{design.notes}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <form method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="quantity" />
              <input type="hidden" name="itemId" value={line.id} />
              <div className="flex flex-col gap-1">
                <label htmlFor={quantityId} className="text-ink text-sm font-medium">
                  Quantity
                </label>
                <input
                  id={quantityId}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantity}
                  step={1}
                  required
                  defaultValue={line.quantity}
                  // The page the server answers a wrong quantity with opens on it.
                  autoFocus={Boolean(error)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`${controlClass} w-24`}
                />
              </div>
              <Button
                type="submit"
                variant="outline"
                aria-label={`Update quantity of ${design.designName}`}
              >
                Update
              </Button>
            </form>
            <ButtonLink
              to={`/custom-laptop-wraps?edit=${encodeURIComponent(line.id)}`}
              variant="ghost"
              aria-label={`Edit ${design.designName}`}
            >
              Edit
            </ButtonLink>
            <form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={line.id} />
              <Button type="submit" variant="ghost" aria-label={`Remove ${design.designName}`}>
                Remove
              </Button>
            </form>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="text-right sm:w-40">
          {line.discountCents > 0 ? (
            <p className="text-muted text-sm line-through">{formatCents(line.grossCents)}</p>
          ) : null}
          <p className="text-ink text-lg font-bold" data-testid="line-total">
            {formatCents(line.totalCents)}
          </p>
          {line.discountRate > 0 ? (
            <p className="text-sm font-medium text-green-800" data-testid="line-discount">
              {formatPercent(line.discountRate)} volume discount: −{formatCents(line.discountCents)}
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
