import type { Generated, Insertable, Selectable } from "kysely";

/** The kinds of submission the site takes; each has its own webhook (PRODUCT.md section 5). */
export const submissionKinds = ["contact", "quote", "affiliate", "newsletter", "order"] as const;
export type SubmissionKind = (typeof submissionKinds)[number];

/** Where a submission's forwarding stands. */
export type DeliveryState = "pending" | "delivered" | "dead";

/** Every submission as it was acknowledged: the payload is the one forwarded to the shop. */
export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  /** JSON text of the payload (SPEC.md section 3 shapes). */
  payload: string;
  /** Milliseconds since the epoch. */
  created_at: number;
}

/**
 * The webhook outbox: one row per submission that has somewhere to go. A row
 * is claimed by pushing `next_attempt_at` past the attempt's timeout (a lease),
 * so a crashed instance's claims come back by themselves.
 */
export interface OutboxTable {
  submission_id: string;
  kind: SubmissionKind;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
}

/** Artwork files taken by the upload endpoint; the file itself is `UPLOADS_DIR/{id}`. */
export interface UploadsTable {
  /** Random and unguessable: the only way to the file. */
  id: string;
  /** The visitor's name for the file, cleaned; never used as a path. */
  filename: string;
  /** Found from the content. */
  mime_type: string;
  size_bytes: number;
  /** Pixels, for images. */
  width: number | null;
  height: number | null;
  /** A PDF's first page, in points. */
  page_width_pt: number | null;
  page_height_pt: number | null;
  /** Milliseconds since the epoch. */
  created_at: number;
  /** When a submission first named it; null files are deleted after the retention period. */
  attached_at: number | null;
}

export interface DatabaseSchema {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
}

export type Submission = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type Upload = Selectable<UploadsTable>;
