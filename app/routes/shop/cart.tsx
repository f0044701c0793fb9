import { data, redirect } from "react-router";
import type { Route } from "./+types/cart";
import { changeCart } from "~/cart/cart-change.server";
import { readCartId } from "~/cart/cart-cookie.server";
import { cartView } from "~/cart/cart-lines";
import { CartContents } from "~/components/shop/cart-contents";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Island } from "~/islands/island";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { shopServicesContext } from "~/services.server";

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
  if (result.outcome === "no-cart") return redirect("/cart", 303);
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
    <>
      <PageHero
        title="Your Cart"
        intro="Check your designs and quantities. Ten or more of one design earn a volume discount."
      />
      <Section>
        <Island
          name="cart-contents"
          component={CartContents}
          props={{ initial: loaderData, failed: actionData ?? null }}
        />
      </Section>
    </>
  );
}
