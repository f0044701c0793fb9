import type { Route } from "./+types/forms";
import { handleFormPost, isFormName } from "#app/actions/form-action.server.ts";

/** The endpoint takes posts only. */
export function loader() {
  return Response.json(
    { outcome: "failed", message: "Forms are submitted with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/** The forms' JSON endpoint: the same intake as each page's action, answered as JSON. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isFormName(params.form)) {
    return Response.json({ outcome: "failed", message: "Unknown form." }, { status: 404 });
  }
  const { reply, status, headers } = await handleFormPost(request, params.form, context);
  return Response.json(reply, { status, ...(headers && { headers }) });
}
