import type { Route } from "./+types/cut-templates";
import { findModel } from "#app/domain/catalog/brands.ts";
import { shopServicesContext } from "#app/services.server.ts";

/**
 * A catalog model's current measured template (issue 34), for the
 * customizer's preview: `{ template }`, null where the shop cuts its drawn
 * outline. Public: a template is the shape of a laptop, nothing private.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const brand = params.get("brand") ?? "";
  const model = params.get("model") ?? "";
  const template = findModel(brand, model)
    ? await context.get(shopServicesContext).cutTemplate(brand, model)
    : null;
  // Fresh each time a customer picks a model: a template imported a minute ago is the one cut.
  return Response.json({ template }, { headers: { "Cache-Control": "no-cache" } });
}
