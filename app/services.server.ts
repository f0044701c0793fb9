import { createContext } from "react-router";
import type { StoredArtwork } from "~/forms/artwork";
import type { OrderDesign, OrderStage, PlacedOrder } from "~/domain/orders";

/** The kinds of submission, each forwarded to its own webhook (PRODUCT.md section 5). */
export type SubmissionKind =
  "contact" | "quote" | "affiliate" | "newsletter" | "order" | "checkout";

export interface SubmissionInput {
  /** Made by the browser when the form opened (or by the server for a post without script). */
  id: string;
  kind: SubmissionKind;
  /** The record stored and forwarded as it is (SPEC.md section 3 shapes). */
  payload: object;
  /** Uploaded files the submission names: kept from then on (never expired). */
  artworkIds?: readonly string[];
  /** A design added to a cart, stored with the submission in one transaction. */
  cartItem?: NewCartItem;
}

/** A design going into a cart (the cart is made if it is new). */
export interface NewCartItem {
  cartId: string;
  design: StoredDesign;
  /** An item of the same cart this design replaces (edited in the customizer). */
  replaces?: string;
}

/** What a cart item keeps of its design. */
export interface StoredDesign {
  /** The customizer's fields as posted, to open the design again for editing. */
  fields: Record<string, string>;
  /** What the cart, the order and the e-mails show. */
  design: OrderDesign;
  /** The add-to-cart payload's product, device, options and image (SPEC.md section 3). */
  wrap: Record<string, unknown>;
}

export interface CartItem extends StoredDesign {
  id: string;
  quantity: number;
}

/** A stored artwork file and the link the shop downloads it from. */
export interface ArtworkLink extends StoredArtwork {
  url: string;
}

/**
 * A new record; the same id and kind again; an id already used by another
 * kind; or an uploaded file the submission names is gone (nothing stored).
 */
export type RecordOutcome = "created" | "duplicate" | "conflict" | "missing-artwork";

/**
 * What the running server hands routes (server/index.ts builds it): routes
 * never open the database or read the environment themselves.
 */
export interface SubmissionServices {
  /** Commits a submission (and its webhook delivery) before answering. */
  recordSubmission(input: SubmissionInput): Promise<RecordOutcome>;
  /** An uploaded file by its id, if it is (still) stored. */
  findArtwork(id: string): Promise<ArtworkLink | undefined>;
  /** A stored image's 800 px preview (WebP), made once; undefined for a PDF or an unknown id. */
  artworkPreview(id: string): Promise<Buffer | undefined>;
  /** Counts a post dropped because its honeypot was filled. */
  countDroppedPost(form: string): void;
  /** Logs a submission that could not be stored; the visitor is asked to try again. */
  reportFailure(form: string, error: unknown): void;
}

export type PlaceOrderOutcome =
  { outcome: "created" | "duplicate"; number: string; token: string } | { outcome: "empty-cart" };

export interface OrderStatus {
  order: PlacedOrder;
  stage: OrderStage;
  /** Each stage entered so far, with when (ISO 8601). */
  history: { stage: OrderStage; enteredAt: string }[];
}

/** Carts and orders (PRODUCT.md section 6). */
export interface ShopServices {
  cartItems(cartId: string): Promise<CartItem[]>;
  /** Units in the cart (every design's quantity). */
  countUnits(cartId: string): Promise<number>;
  /** Answers the cart's units afterwards; an item of another cart is left alone. */
  setQuantity(cartId: string, itemId: string, quantity: number): Promise<number>;
  removeItem(cartId: string, itemId: string): Promise<number>;
  /**
   * Commits the cart as an order with the webhook delivery and the e-mails,
   * and empties the cart; the same checkout id again answers the same order.
   */
  placeOrder(input: {
    checkoutId: string;
    cartId: string;
    /** Prices the cart's items as the order (run inside the order's transaction). */
    build: (items: CartItem[], number: string) => { order: PlacedOrder; payload: object };
  }): Promise<PlaceOrderOutcome>;
  /** An order, if the token is its status token. */
  findOrder(number: string, token: string): Promise<OrderStatus | undefined>;
  /** A design of an order, by the key of its picture's link (the e-mails show it). */
  findOrderDesign(number: string, pictureKey: string): Promise<OrderDesign | undefined>;
}

/** What the HTTP layer knows of the request that React Router's Request does not carry. */
export interface ClientInfo {
  /** The client's address, behind a trusted local proxy if there is one. */
  ip: string | null;
}

export const submissionServicesContext = createContext<SubmissionServices>();
export const shopServicesContext = createContext<ShopServices>();
export const clientInfoContext = createContext<ClientInfo>();
