import type * as z from "zod/mini";
import type { Route } from "./+types/forms";
import { AffiliateSchema } from "~/forms/affiliate";
import { ContactSchema } from "~/forms/contact";
import { CustomizerSchema } from "~/forms/customizer";
import type { FormName } from "~/forms/endpoints";
import { handleFormPost } from "~/forms/form-action.server";
import { NewsletterSchema } from "~/forms/newsletter";
import { QuoteSchema } from "~/forms/quote";

const schemas: Record<FormName, z.ZodMiniType> = {
  contact: ContactSchema,
  quote: QuoteSchema,
  affiliate: AffiliateSchema,
  newsletter: NewsletterSchema,
  customizer: CustomizerSchema,
};

/** The forms' JSON endpoint: the same validation as each page's action, answered as JSON. */
export async function action({ request, params }: Route.ActionArgs) {
  const schema = Object.hasOwn(schemas, params.form) ? schemas[params.form as FormName] : null;
  if (!schema) return Response.json({ error: "Unknown form" }, { status: 404 });
  const { reply, status } = await handleFormPost(request, schema);
  return Response.json(reply, { status });
}
