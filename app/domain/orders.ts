import type { Sides } from "./artwork-frame.ts";
import type { Placement } from "#app/forms/placement.ts";
import type { OrderPayment } from "./payments.ts";
import type { TextStyle } from "./text-style.ts";
import type { PrintQualityTier, ShippingMethodId } from "./policies.ts";
import type { PricedLine } from "./pricing.ts";

/*
 * A placed order as the shop, the customer's status page, the e-mails and
 * the webhook all see it (PRODUCT.md section 6). Money is in whole cents.
 */

/** Where an order stands. Stages are data: staff tools move an order along them. */
export const orderStages = [
  { id: "received", label: "Received", detail: "We have your order and your designs." },
  { id: "proof_sent", label: "Proof sent", detail: "We e-mailed you a proof to check." },
  { id: "approved", label: "Approved", detail: "The design is approved and invoiced." },
  { id: "in_production", label: "In production", detail: "Your wrap is being printed and cut." },
  { id: "shipped", label: "Shipped", detail: "Your wrap is on its way." },
] as const;

export type OrderStage = (typeof orderStages)[number]["id"];

export const isOrderStage = (value: string): value is OrderStage =>
  orderStages.some((stage) => stage.id === value);

/** A stage's name as people read it. */
export const stageLabel = (stage: OrderStage): string =>
  orderStages.find((entry) => entry.id === stage)?.label ?? stage;

/**
 * A stage as a list reads it from the database: one this version knows, or
 * the stored word it does not (shown as such; one odd row never hides the rest).
 */
export type ListedStage = OrderStage | { unknown: string };

/** The stored word read as a ListedStage. */
export const listedStage = (stored: string): ListedStage =>
  isOrderStage(stored) ? stored : { unknown: stored };

/** A listed stage's name. */
export const listedStageLabel = (stage: ListedStage): string =>
  typeof stage === "string" ? stageLabel(stage) : `Unknown stage “${stage.unknown}”`;

const stageIndex = (stage: OrderStage) => orderStages.findIndex((entry) => entry.id === stage);

/**
 * The stages an order at `current` may move to: any later one (stages may be
 * skipped: no proof asked for, none sent), never back to one it has been at
 * and never to "received", where every order starts.
 */
export const laterStages = (current: OrderStage): OrderStage[] =>
  orderStages
    .filter((entry) => entry.id !== "received" && stageIndex(entry.id) > stageIndex(current))
    .map((entry) => entry.id);

/** One design as the cart holds it and the order records it. */
export interface OrderDesign {
  deviceBrand: string;
  deviceModel: string;
  coverage: string;
  coverageLabel: string;
  finish: string;
  finishLabel: string;
  designName: string;
  /** Text lines and special instructions, labelled, one per line. */
  notes: string;
  /** The text lines as they print on the lid (empty when none). */
  textLines?: string[];
  /** Their face, colour and position (designs stored before the choice have none: the default). */
  textStyle?: TextStyle;
  /** Where the artwork sits on the lid (app/forms/placement.ts). */
  placement?: Placement | null;
  artwork: {
    id: string;
    url: string;
    filename: string;
    mimeType: string;
    /** Height ÷ width of the artwork's trim: the image, or a PDF's first page's trim. */
    aspect?: number;
    /** How far its picture reaches beyond its trim (artwork-frame.ts); none stored before issue 49. */
    bleed?: Sides;
  } | null;
  /** How sharply the image prints, and whether the customer confirmed a poor one. */
  printQuality?: { dpi: number; tier: PrintQualityTier; confirmed: boolean } | null;
}

/** A design as ordered, priced by the pricing module when the order was placed. */
export interface OrderLine extends Omit<PricedLine, "coverage"> {
  /** The cart item's id (the add-to-cart submission's id). */
  id: string;
  design: OrderDesign;
  /** The add-to-cart payload's product, device, options and image (SPEC.md section 3). */
  wrap: Record<string, unknown>;
}

export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  /** Two-letter USPS code. */
  state: string;
  zip: string;
  country: "US";
}

export interface PlacedOrder {
  number: string;
  /** ISO 8601. */
  placedAt: string;
  customer: { name: string; email: string; phone: string };
  organization: string;
  purchaseOrder: string;
  taxExempt: boolean;
  proofFirst: boolean;
  notes: string;
  shipTo: ShippingAddress;
  shipping: { method: ShippingMethodId; label: string; days: string; cents: number };
  lines: OrderLine[];
  merchandiseCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  currency: "USD";
}

/** The most a customer's words on a proof may be (their order page's form, and its schema). */
export const proofCommentMaxLength = 2000;

/** A proof staff sent and what the customer made of it; the same on both sides. */
export interface ProofRound {
  round: number;
  sentAt: string;
  message: string;
  /**
   * What the proof shows: pictures (PNG) and documents (PDF), each at its
   * private link; `print` marks a picture of the print file itself.
   */
  files: { url: string; label: string; picture: boolean; print?: boolean }[];
  answer: "approved" | "changes" | null;
  comment: string;
  answeredAt: string | null;
  /** The staff member who answered it from their signed-in browser, rather than the customer. */
  answeredByStaff: string | null;
  /** The file the customer sent with their changes. */
  replyFile: { url: string; filename: string } | null;
  /** A later proof was sent before this one was answered. */
  replaced: boolean;
}

export interface OrderStatus {
  order: PlacedOrder;
  stage: OrderStage;
  /** Each stage entered so far, with when (ISO 8601). */
  history: { stage: OrderStage; enteredAt: string }[];
  /** The confirmation e-mail waits for staff (a confirmation limit was reached). */
  confirmationHeld: boolean;
  /** Every proof sent, oldest first. */
  proofs: ProofRound[];
  /** What it owes and what was paid (null: placed with payments off, billed outside the system). */
  payment: OrderPayment | null;
}
