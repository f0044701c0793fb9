import { useActionData } from "react-router";
import type { Route } from "./+types/customizer";
import { Section } from "#app/components/ui/section.tsx";
import { ShopHeading, shopSectionClass } from "#app/components/ui/shop-heading.tsx";
import { customizerBrands, defaultCustomizerBrand, findModel } from "#app/domain/catalog/index.ts";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { site } from "#app/domain/site.ts";
import { formPageAction } from "#app/actions/form-action.server.ts";
import { formatCents } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { productJsonLd } from "#app/lib/product-json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Island } from "#app/islands/island.tsx";
import {
  CustomizerForm,
  type EditedDesign,
} from "#app/islands/customizer-form/customizer-form.tsx";
import { readCartId } from "#app/cart/cart-cookie.server.ts";
import { shopServicesContext, submissionServicesContext } from "#app/services.server.ts";

/**
 * brand and model query values prefill the device fields (SPEC.md section 2);
 * `edit` opens a design from the visitor's cart with everything as it was.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("brand") ?? "";
  const brand = customizerBrands.includes(requested) ? requested : defaultCustomizerBrand;
  const model = (params.get("model") ?? "").slice(0, 120);
  const edit = await editedDesign(request, params.get("edit"), context);
  // The device the form starts on, and its measured template, so the first preview is cut right.
  const start = edit
    ? { brand: edit.fields.deviceBrand ?? brand, model: edit.fields.deviceModel ?? model }
    : { brand, model };
  const template = findModel(start.brand, start.model.trim())
    ? await context.get(shopServicesContext).cutTemplate(start.brand, start.model.trim())
    : null;
  return { brand, model, edit, template };
}

async function editedDesign(
  request: Request,
  itemId: string | null,
  context: Route.LoaderArgs["context"],
): Promise<EditedDesign | null> {
  const cartId = readCartId(request);
  if (!itemId || !cartId) return null;
  const item = (await context.get(shopServicesContext).cartItems(cartId)).find(
    (candidate) => candidate.id === itemId,
  );
  if (!item) return null;
  const artworkId = item.design.artwork?.id;
  const artwork = artworkId
    ? await context.get(submissionServicesContext).findArtwork(artworkId)
    : undefined;
  return { itemId: item.id, fields: item.fields, artwork: artwork ?? null };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    title: "Design Your Custom Laptop Wrap",
    description: `Design a precision-cut vinyl wrap for your exact laptop: choose coverage from ${formatCents(listPriceRangeCents.low)}, matte or gloss, upload your artwork. Made in the USA.`,
    path: "/custom-laptop-wraps",
    origin,
    breadcrumbs: [{ name: "Custom Laptop Wraps", path: "/custom-laptop-wraps" }],
    jsonLd: [productJsonLd({ origin })],
  });
};

export function action(args: Route.ActionArgs) {
  return formPageAction(args, "customizer");
}

export default function Customizer({
  loaderData: { brand, model, edit, template },
}: Route.ComponentProps) {
  return (
    <Section className={shopSectionClass}>
      <ShopHeading
        title="Design Your Custom Laptop Wrap"
        intro={`Pick your laptop, choose coverage and finish, and add your artwork. Every wrap is printed and precision-cut in ${site.location.city}, ${site.location.region}.`}
      />
      <Island
        name="customizer-form"
        component={CustomizerForm}
        props={{ brand, model, edit, template, initialReply: useActionData<typeof action>() }}
      />
    </Section>
  );
}
