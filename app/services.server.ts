import { createContext } from "react-router";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import type { CartItem, StoredDesign } from "#app/domain/cart.ts";
import type { OrderDesign, OrderStatus, ProofRound } from "#app/domain/orders.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type {
  AuditEntry,
  Dashboard,
  DeliveryRow,
  Lead,
  LeadKind,
  LeadRow,
  LeadStatus,
  DesignProduction,
  OrderEvent,
  OrderQueuePage,
  OrderQueueQuery,
  PendingInvite,
  StaffActor,
  StaffMember,
  StaffRole,
  TeamMember,
} from "#app/domain/staff.ts";
import type { OrderStage, PlacedOrder } from "#app/domain/orders.ts";
import type { Checkout } from "#app/forms/checkout.ts";
import type { SubmissionContext } from "#app/webhooks/payloads.server.ts";

export interface SubmissionInput {
  /** Made by the browser when the form opened (or by the server for a post without script). */
  id: string;
  kind: SubmissionKind;
  /** The record stored and forwarded as it is (SPEC.md section 3 shapes). */
  payload: object;
  /** Uploaded files the submission names: kept from then on (never expired). */
  artworkIds?: readonly string[];
}

/** A stored artwork file and the link the shop downloads it from. */
export interface ArtworkLink extends StoredArtwork {
  url: string;
}

/**
 * What recording a submission came to: a new record; the same id and kind
 * again; an id already used by another kind; or an uploaded file the
 * submission names is gone (nothing stored).
 */
export type RecordOutcome = "created" | "duplicate" | "conflict" | "missing-artwork";

/**
 * What the running server hands routes (server/index.ts builds it): routes
 * never open the database or read the environment themselves.
 */
/** A form with a file, read as it streamed: its text fields, the stored file's id under its field, or why not. */
export interface FileFormReading {
  values: Record<string, string>;
  /** Stored files' ids by field: only the form's file parts put an id here. */
  files: Record<string, string>;
  /** The field whose file was refused, and the visitor's message; null when none was. */
  refused: { field: string; message: string } | null;
}

export interface SubmissionServices {
  /** Commits a submission (and its webhook delivery) before answering. */
  recordSubmission(input: SubmissionInput): Promise<RecordOutcome>;
  /** An uploaded file by its id, if it is (still) stored. */
  findArtwork(id: string): Promise<ArtworkLink | undefined>;
  /**
   * A drawing as PNG, with a stored image's preview embedded (null when
   * `artworkId` is none, a PDF or unknown): `draw` makes the SVG from the
   * picture's data URL. Runs in the server's one image queue; throws when it
   * is full.
   */
  drawingAsPng(artworkId: string | null, draw: (picture: string | null) => string): Promise<Buffer>;
  /**
   * Reads a multipart form with a file field (a proof, a reply to one, a
   * print file): the file streamed through the artwork intake and stored,
   * its check in the turn of the client at `ip`.
   */
  readFileForm(request: Request, ip: string | null): Promise<FileFormReading>;
  /** Counts a post dropped because its honeypot was filled. */
  countDroppedPost(form: string): void;
  /** Logs a submission that could not be stored; the visitor is asked to try again. */
  reportFailure(form: string, error: unknown): void;
}

/**
 * What placing an order came to: a new order, the same checkout's order again
 * (a repeated post from its cart), an empty cart, or a checkout id that
 * another cart's order already has.
 */
export type PlaceOrderOutcome =
  | { outcome: "created" | "duplicate"; number: string; token: string }
  | { outcome: "empty-cart" }
  | { outcome: "conflict" };

/**
 * What adding a design came to: as recording its submission, or `cart-full`,
 * a design refused because its cart holds the most designs one cart takes.
 */
export type AddDesignOutcome = RecordOutcome | "cart-full";

/** A design going into a cart, which is made if it is new. */
export interface NewDesign {
  cartId: string;
  design: StoredDesign;
  /** An item of the same cart this design replaces (edited in the customizer). */
  replaces?: string;
  /** The "added to cart" submission recorded with it; its id is the new item's. */
  submission: Omit<SubmissionInput, "kind">;
}

/**
 * Carts and orders (PRODUCT.md section 6): the one way to change a cart or
 * place an order. Every figure is the pricing module's, worked out here.
 */
