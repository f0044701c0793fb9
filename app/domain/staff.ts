import type { PreflightReport } from "./preflight.ts";
import type { PaymentState } from "./payments.ts";
import type { ListedStage, OrderStage } from "./orders.ts";
/*
 * The staff console's facts (issue 19, PRODUCT.md section 8): who may do what,
 * how long a session and a link last, when sign-in stops trying, and what a
 * lead's status can be. server/staff/ enforces them; the pages quote them.
 */

export const staffRoles = [
  { id: "owner", label: "Owner", detail: "Everything, including the team and the audit log." },
  { id: "staff", label: "Staff", detail: "Orders, leads and deliveries." },
] as const;

export type StaffRole = (typeof staffRoles)[number]["id"];

export const isStaffRole = (value: string): value is StaffRole =>
  staffRoles.some((role) => role.id === value);

const minute = 60_000;
const hour = 60 * minute;

export const staffPolicy = {
  /** A session not used for this long is over. */
  sessionIdleMs: 2 * hour,
  /** A session is over this long after sign-in, however busy. */
  sessionAbsoluteMs: 12 * hour,
  /** How long an invite (or a way back in) may be used. */
  inviteValidMs: 72 * hour,
  /** How long a passkey prompt's challenge is good for. */
  challengeValidMs: 5 * minute,
  /** Failed sign-ins are counted over this window… */
  failureWindowMs: 15 * minute,
  /**
   * …and an account stops taking passwords after this many, from browsers
   * it has not signed in on (passkeys, and browsers it has, still work).
   */
  failuresPerAccount: 5,
  /** A browser the account has signed in on stops taking its password after this many. */
  failuresPerDevice: 5,
  /** One client address stops being heard (for passwords) after this many. */
  failuresPerAddress: 20,
  /** A browser is remembered as the account's for this long after its last sign-in. */
  deviceValidMs: 180 * 24 * hour,
  /** Adding or removing a passkey needs a sign-in this recent. */
  freshSignInMs: 10 * minute,
  /** The shortest password taken, and the longest (hashing cost). */
  passwordMinLength: 12,
  passwordMaxLength: 128,
} as const;

export const leadStatuses = [
  { id: "new", label: "New" },
  { id: "in-progress", label: "In progress" },
  { id: "done", label: "Done" },
] as const;

export type LeadStatus = (typeof leadStatuses)[number]["id"];

export const isLeadStatus = (value: string): value is LeadStatus =>
  leadStatuses.some((status) => status.id === value);

/** Who did something from the console (or the command line, with no id), and from where. */
export interface StaffActor {
  id: string | null;
  email: string;
  ip: string | null;
}

/** Someone signed in to the console. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** How the order queue can be sorted. */
export const orderSorts = [
  { id: "newest", label: "Newest first" },
  { id: "oldest", label: "Oldest first" },
  { id: "total", label: "Largest total" },
  { id: "updated", label: "Recently changed" },
] as const;

export type OrderSort = (typeof orderSorts)[number]["id"];

/** Rows on one page of a console list. */
export const consolePageSize = 25;

/** What the order queue is asked for (its URL's query). */
export interface OrderQueueQuery {
  /** A stage's id, or "open" (not shipped), or "all". */
  stage: string;
  /** Order number, customer name, e-mail or PO, in part. */
  search: string;
  /** A payment state (payments.ts), "flagged" (an event staff must check), or "any". */
  payment: string;
  sort: OrderSort;
  /** 1-based. */
  page: number;
}

export interface OrderQueueRow {
  number: string;
  stage: ListedStage;
  customer: string;
  email: string;
  purchaseOrder: string;
  totalCents: number;
  /** Where its payment stands; null when placed with payments off. */
  payment: PaymentState | null;
  /** Stripe sent an event about it that staff must check. */
  paymentFlagged: boolean;
  placed: string;
  updated: string;
}

export interface OrderQueuePage {
  rows: OrderQueueRow[];
  /** Orders matching the query, over every page. */
  total: number;
  /** Orders at each stage (the whole shop, not the search). */
  stageCounts: Record<OrderStage, number>;
}

/** One event of an order's history, as its page lists them. */
export interface OrderEvent {
  at: string;
  kind: "stage" | "email" | "webhook" | "staff";
  title: string;
  detail: string;
}

