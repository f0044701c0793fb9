import { clsx } from "clsx";
import { FileCheck2, Upload, X } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState, memo } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { files } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import type { ArtworkUpload } from "./use-artwork-upload.ts";

const inputId = "artwork";

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

/** What a stored file is, in a line: name, pixels or page size, weight. */
function summary(upload: Extract<ArtworkUpload, { status: "done" }>): string {
  const { artwork } = upload;
  const size =
    artwork.width && artwork.height
      ? `${artwork.width} × ${artwork.height} px`
      : artwork.pageInches
        ? `PDF page ${artwork.pageInches.width} × ${artwork.pageInches.height} in`
        : "PDF";
  return `${artwork.filename} · ${size} · ${megabytes(artwork.sizeBytes)}`;
}

/**
 * The artwork chooser: pick or drop a file and it uploads at once, with a
 * progress bar and Cancel; then what was stored, with Remove. The stored
 * file's id travels with the design in a hidden field.
 */
export const ArtworkField = memo(function ArtworkField({
  upload,
  onFile,
  onClear,
  error,
  autoFocus,
}: {
  upload: ArtworkUpload;
  onFile: (file: File) => void;
  onClear: () => void;
  /** The server's word on the file the design named (it expired), if any. */
  error: string | undefined;
  /** The page the server answered with this field's error opens on it. */
  autoFocus?: boolean | undefined;
}) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Cancel, Remove and a finished upload take away the button that had focus: it returns to the chooser.
  const clear = () => {
    onClear();
    input.current?.focus();
  };
  // Only after a change of status: on arrival the page must not jump to the chooser.
  const shownStatus = useRef(upload.status);
  useEffect(() => {
    if (shownStatus.current === upload.status) return;
    shownStatus.current = upload.status;
    if (upload.status !== "uploading" && document.activeElement === document.body) {
      input.current?.focus();
    }
  }, [upload.status]);
  // One live region, always there, whose words change: screen readers hear each step once.
  const announcement =
    upload.status === "uploading"
      ? `Uploading ${upload.filename}…`
      : upload.status === "done"
        ? `Uploaded: ${summary(upload)}`
        : "";
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-ink font-medium">
        Artwork file <span className="text-muted font-normal">(optional)</span>
      </label>
      <div
        data-drop-zone
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          "has-focus-visible:outline-brand-600 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center has-focus-visible:outline-3",
          dragging ? "border-brand-700 bg-brand-50" : "border-gray-400 bg-white",
        )}
      >
        <Upload aria-hidden="true" className="text-brand-700 size-6" />
        <p className="text-ink text-sm">Drop your file here, or choose it:</p>
        {/* The real control, for keyboards and screen readers; the label below is its visible button. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          // The form's errors on the uploaded file's id bring focus here.
          data-focus-for="artworkId"
          autoFocus={autoFocus}
          accept={files.customizerAccept}
          aria-describedby={
            error ? "artwork-chosen artwork-hint artwork-error" : "artwork-chosen artwork-hint"
          }
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so choosing the same file again uploads it again.
            event.currentTarget.value = "";
            if (file) onFile(file);
          }}
          className="sr-only"
        />
        <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <label
            htmlFor={inputId}
            className="text-ink cursor-pointer rounded-md border border-gray-300 bg-gray-100 px-3 py-1.5 text-sm font-medium hover:bg-gray-200"
          >
            {upload.status === "done" ? "Replace file" : "Choose file"}
          </label>
          <span id="artwork-chosen" className="text-muted min-w-0 text-sm break-all">
            {upload.status === "done"
              ? upload.artwork.filename
              : upload.status === "uploading"
                ? upload.filename
                : "No file chosen yet"}
          </span>
        </div>
      </div>
      <p id="artwork-hint" className="text-muted text-sm">
        {files.customizerFormats.join(", ")} · minimum {files.minDpi} DPI at print size · maximum{" "}
        {files.maxUploadMb}MB. It uploads as soon as you choose it.
      </p>
      <noscript>
        <p className="text-sm">
          Uploading needs JavaScript. You can still add your design and e-mail the file to{" "}
          {site.designEmail} with its design name.
        </p>
      </noscript>

      <p role="status" className="sr-only">
        {announcement}
      </p>
      {upload.status === "uploading" ? (
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between gap-3 text-sm">
            <label htmlFor="artwork-progress" className="text-ink min-w-0 truncate">
              Uploading {upload.filename}
            </label>
            <span className="text-muted tabular-nums" aria-hidden="true">
              {Math.floor((upload.loaded / upload.total) * 100)}%
            </span>
          </div>
          <progress
            id="artwork-progress"
            max={upload.total}
            value={upload.loaded}
            className="accent-brand-700 h-2 w-full"
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={clear}
          >
            <X aria-hidden="true" className="size-4" />
            Cancel upload
          </Button>
        </div>
      ) : null}
      {upload.status === "done" ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <p className="flex min-w-0 items-center gap-2">
            <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-all">Uploaded: {summary(upload)}</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={clear}>
            Remove<span className="sr-only"> {upload.artwork.filename}</span>
          </Button>
          <input type="hidden" name="artworkId" value={upload.artwork.id} />
        </div>
      ) : null}
      {upload.status === "failed" ? (
        <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3">
          <p role="alert" className="min-w-0 text-sm font-medium text-red-800">
            {upload.filename}: {upload.message}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={clear}>
            Dismiss
          </Button>
        </div>
      ) : null}
      {error && upload.status === "idle" ? (
        <p
          id="artwork-error"
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
});