export interface ShopServices {
  cartItems(cartId: string): Promise<CartItem[]>;
  /** Units in the cart (every design's quantity). */
  countUnits(cartId: string): Promise<number>;
  /** Whether the server made this cart: a client's id for a cart that does not exist is not adopted. */
  cartExists(cartId: string): Promise<boolean>;
  /**
   * Adds a design, recording its "added to cart" submission in the same
   * transaction. The same design again raises its line's quantity; an edit
   * takes the place and quantity of the item it replaces.
   */
  addDesign(input: NewDesign): Promise<AddDesignOutcome>;
  /** Answers the cart's units afterwards; an item of another cart is left alone. */
  setQuantity(cartId: string, itemId: string, quantity: number): Promise<number>;
  removeItem(cartId: string, itemId: string): Promise<number>;
  /**
   * Prices the cart as an order and commits it with its webhook delivery and
   * its e-mails, and empties the cart; the same checkout id again answers the
   * same order.
   */
  placeOrder(input: {
    cartId: string;
    checkout: Checkout;
    /** The request's context: the order's time, and its client (confirmations are limited per client). */
    context: SubmissionContext;
  }): Promise<PlaceOrderOutcome>;
  /** An order, if the token is its status token. */
  findOrder(number: string, token: string): Promise<OrderStatus | undefined>;
  /** A design of an order, by the key of its picture's link (the e-mails show it). */
  findOrderDesign(number: string, pictureKey: string): Promise<OrderDesign | undefined>;
  /**
   * The customer's answer to the order's latest proof, once, if `token` is
   * the order's status token; `uploadId` is the file sent with changes.
   */
  answerProof(input: {
    number: string;
    token: string;
    round: number;
    answer: "approved" | "changes";
    comment: string;
    uploadId: string | null;
    /** Set when a staff member's signed-in browser answers: recorded, and shown as theirs. */
    staff: StaffActor | null;
  }): Promise<ProofAnswerOutcome>;
  /** A proof's picture or document, by the key of its private link. */
  proofFile(number: string, fileId: string, key: string): Promise<StoredFileLink | undefined>;
}

/** What the customer's answer to a proof came to. */
export type ProofAnswerOutcome =
  | { outcome: "answered"; answer: "approved" | "changes" }
  | { outcome: "already-answered" }
  | { outcome: "not-latest" }
  | { outcome: "unknown-order" };

/** A stored file to stream to the browser. */
export interface StoredFileLink {
  path: string;
  filename: string;
  mimeType: string;
  sizeBytes: number;
}

/** What the HTTP layer knows of the request that React Router's Request does not carry. */
export interface ClientInfo {
  /** The client's address, behind a trusted local proxy if there is one. */
  ip: string | null;
}

/** A signed-in console session. */
export interface StaffSession {
  member: StaffMember;
  /** The token every form of the console carries (docs/decisions.md 20). */
  csrfToken: string;
  /** The cookie's value. */
  sessionId: string;
  /** When its sign-in happened, ms since the epoch. */
  signedInAt: number;
  /** The passkey it signed in with; null for a password. */
  passkeyId: string | null;
}

/** Who is signing in: the client's address and the device cookie its browser sent. */
export interface StaffClient {
  ip: string | null;
  deviceToken: string | undefined;
}

/** One of a member's passkeys, as their account page lists it. */
export interface PasskeySummary {
  id: string;
  label: string;
  created: string;
  lastUsed: string | null;
}

/** A passkey prompt: its options for the browser, and the challenge's id the answer is posted with. */
export interface PasskeyPrompt {
  challengeId: string;
  /** @simplewebauthn's options JSON, for `startRegistration` or `startAuthentication`. */
  options: object;
}

export type SignInOutcome =
  | {
      outcome: "signed-in";
      sessionId: string;
      member: StaffMember;
      /** The browser's device cookie (server/staff/devices.ts), kept or new. */
      deviceToken: string;
    }
  | { outcome: "refused" }
  | { outcome: "locked"; retryAfterMs: number };

/** What an invite's page shows. */
export interface OpenInvite {
  email: string;
  role: StaffRole;
  /** The name on the account already, for a way back in. */
  name: string;
  returning: boolean;
  totpSecret: string;
  totpUri: string;
  passkey: PasskeyPrompt;
}

export type AcceptInvite =
  | { method: "password"; name: string; password: string; code: string }
  | {
      method: "passkey";
      name: string;
      challengeId: string;
      /** The browser's answer, as JSON text (checked against its schema on the server). */
      response: string;
      label: string;
    };

/** One order as its console page shows it. */
export interface StaffOrder {
  order: PlacedOrder;
  stage: OrderStage;
  statusUrl: string;
  events: OrderEvent[];
  /** Each design's print file and mockup (issue 20), in the order's line order. */
  production: DesignProduction[];
  /** Every proof sent, oldest first, with the customer's answers. */
  proofs: ProofRound[];
}

export type MoveOrderOutcome =
  | { outcome: "moved"; from: OrderStage; to: OrderStage; emailed: boolean }
  | { outcome: "unknown-order" }
  | { outcome: "not-forward"; current: OrderStage };

/** What the deliveries page counts: each channel's states. */
export type DeliveryCount =
  | "webhook-dead"
  | "webhook-pending"
  | "email-dead"
  | "email-held"
  | "email-pending"
  | "email-stored";

/**
 * The staff console's server (issue 19, server/staff/): sign-in, the team,
 * orders, leads, deliveries and the audit log. Every change names its actor
 * and is written to the audit log in its own transaction.
 */
