import type { Generated, Insertable, Selectable } from "kysely";
import type {
  StaffTable,
  StaffPasskeysTable,
  StaffInvitesTable,
  StaffSessionsTable,
  StaffDevicesTable,
  AuthChallengesTable,
  SignInFailuresTable,
  AuditLogTable,
  LeadStatesTable,
} from "./schema-staff.ts";
import type { CutTemplatesTable, PrintApprovalsTable } from "./schema-templates.ts";
import type {
  OrderPaymentsTable,
  OrderRefundsTable,
  StripeEventsTable,
} from "./schema-payments.ts";
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

/** Artwork files taken by the upload endpoint; the file itself is the object `artwork/{id}`. */
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
  /** A PDF's first page's trim, in points. */
  page_width_pt: number | null;
  page_height_pt: number | null;
  /** A PDF's first page's bleed beyond its trim and whether it names its trim (JSON); null: none known. */
  page_bleed: string | null;
  /** The preflight's report of the file as checked (JSON, app/domain/preflight.ts); null: none. */
  preflight: string | null;
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
  /** How the token is made: 1 from the checkout and cart ids, 2 keyed with SECRET_KEY too. */
  status_link_version: Generated<number>;
  /** The current stage (app/domain/orders.ts, orderStages). */
  stage: string;
  email: string;
  total_cents: number;
  /** JSON of the PlacedOrder (app/domain/orders.ts). */
  record: string;
  /** The customer's name and purchase-order number, out of the record, for the staff's search. */
  customer_name: Generated<string>;
  purchase_order: Generated<string>;
  /** Number, name, e-mail and PO, lowercased: what the staff's search reads. */
  search_text: Generated<string>;
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

/** A design's print file and mockup to make (issue 20), claimed with a lease like an outbox row. */
export interface ProductionJobsTable {
  id: string;
  order_number: string;
  /** The order line (the add-to-cart submission's id). */
  line_id: string;
  state: "pending" | "done" | "dead";
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

/** What a production file is: the print file (made, or replaced by staff), the mockup, or a proof staff uploaded. */
/**
 * A print file, its proof picture (drawn from it: issue 34), the design's
 * mockup, or a proof file of staff's own.
 */
export type ProductionFileKind = "print" | "print-view" | "mockup" | "proof";

/** A file made for an order's design, stored as the object `production/{id}`. */
export interface ProductionFilesTable {
  id: string;
  order_number: string;
  line_id: string;
  kind: ProductionFileKind;
  /** 1, 2, …: each print file (made again, or uploaded by staff) is a new version. */
  version: number;
  /** The name a download is saved under. */
  filename: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  /** What made it, or why staff replaced it. */
  note: string;
  /** The staff member who uploaded it; null when the job made it. */
  created_by: string | null;
  created_at: number;
  /** The preflight's report of a print file (JSON, app/domain/preflight.ts); null: not checked. */
  preflight: string | null;
}

/** A proof sent to the customer, and their answer (issue 20). */
export interface ProofRoundsTable {
  id: string;
  order_number: string;
  /** 1, 2, …: each proof staff send is the next round. */
  round: number;
  /** The staff member's words to the customer. */
  message: string;
  /** JSON: the production files the proof shows (ProofFile[], server/orders/proof-rounds.ts). */
  files: string;
  /** The sender's e-mail address. */
  sent_by: string;
  sent_at: number;
  /** Null until the customer answers; "approved" or "changes". */
  answer: "approved" | "changes" | null;
  comment: string;
  /** The file the customer sent with their changes (an upload's id). */
  reply_upload_id: string | null;
  answered_at: number | null;
  /** The staff member whose signed-in browser answered it, if one did. */
  answered_by_staff: string | null;
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
  staff: StaffTable;
  staff_passkeys: StaffPasskeysTable;
  staff_invites: StaffInvitesTable;
  staff_sessions: StaffSessionsTable;
  staff_devices: StaffDevicesTable;
  auth_challenges: AuthChallengesTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  lead_states: LeadStatesTable;
  production_jobs: ProductionJobsTable;
  production_files: ProductionFilesTable;
  proof_rounds: ProofRoundsTable;
  cut_templates: CutTemplatesTable;
  print_approvals: PrintApprovalsTable;
  order_payments: OrderPaymentsTable;
  stripe_events: StripeEventsTable;
  order_refunds: OrderRefundsTable;
  object_deletions: ObjectDeletionsTable;
  rate_limit_hits: RateLimitHitsTable;
}

/** A stored object no record names, until an instance deletes it once due (storage/deletions.ts). */
export interface ObjectDeletionsTable {
  object_key: string;
  due_at: number;
}

/** Form posts counted per client and fixed window, shared by every instance (rate-limit-store.ts). */
export interface RateLimitHitsTable {
  client_key: string;
  /** The window's start, in ms since the epoch (the database's clock on PostgreSQL). */
  window_start: number;
  hits: number;
}

export type Submission = Selectable<SubmissionsTable>;
export type NewSubmission = Insertable<SubmissionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type Upload = Selectable<UploadsTable>;
export type Email = Selectable<EmailsTable>;
export type ProductionFile = Selectable<ProductionFilesTable>;
export type * from "./schema-staff.ts";
export type * from "./schema-templates.ts";
export type * from "./schema-payments.ts";
