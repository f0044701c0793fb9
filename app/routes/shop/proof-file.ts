import type { Route } from "./+types/proof-file";
import { storedFileResponse } from "#app/lib/file-response.server.ts";
import { orderPageServicesContext } from "#app/services.server.ts";

/**
 * GET /orders/{number}/proofs/{file}/{key}: a proof's picture or PDF. The key
 * comes from the order's secret, so only the customer's e-mail and order page
 * (and the console) have the link; a proof file never changes.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const file = await context
    .get(orderPageServicesContext)
    .proofFile(params.number.slice(0, 20), params.file.slice(0, 40), params.key.slice(0, 40));
  const response =
    file &&
    (await storedFileResponse(file, request, { cache: "private, max-age=31536000, immutable" }));
  return (
    response ?? new Response("Not found", { status: 404, headers: { "X-Robots-Tag": "noindex" } })
  );
}
