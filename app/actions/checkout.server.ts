import { data, redirect, type RouterContextProvider } from "react-router";
import { cartCookies, readCartId } from "#app/cart/cart-cookie.server.ts";
import { countries, domesticCountry } from "#app/domain/addresses.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { ShippingMethodId } from "#app/domain/policies.ts";
import { shippingAndTotal, shippingMethodById } from "#app/domain/pricing.ts";
import { priceItems } from "#app/cart/cart-lines.ts";
import {
  type CartItem,
  clientInfoContext,
  shopServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";
import { type Checkout, CheckoutSchema } from "#app/forms/checkout.ts";
import { type FormReply, formValues, validateForm } from "#app/forms/form-reply.ts";
import {
  type SubmissionContext,
  internationalQuotePayload,
  placedOrderPayload,
} from "#app/webhooks/payloads.server.ts";

/** What the checkout page shows after a post that did not lead to an order page. */
export type CheckoutReply =
  Extract<FormReply, { outcome: "invalid" | "failed" }> | { outcome: "quote"; country: string };

/** The address as the order and the quote record it, without its country. */
function address(form: Checkout) {
  return {
    name: form.name,
    line1: form.address1,
    line2: form.address2 ?? "",
    city: form.city,
    state: form.state ?? "",
    zip: form.zip ?? "",
  };
}

/** The placed order from the cart's items and the checkout's fields, priced on the server. */
function buildOrder(
  items: readonly CartItem[],
  number: string,
  form: Checkout,
  placedAt: string,
): PlacedOrder {
  const method = form.shippingMethod as ShippingMethodId;
  const shipping = shippingMethodById(method);
  const designs = priceItems(items);
  const { shippingCents, totalCents } = shippingAndTotal(designs.merchandiseCents, method);
  return {
    number,
    placedAt,
    customer: { name: form.name, email: form.email, phone: form.phone },
    organization: form.organization ?? "",
    purchaseOrder: form.purchaseOrder ?? "",
    taxExempt: form.taxExempt,
    proofFirst: form.proofFirst,
    notes: form.notes ?? "",
    shipTo: { ...address(form), country: "US" },
    shipping: { method, label: shipping.label, days: shipping.days, cents: shippingCents },
    lines: designs.lines,
    merchandiseCents: designs.merchandiseCents,
    discountCents: designs.discountCents,
    shippingCents,
    totalCents,
    currency: "USD",
  };
}

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
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return failed("Please submit the form from the page.", 415);
  }
  const result = validateForm(CheckoutSchema, values);
  if (!result.success) {
    const reply: CheckoutReply = { outcome: "invalid", fieldErrors: result.fieldErrors, values };
    return data(reply, { status: 400 });
  }
  const form = result.data;
  const cartId = readCartId(request);
  if (!cartId) throw redirect("/cart", 303);
  const shop = context.get(shopServicesContext);
  const submissionContext: SubmissionContext = {
    timestamp: new Date().toISOString(),
    page_url: `${new URL(request.url).origin}/checkout`,
    session_id: null,
    user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    ip: context.get(clientInfoContext).ip,
    cart_id: cartId,
  };

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
            address: { ...address(form), country },
            lines,
            merchandiseCents,
          },
          submissionContext,
        ),
      });
      if (outcome === "conflict") return failed("Please reload the page and try again.", 409);
      return data({ outcome: "quote", country } satisfies CheckoutReply as CheckoutReply);
    }

    const placed = await shop.placeOrder({
      checkoutId: form.checkoutId,
      cartId,
      clientIp: submissionContext.ip,
      build: (items, number) => {
        const order = buildOrder(items, number, form, submissionContext.timestamp);
        return { order, payload: placedOrderPayload(order, submissionContext, cartId) };
      },
    });
    if (placed.outcome === "empty-cart") throw redirect("/cart", 303);
    if (placed.outcome === "conflict") return failed("Please reload the page and try again.", 409);
    return redirect(`/orders/${placed.number}?token=${placed.token}&placed=1`, {
      status: 303,
      headers: cartCookies(request, cartId, 0),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    submissions.reportFailure("checkout", error);
    return failed("We could not place your order just now. Please try again in a minute.", 503);
  }
}