/** A role as the team page shows it: one this version knows, or the stored word it does not. */
export type ListedRole = StaffRole | { unknown: string };

/** A role's name on the team page. */
export const roleLabel = (role: ListedRole) =>
  typeof role === "string"
    ? (staffRoles.find((entry) => entry.id === role)?.label ?? role)
    : `Unknown role “${role.unknown}” (cannot sign in)`;

export interface TeamMember extends Omit<StaffMember, "role"> {
  role: ListedRole;
  joined: string;
  passkeys: number;
  password: boolean;
}

export interface PendingInvite {
  email: string;
  role: ListedRole;
  expires: string;
}

export interface AuditEntry {
  at: string;
  who: string;
  action: string;
  subject: string;
  detail: string;
  ip: string | null;
}

/** The kinds of lead the console lists, each on its own tab. */
export const leadKinds = [
  { id: "contact", label: "Contact messages" },
  { id: "quote", label: "Quote requests" },
  { id: "affiliate", label: "Affiliate applications" },
  { id: "newsletter", label: "Newsletter subscribers" },
] as const;

export type LeadKind = (typeof leadKinds)[number]["id"];

export const isLeadKind = (value: string): value is LeadKind =>
  leadKinds.some((kind) => kind.id === value);

export interface LeadRow {
  id: string;
  kind: LeadKind;
  received: string;
  name: string;
  email: string;
  /** A line that says what it is about. */
  summary: string;
  status: LeadStatus;
  note: string;
}

export interface Lead extends LeadRow {
  /** Every field the visitor sent, named as the console reads it (label, value). */
  fields: [string, string][];
}

/** What needs attention today, on the console's first page. */
export interface Dashboard {
  /** Orders at each stage but shipped. */
  waiting: Record<string, number>;
  /** The oldest contact message, quote request or application nobody has taken up. */
  oldestLead: { id: string; kind: LeadKind; received: string; name: string } | null;
  newLeads: number;
  deadWebhooks: number;
  deadEmails: number;
  heldEmails: number;
}

/** A delivery the deliveries page lists: a webhook or an e-mail. */
export interface DeliveryRow {
  channel: "webhook" | "email";
  id: string;
  what: string;
  state: string;
  attempts: number;
  created: string;
  lastError: string | null;
}

/** A file made for (or by staff for) one design of an order (issue 20). */
export interface ProductionFileView {
  id: string;
  kind: "print" | "print-view" | "mockup" | "proof";
  version: number;
  filename: string;
  sizeBytes: number;
  sha256: string;
  note: string;
  /** Who uploaded it; null when the production job made it. */
  by: string | null;
  at: string;
  /** A print file's preflight (issue 49); null: not checked (a mockup, a file made before). */
  preflight: PreflightReport | null;
}

/** A design's artwork as the preflight found it (issue 49): only PDFs are preflighted. */
export interface DesignArtworkPreflight {
  lineId: string;
  report: PreflightReport;
}

/** Where a design's files stand: the latest job, and every file made so far. */
/**
 * Where a design's cut outline comes from (issue 34): each piece's measured
 * template, or none (the drawn outline, of a published or estimated size).
 * A design with a piece not measured is flagged for a test fit before printing.
 */
export interface DesignOutline {
  lineId: string;
  size: "measured" | "published" | "display";
  pieces: {
    piece: "lid" | "palmrest";
    template: { id: string; version: number; status: string } | null;
  }[];
}

/** Whether any piece of the design is cut from an outline the shop has not measured. */
export const needsTestFit = (outline: DesignOutline) =>
  outline.pieces.some((piece) => piece.template === null);

/**
 * Where a design's approval stands (issue 34: the proof is the print): its
 * current print file approved (by the customer's proof, or kept by staff),
 * an earlier version approved and this one changed since, or none approved.
 */
export interface DesignApproval {
  lineId: string;
  print: { fileId: string; version: number; sha256: string } | null;
  state: "approved" | "changed" | "waiting";
  /** The latest approval: which version, and whether staff kept it (with their reason). */
  approved: { version: number; byStaff: string | null; reason: string } | null;
}

export interface DesignProduction {
  lineId: string;
  job: { state: "pending" | "done" | "dead"; attempts: number; lastError: string | null } | null;
  files: ProductionFileView[];
}
