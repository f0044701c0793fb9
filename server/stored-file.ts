import type { Readable } from "node:stream";

/**
 * A stored file as a download (issue 33: routes never receive disk paths):
 * what to call it, what it is, how big, and a way to read it. Where it lives
 * (a directory today, object storage tomorrow) is its store's business.
 */
export interface StoredFile {
  filename: string;
  mimeType: string;
  sizeBytes: number;
  /** Its bytes, from the start. */
  open(): Readable;
}
