import type { RequestHandler, Response } from "express";
import { pipeline } from "node:stream/promises";
import { artworkIdPattern } from "#app/forms/artwork.ts";
import { serverIsWorking } from "../timeouts.ts";
import { QueueFull } from "../sandbox/queue.ts";
import { MissingObject } from "../storage/object-store.ts";
import type { UploadStore } from "./store.ts";

/** The extension a download gets from its real type, whatever the visitor's name said. */
const extensions: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "application/pdf": ".pdf",
};

/** The visitor's file name with the extension of what the file really is. */
export function downloadName(filename: string, mimeType: string): string {
  const base = filename.replace(/\.(png|jpe?g|pdf)$/i, "");
  return `${base}${extensions[mimeType] ?? ""}`;
}

/** Headers every artwork download and preview carries: never run, never guessed, never indexed. */
function setPrivateFileHeaders(res: Response, mimeType: string) {
  res.setHeader("Content-Type", mimeType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  res.setHeader("X-Robots-Tag", "noindex");
  // Private: only the shop has the link; the content under an id never changes.
  res.setHeader("Cache-Control", "private, max-age=86400, immutable");
}

/**
 * GET /artwork/{id}: a stored file, for the shop (the order's `image.url`).
 * The id is the only key, so the link is unguessable and stable. The file
 * is always a download, never shown inline on this origin, and the browser
 * is told not to guess its type. Streamed from the store, whichever
 * instance kept it; a record whose object is gone is a 404 (and an error in
 * the log), never a 500.
 */
export function serveArtwork(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    const id = String(req.params.id ?? "");
    let found: Awaited<ReturnType<UploadStore["open"]>>;
    try {
      found = artworkIdPattern.test(id) ? await store.open(id) : undefined;
    } catch (error) {
      if (!(error instanceof MissingObject)) throw error;
      req.log.error({ artworkId: id }, "A recorded artwork is missing from the store");
    }
    if (!found) {
      next();
      return;
    }
    const { upload, stream } = found;
    // attachment() sets Content-Disposition (with a UTF-8 name); the type is the stored one.
    res.attachment(downloadName(upload.filename, upload.mime_type));
    setPrivateFileHeaders(res, upload.mime_type);
    res.setHeader("Content-Length", String(upload.size_bytes));
    if (req.method === "HEAD") {
      // No body to send: the object's stream is let go unread.
      stream.destroy();
      res.end();
      return;
    }
    await pipeline(stream, res).catch((error: unknown) => {
      req.log.warn({ err: error, artworkId: id }, "Artwork download cut short");
    });
  };
}

/**
 * GET /artwork/{id}/preview: a small WebP of an image or of a PDF's first
 * page cut to its trim, for the customizer, the cart and the proofs (an
 * image's is made once by the store; a PDF's at its check).
 */
export function serveArtworkPreview(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    const id = String(req.params.id ?? "");
    let preview: Buffer | undefined;
    // An older upload's preview is made now, perhaps after other image jobs.
    serverIsWorking(req);
    try {
      preview = artworkIdPattern.test(id) ? await store.preview(id) : undefined;
    } catch (error) {
      if (error instanceof QueueFull) {
        res.setHeader("Retry-After", "60");
        res.status(503).type("text/plain").send("Busy: try again shortly");
        return;
      }
      req.log.error({ err: error, artworkId: id }, "Artwork preview could not be made");
    }
    if (!preview) {
      next();
      return;
    }
    setPrivateFileHeaders(res, "image/webp");
    res.send(preview);
  };
}
