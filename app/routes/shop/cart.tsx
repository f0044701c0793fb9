import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import { changeCart } from "#app/actions/cart.server.ts";
import { readCartId } from "#app/cart/cart-cookie.server.ts";
import { cartView } from "#app/cart/cart-lines.ts";
import { CartContents } from "#app/islands/cart-contents/cart-contents.tsx";
import { purchaseHandle } from "#app/components/layout/page-chrome.ts";
import { ShopHeading, shopSectionClass } from "#app/components/ui/shop-heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Island } from "#app/islands/island.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { shopServicesContext } from "#app/services.server.ts";

const privateHeaders = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const cartId = readCartId(request);
  const items = cartId ? await context.get(shopServicesContext).cartItems(cartId) : [];
  return data(cartView(items), { headers: privateHeaders });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * The cart's form posted without script: its quantities applied, then what
 * was pressed, answered by the updated cart or checkout (303), or the page
 * with the field's message (400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await changeCart(request, context);
  // Without a cart, or with a body that is not the cart's form, the cart as it is.
  if (result.outcome === "no-cart" || result.outcome === "failed") return redirect("/cart", 303);
  if (result.outcome === "invalid") {
    const headers = new Headers(result.headers);
    headers.set("Cache-Control", privateHeaders["Cache-Control"]);
    return data({ itemId: result.itemId, error: result.error }, { status: 400, headers });
  }
  return redirect(result.checkout ? "/checkout" : "/cart", {
    status: 303,
    headers: result.headers,
  });
}

/** A quiet header and footer: nothing calls the visitor away mid-purchase. */
export const handle = purchaseHandle({ label: "Continue shopping", to: "/custom-laptop-wraps" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Your Cart",
    description: "The custom laptop wraps in your cart, with volume discounts and shipping.",
    path: "/cart",
    origin: originFromMatches(matches),
    noindex: true,
  });

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Section className={shopSectionClass}>
      <ShopHeading
        title="Your Cart"
        intro="Check your designs and quantities. Ten or more of one design earn a volume discount."
      />
      <Island
        name="cart-contents"
        component={CartContents}
        props={{ initial: loaderData, failed: actionData ?? null }}
      />
    </Section>
  );
}
