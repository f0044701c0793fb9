import type { Readable } from "node:stream";

/**
 * A stored file as a download (issue 33: routes never receive disk paths):
 * what to call it, what it is, how big, and a way to read it. Where it lives
 * (local disk or a shared bucket, issue 38) is its store's business.
 */
export interface StoredFile {
  filename: string;
  mimeType: string;
  sizeBytes: number;
  /** Its bytes, from the start; undefined when its record outlived its object (a 404). */
  open(): Promise<Readable | undefined>;
}
