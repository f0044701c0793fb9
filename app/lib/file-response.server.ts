import { createReadableStreamFromReadable } from "@react-router/node";
import type { StoredFile } from "#app/services.server.ts";

/**
 * A stored file streamed from its store: a picture shown in place, anything
 * else downloaded. Its name is the server's own (ASCII letters, digits,
 * hyphens). Undefined when the file's object is gone: the route's 404.
 */
export async function storedFileResponse(
  file: StoredFile,
  request: Request,
  { cache }: { cache: "private, no-store" | "private, max-age=31536000, immutable" },
): Promise<Response | undefined> {
  const stream = await file.open();
  if (!stream) return undefined;
  // A HEAD answer has no body, and React Router would drop this one unread: let it go now (an
  // unread S3 body holds one of the client's connections).
  if (request.method === "HEAD") stream.destroy();
  const inline = file.mimeType === "image/png";
  const body = request.method === "HEAD" ? null : createReadableStreamFromReadable(stream);
  return new Response(body, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${file.filename}"`,
      "Cache-Control": cache,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
