import { createReadableStreamFromReadable } from "@react-router/node";
import type { StoredFile } from "#app/services.server.ts";

/**
 * A stored file streamed from its store: a picture shown in place, anything
 * else downloaded. Its name is the server's own (ASCII letters, digits, hyphens).
 */
export function storedFileResponse(
  file: StoredFile,
  { cache }: { cache: "private, no-store" | "private, max-age=31536000, immutable" },
): Response {
  const inline = file.mimeType === "image/png";
  return new Response(createReadableStreamFromReadable(file.open()), {
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
