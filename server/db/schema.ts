import type { Generated, Insertable, Selectable } from "kysely";
import type { SubmissionKind } from "#app/domain/submissions.ts";

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

/** A visitor's cart; its id is the `cart` cookie. */
export interface CartsTable {
  id: string;
  created_at: number;
  updated_at: number;
}

/** One design in a cart; `id` is the add-to-cart submission's id. */
export interface CartItemsTable {
  id: string;
  cart_id: string;
  /** JSON of the design (StoredDesign, app/services.server.ts). */
  design: string;
  /** Which design it is (server/shop/design-key.ts): the same design added again is one line. */
  design_key: string | null;
  quantity: number;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  /** What the customer quotes, e.g. WC-7K3M9Q2A. */
  number: string;
  /** The checkout form's id: the same post twice, from the same cart, is one order. */
  checkout_id: string;
  /** The cart it was placed from (null for orders placed before this was kept). */
  cart_id: string | null;
  /** SHA-256 (hex) of the status link's token. */
  token_hash: string;
  /** The current stage (app/domain/orders.ts, orderStages). */
  stage: string;
  email: string;
  total_cents: number;
  /** JSON of the PlacedOrder (app/domain/orders.ts). */
  record: string;
  created_at: number;
  updated_at: number;
}

export interface OrderStagesTable {
  order_number: string;
  stage: string;
  entered_at: number;
}

/**
 * Where an e-mail stands: waiting to be sent, sent, given up, kept (no SMTP
 * configured), or held back for staff (past a confirmation limit).
 */
export type EmailState = "pending" | "sent" | "dead" | "stored" | "held";

export interface EmailsTable {
  id: string;
  /** e.g. "order-confirmation", "shop-notice". */
  purpose: string;
  order_number: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: EmailState;
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  /** SHA-256 of the address of the client whose checkout queued it; null for staff's e-mails. */
  client_key: string | null;
}

export interface DatabaseSchema {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_stages: OrderStagesTable;
  emails: EmailsTable;
}

export type Submission = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type Upload = Selectable<UploadsTable>;
export type Email = Selectable<EmailsTable>;
