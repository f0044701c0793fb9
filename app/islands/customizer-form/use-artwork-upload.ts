import { useCallback, useEffect, useRef, useState } from "react";
import {
  type StoredArtwork,
  artworkEndpoint,
  artworkFilenameHeader,
  artworkMessages,
  maxArtworkBytes,
  sniffBytes,
  sniffType,
} from "#app/forms/artwork.ts";

export type ArtworkUpload =
  | { status: "idle" }
  | { status: "uploading"; filename: string; loaded: number; total: number }
  /** `previewUrl` shows the visitor's own file (an image) without downloading it again. */
  | { status: "done"; artwork: StoredArtwork; previewUrl: string | null }
  | { status: "failed"; filename: string; message: string };

/** The server's message for a refused file, or the generic one. */
function messageOf(request: XMLHttpRequest): string {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    if (typeof body.message === "string") return body.message;
  } catch {
    // Not our JSON (a proxy's error page): the generic message.
  }
  return request.status === 413 ? artworkMessages.tooLarge : artworkMessages.failed;
}

/**
 * Uploads a chosen file at once, with progress and cancel. XMLHttpRequest,
 * not fetch: only it reports upload progress in every browser. The server
 * decides what the file is; the browser only spares the visitor a doomed
 * 50 MB upload.
 */
export function useArtworkUpload(initial: ArtworkUpload = { status: "idle" }) {
  const [upload, setUpload] = useState<ArtworkUpload>(initial);
  const request = useRef<XMLHttpRequest | null>(null);
  const attempts = useRef(0);
  const previewUrl = useRef<string | null>(null);

  const releasePreview = () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  };

  useEffect(
    () => () => {
      request.current?.abort();
      releasePreview();
    },
    [],
  );

  const start = useCallback(async (file: File) => {
    const attempt = ++attempts.current;
    request.current?.abort();
    request.current = null;
    releasePreview();
    const filename = file.name;
    const fail = (message: string) => setUpload({ status: "failed", filename, message });
    if (file.size === 0) return fail(artworkMessages.empty);
    if (file.size > maxArtworkBytes) return fail(artworkMessages.tooLarge);
    // The server decides, but a file that is plainly not PNG, JPEG or PDF need not travel.
    const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
    // Another file chosen (or Cancel pressed) meanwhile wins.
    if (attempt !== attempts.current) return;
    if (!sniffType(head)) return fail(artworkMessages.wrongType);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    setUpload({ status: "uploading", filename, loaded: 0, total: file.size });
    xhr.upload.addEventListener("progress", (event) => {
      if (request.current !== xhr) return;
      setUpload({ status: "uploading", filename, loaded: event.loaded, total: file.size });
    });
    xhr.addEventListener("load", () => {
      if (request.current !== xhr) return;
      request.current = null;
      if (xhr.status !== 201)
        return setUpload({ status: "failed", filename, message: messageOf(xhr) });
      const artwork = JSON.parse(xhr.responseText) as StoredArtwork;
      // An image shows the visitor's own file; a PDF its first page, cut to its trim, as the
      // server drew it (the browser cannot draw a PDF into the preview).
      if (artwork.mimeType !== "application/pdf") previewUrl.current = URL.createObjectURL(file);
      setUpload({
        status: "done",
        artwork,
        previewUrl: previewUrl.current ?? `/artwork/${artwork.id}/preview`,
      });
    });
    xhr.addEventListener("error", () => {
      if (request.current !== xhr) return;
      request.current = null;
      setUpload({ status: "failed", filename, message: artworkMessages.failed });
    });
    xhr.open("POST", artworkEndpoint);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader(artworkFilenameHeader, encodeURIComponent(filename));
    xhr.send(file);
  }, []);

  /** Stops an upload in progress, or forgets a finished one. */
  const clear = useCallback(() => {
    attempts.current += 1;
    const xhr = request.current;
    request.current = null;
    xhr?.abort();
    releasePreview();
    setUpload({ status: "idle" });
  }, []);

  return { upload, start, clear };
}
