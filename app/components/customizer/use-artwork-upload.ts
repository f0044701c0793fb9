import { useCallback, useEffect, useRef, useState } from "react";
import {
  type StoredArtwork,
  artworkEndpoint,
  artworkFilenameHeader,
  artworkMessages,
  maxArtworkBytes,
} from "~/forms/artwork";

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
export function useArtworkUpload() {
  const [upload, setUpload] = useState<ArtworkUpload>({ status: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);
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

  const start = useCallback((file: File) => {
    request.current?.abort();
    releasePreview();
    const filename = file.name;
    if (file.size === 0)
      return setUpload({ status: "failed", filename, message: artworkMessages.empty });
    if (file.size > maxArtworkBytes) {
      return setUpload({ status: "failed", filename, message: artworkMessages.tooLarge });
    }
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
      if (artwork.mimeType !== "application/pdf") previewUrl.current = URL.createObjectURL(file);
      setUpload({ status: "done", artwork, previewUrl: previewUrl.current });
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
    const xhr = request.current;
    request.current = null;
    xhr?.abort();
    releasePreview();
    setUpload({ status: "idle" });
  }, []);

  return { upload, start, clear };
}
