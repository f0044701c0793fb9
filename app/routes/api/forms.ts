import type { Route } from "./+types/forms";
import { answerFormPost } from "#app/actions/form-action.server.ts";

/** The endpoint takes posts only. */
export function loader() {
  return Response.json(
    { outcome: "failed", message: "Forms are submitted with POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/**
 * The forms' JSON endpoint: the same intake as each page's action, answered
 * as JSON. The production server answers these posts from Express with the
 * same function (server/form-endpoint.ts); this action answers them on
 * Vite's development server.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { reply, status, headers } = await answerFormPost(request, params.form, context);
  return Response.json(reply, { status, ...(headers && { headers }) });
}
