import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/checkout";
import { readCartId } from "#app/cart/cart-cookie.server.ts";
import { priceItems } from "#app/cart/cart-lines.ts";
import { CheckoutForm } from "#app/islands/checkout-form/checkout-form.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { purchaseHandle } from "#app/components/layout/page-chrome.ts";
import { ShopHeading, shopSectionClass } from "#app/components/ui/shop-heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { type CheckoutReply, checkoutAction } from "#app/actions/checkout.server.ts";
import { Island } from "#app/islands/island.tsx";
import { randomId } from "#app/lib/new-id.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { paymentServicesContext, shopServicesContext } from "#app/services.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = readCartId(request);
  const items = cartId ? await context.get(shopServicesContext).cartItems(cartId) : [];
  if (items.length === 0) throw redirect("/cart");
  const { lines, merchandiseCents, discountCents } = priceItems(items);
  return data(
    {
      lines: lines.map((line) => ({
        id: line.id,
        design: line.design,
        quantity: line.quantity,
        discountRate: line.discountRate,
        discountCents: line.discountCents,
        totalCents: line.totalCents,
      })),
      merchandiseCents,
      discountCents,
      paymentsOn: context.get(paymentServicesContext).enabled,
      // One per visit to the page: posting it twice is one order.
      checkoutId: randomId(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = checkoutAction;

/** The page holds the cart and its checkout id: never stored by a cache, on the way or in the browser. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** A quiet header and footer: nothing calls the visitor away mid-purchase. */
export const handle = purchaseHandle({ label: "Back to cart", to: "/cart" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Where to ship your custom laptop wraps, and how.",
    path: "/checkout",
    origin: originFromMatches(matches),
    noindex: true,
  });

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<CheckoutReply>();
  if (reply?.outcome === "quote") {
    return (
      <Section className={shopSectionClass}>
        <ShopHeading
          title="We will send you a shipping quote"
          intro={`Thank you! Shipping to ${reply.country} varies in cost and time, so we will e-mail you a quote for your designs within one business day. Your cart is kept until then.`}
        />
        <div className="flex flex-wrap gap-4">
          <ButtonLink to="/cart">Back to your cart</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Home
          </ButtonLink>
        </div>
      </Section>
    );
  }
  return (
    <Section className={shopSectionClass}>
      <ShopHeading
        title="Checkout"
        intro={
          loaderData.paymentsOn
            ? "Where should we ship your wraps? Then pay by card on Stripe's secure page, or after your proof, or by invoice."
            : "Where should we ship your wraps? You pay after we check your file: we send an invoice or a payment link."
        }
      />
      <Island
        name="checkout-form"
        component={CheckoutForm}
        props={{ ...loaderData, initialReply: reply }}
      />
    </Section>
  );
}
