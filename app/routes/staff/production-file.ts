import { data } from "react-router";
import type { Route } from "./+types/production-file";
import { storedFileResponse } from "#app/lib/file-response.server.ts";
import { requireStaff } from "#app/staff/session.server.ts";

/**
 * GET /staff/orders/{number}/files/{id}: a print file, mockup or proof file,
 * streamed from the store. The id is the file's random one and must belong to the order.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const file = await services.productionFile(
    args.params.number.slice(0, 20),
    args.params.id.slice(0, 40),
  );
  const response =
    file && (await storedFileResponse(file, args.request, { cache: "private, no-store" }));
  if (!response) throw data("There is no such file.", { status: 404 });
  return response;
}
