import type { RequestHandler } from "express";
import { access, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { files } from "../../app/domain/policies.ts";
import { artworkIdPattern } from "../../app/forms/artwork.ts";
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

/**
 * GET /artwork/{id}: a stored file, for the shop (the order's `image.url`).
 * The id is the only key, so the link is unguessable and stable. The file
 * is always a download, never shown inline on this origin, and the browser
 * is told not to guess its type.
 */
export function serveArtwork(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    const id = String(req.params.id ?? "");
    const upload = artworkIdPattern.test(id) ? await store.find(id) : undefined;
    if (!upload) {
      next();
      return;
    }
    // attachment() sets Content-Disposition (with a UTF-8 name); the type is the stored one.
    res.attachment(downloadName(upload.filename, upload.mime_type));
    res.setHeader("Content-Type", upload.mime_type);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("X-Robots-Tag", "noindex");
    // Private: only the shop has the link; the content under an id never changes.
    res.setHeader("Cache-Control", "private, max-age=86400, immutable");
    // Relative to the uploads directory, so a dot anywhere in UPLOADS_DIR's own path does not matter.
    res.sendFile(id, { root: store.root, lastModified: false }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

/** The longest side of a preview: sharp enough for the customizer, light for the cart. */
const previewSize = 800;

/**
 * GET /artwork/{id}/preview: a small WebP of an image, for the cart's
 * thumbnail and the customizer when a design is opened again. Made once,
 * from the stored file (already checked), and kept beside it. PDFs have none.
 */
export function serveArtworkPreview(store: UploadStore): RequestHandler {
  return async (req, res, next) => {
    const id = String(req.params.id ?? "");
    const upload = artworkIdPattern.test(id) ? await store.find(id) : undefined;
    if (!upload || !upload.mime_type.startsWith("image/")) {
      next();
      return;
    }
    const previewPath = store.previewPathOf(id);
    try {
      await access(previewPath);
    } catch {
      try {
        const partial = `${previewPath}.${process.pid}.part`;
        await sharp(store.pathOf(id), { limitInputPixels: files.maxImagePixels })
          .autoOrient()
          .resize(previewSize, previewSize, { fit: "inside", withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(partial);
        await rename(partial, previewPath);
      } catch (error) {
        req.log.error({ err: error, artworkId: id }, "Artwork preview could not be made");
        next();
        return;
      }
    }
    res.setHeader("Content-Type", "image/webp");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("X-Robots-Tag", "noindex");
    res.setHeader("Cache-Control", "private, max-age=86400, immutable");
    res.sendFile(path.basename(previewPath), { root: path.dirname(previewPath) }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
