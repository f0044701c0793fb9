import { data, redirect, type RouterContextProvider } from "react-router";
import { cartCookies, readCartId } from "#app/cart/cart-cookie.server.ts";
import { priceItems } from "#app/cart/cart-lines.ts";
import { countries, domesticCountry } from "#app/domain/addresses.ts";
import { CheckoutSchema, checkoutAddress } from "#app/forms/checkout.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import {
  paymentServicesContext,
  shopServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";
import { internationalQuotePayload } from "#app/webhooks/payloads.server.ts";
import { readPost } from "./read-post.server.ts";
import { requestContext } from "./request-context.server.ts";

/** What the checkout page shows after a post that did not lead to an order page. */
export type CheckoutReply =
  Extract<FormReply, { outcome: "invalid" | "failed" }> | { outcome: "quote"; country: string };

const failed = (message: string, status: number) =>
  data({ outcome: "failed", message } satisfies CheckoutReply as CheckoutReply, { status });

/**
 * The checkout's action: a valid US order is committed (once per checkout
 * id), the cart emptied, and the visitor sent to the order's page; another
 * country becomes a quote request; invalid fields come back with messages.
 */
export async function checkoutAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const submissions = context.get(submissionServicesContext);
  const post = await readPost(request, CheckoutSchema);
  // The checkout has no honeypot: a post that fills one is no customer's.
  if (!post.ok) {
    return post.reply.outcome === "ignored"
      ? failed("Please submit the form from the page.", 400)
      : data(post.reply as CheckoutReply, { status: post.status });
  }
  const { data: form, values } = post;
  const cartId = readCartId(request);
  if (!cartId) throw redirect("/cart", 303);
  const shop = context.get(shopServicesContext);
  const submissionContext = requestContext(request, context, values, cartId);

  try {
    if (form.country !== domesticCountry) {
      const items = await shop.cartItems(cartId);
      if (items.length === 0) throw redirect("/cart", 303);
      const { lines, merchandiseCents } = priceItems(items);
      const country = countries.find(([code]) => code === form.country)?.[1] ?? form.country;
      const outcome = await submissions.recordSubmission({
        id: form.checkoutId,
        kind: "quote",
        payload: internationalQuotePayload(
          {
            customer: { name: form.name, email: form.email, phone: form.phone },
            organization: form.organization ?? "",
            notes: form.notes ?? "",
            address: { ...checkoutAddress(form), country },
            lines,
            merchandiseCents,
          },
          submissionContext,
        ),
      });
      if (outcome === "conflict") return failed("Please reload the page and try again.", 409);
      return data({ outcome: "quote", country } satisfies CheckoutReply as CheckoutReply);
    }

    const placed = await shop.placeOrder({ cartId, checkout: form, context: submissionContext });
    if (placed.outcome === "empty-cart") throw redirect("/cart", 303);
    if (placed.outcome === "conflict") return failed("Please reload the page and try again.", 409);
    const orderPage = `/orders/${placed.number}?token=${placed.token}&placed=1`;
    const headers = cartCookies(request, cartId, 0);
    // With payments on, an order that pays now goes on to Stripe's page; one paid after its
    // proof, or invoiced, to its own page. Stripe unreachable: its page offers to pay later.
    const payments = context.get(paymentServicesContext);
    const pay = payments.enabled ? await payments.payUrl(placed.number, placed.token) : null;
    if (pay?.outcome === "redirect") return redirect(pay.url, { status: 303, headers });
    return redirect(
      pay?.outcome === "unavailable" ? `${orderPage}&payment=unavailable` : orderPage,
      {
        status: 303,
        headers,
      },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    submissions.reportFailure("checkout", error);
    return failed("We could not place your order just now. Please try again in a minute.", 503);
  }
}
