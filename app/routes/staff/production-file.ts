import { createReadStream } from "node:fs";
import { createReadableStreamFromReadable } from "@react-router/node";
import { data } from "react-router";
import type { Route } from "./+types/production-file";
import { requireStaff } from "#app/staff/session.server.ts";

/**
 * GET /staff/orders/{number}/files/{id}: a print file or mockup, streamed
 * from disk. The id is the file's random one and must belong to the order.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const file = await services.productionFile(
    args.params.number.slice(0, 20),
    args.params.id.slice(0, 40),
  );
  if (!file) throw data("There is no such file.", { status: 404 });
  return new Response(createReadableStreamFromReadable(createReadStream(file.path)), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.sizeBytes),
      // The name is made by the server (ASCII letters, digits and hyphens only).
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
