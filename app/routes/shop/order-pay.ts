import { data, redirect } from "react-router";
import type { Route } from "./+types/order-pay";
import { paymentServicesContext } from "#app/services.server.ts";

/*
 * `/orders/{number}/pay?token=…`: the order page's "Pay $X" and the approval
 * e-mail's link. A payment page is made when asked for (Stripe's sessions
 * expire) and the customer sent on to it; an order that cannot be paid now
 * goes back to its page, which says why.
 */

const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const number = params.number.slice(0, 20);
  if (!token) throw data(null, { status: 404, headers: privateHeaders });
  const pay = await context.get(paymentServicesContext).payUrl(number, token);
  if (pay.outcome === "unknown-order") throw data(null, { status: 404, headers: privateHeaders });
  if (pay.outcome === "redirect")
    return redirect(pay.url, { status: 303, headers: privateHeaders });
  const orderPage = `/orders/${number}?token=${encodeURIComponent(token)}`;
  return redirect(
    pay.outcome === "unavailable" ? `${orderPage}&payment=unavailable#payment-heading` : orderPage,
    { status: 303, headers: privateHeaders },
  );
}