export interface StaffServices {
  session(sessionId: string): Promise<StaffSession | undefined>;
  csrfMatches(session: StaffSession, token: string): boolean;
  /** Password sign-in, limited by failures from where it comes (server/staff/throttle.ts). */
  signInWithPassword(
    input: { email: string; password: string; code: string },
    client: StaffClient,
  ): Promise<SignInOutcome>;
  /** A passkey sign-in prompt; its challenge is signed, not stored (nothing is written). */
  passkeySignIn(): Promise<PasskeyPrompt>;
  signInWithPasskey(
    input: { challengeId: string; response: string },
    client: StaffClient,
    requestOrigin: string,
  ): Promise<SignInOutcome>;
  openInvite(token: string): Promise<OpenInvite | undefined>;
  acceptInvite(
    token: string,
    input: AcceptInvite,
    client: StaffClient,
    requestOrigin: string,
  ): Promise<SignInOutcome | { outcome: "invalid"; problems: Record<string, string> }>;
  /**
   * Ends this session; everywhere, every session of its member, every
   * passkey but the one this session signed in with, and every remembered
   * browser but this one (what a stolen session could have left behind).
   */
  signOut(
    session: StaffSession,
    actor: StaffActor,
    options: { everywhere: boolean; deviceToken?: string | undefined },
  ): Promise<{ passkeysRemoved: number }>;
  /** Ends a session by its cookie's id (a browser signing in again replaces its old one). */
  endSession(sessionId: string): Promise<void>;
  /** The account page: its sign-ins, and a passkey prompt when the session is fresh enough to add one. */
  account(session: StaffSession): Promise<{
    password: boolean;
    passkeys: PasskeySummary[];
    /** Signed in recently enough to add or remove a passkey. */
    fresh: boolean;
    prompt: PasskeyPrompt | null;
  }>;
  addPasskey(
    session: StaffSession,
    input: { challengeId: string; response: string; label: string },
    actor: StaffActor,
    requestOrigin: string,
  ): Promise<"added" | "not-fresh" | "refused">;
  removePasskey(
    session: StaffSession,
    keyId: string,
    actor: StaffActor,
  ): Promise<"removed" | "not-fresh" | "unknown">;

  dashboard(): Promise<Dashboard>;
  orderQueue(query: OrderQueueQuery): Promise<OrderQueuePage>;
  order(number: string): Promise<StaffOrder | undefined>;
  moveOrder(
    input: { number: string; stage: OrderStage; message: string; email: boolean },
    actor: StaffActor,
  ): Promise<MoveOrderOutcome>;
  /** A production file of an order, to download: where it is on disk and what to call it. */
  productionFile(number: string, id: string): Promise<StoredFileLink | undefined>;
  /** Queues a design's print file and mockup to be made again (new versions). */
  remakeFiles(number: string, lineId: string, actor: StaffActor): Promise<boolean>;
  /** Keeps staff's own PDF (an uploaded file's id) as a design's next print file version. */
  replacePrintFile(
    input: { number: string; lineId: string; uploadId: string; note: string },
    actor: StaffActor,
  ): Promise<"kept" | "unknown" | "not-pdf">;
  /** Sends the customer a proof: staff's uploaded file, or else each design's latest mockup. */
  sendProof(
    input: { number: string; message: string; uploadId: string | null },
    actor: StaffActor,
  ): Promise<
    | { outcome: "sent"; round: number; emailed: boolean }
    | { outcome: "unknown-order" | "no-mockup" | "unknown-file" }
    | { outcome: "past-proof"; stage: OrderStage }
  >;

  leads(query: { kind: LeadKind; status: LeadStatus | "all"; page: number }): Promise<{
    rows: LeadRow[];
    counts: Record<LeadStatus, number>;
    total: number;
  }>;
  lead(id: string): Promise<Lead | undefined>;
  updateLead(
    input: { id: string; status: LeadStatus; note: string },
    actor: StaffActor,
  ): Promise<boolean>;
  replyToQuote(
    input: { id: string; subject: string; message: string },
    actor: StaffActor & { name: string },
  ): Promise<"sent" | "unknown">;
  /** Every newsletter subscriber as CSV, in chunks. */
  newsletterCsv(): AsyncIterable<string>;

  deliveries(): Promise<{ rows: DeliveryRow[]; counts: Record<DeliveryCount, number> }>;
  /** Puts dead webhooks and dead or held e-mails back in line; `ids` null takes every one. */
  replay(
    input: { channel: "webhook" | "email"; ids: string[] | null },
    actor: StaffActor,
  ): Promise<number>;

  team(): Promise<{ members: TeamMember[]; invites: PendingInvite[] }>;
  invite(
    input: { email: string; role: StaffRole },
    actor: StaffActor,
  ): Promise<
    | { outcome: "invited"; url: string; expiresAt: string; emailed: boolean }
    | { outcome: "on-team" }
  >;
  removeStaff(id: string, actor: StaffActor): Promise<"removed" | "unknown" | "last-owner">;
  auditLog(page: number): Promise<{ entries: AuditEntry[]; total: number }>;
}

export const staffServicesContext = createContext<StaffServices>();
export const submissionServicesContext = createContext<SubmissionServices>();
export const shopServicesContext = createContext<ShopServices>();
export const clientInfoContext = createContext<ClientInfo>();
