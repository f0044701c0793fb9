import { randomUUID } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/checkout";
import { readCartId } from "~/cart/cart-cookie.server";
import { priceItems } from "~/cart/cart-lines";
import { CheckoutForm } from "~/components/checkout/checkout-form";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { type CheckoutReply, checkoutAction } from "~/forms/checkout.server";
import { Island } from "~/islands/island";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { shopServicesContext } from "~/services.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = readCartId(request);
  const items = cartId ? await context.get(shopServicesContext).cartItems(cartId) : [];
  if (items.length === 0) throw redirect("/cart");
  const { lines, merchandiseCents } = priceItems(items);
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
      // One per visit to the page: posting it twice is one order.
      checkoutId: randomUUID(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = checkoutAction;

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
      <>
        <PageHero
          title="We will send you a shipping quote"
          intro={`Thank you! Shipping to ${reply.country} varies in cost and time, so we will e-mail you a quote for your designs within one business day. Your cart is kept until then.`}
        />
        <Section>
          <div className="flex flex-wrap justify-center gap-4">
            <ButtonLink to="/cart">Back to your cart</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Home
            </ButtonLink>
          </div>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero
        title="Checkout"
        intro="Where should we ship your wraps? You pay after we check your file: we send an invoice or a payment link."
      />
      <Section>
        <Island
          name="checkout-form"
          component={CheckoutForm}
          props={{ ...loaderData, initialReply: reply }}
        />
      </Section>
    </>
  );
}
