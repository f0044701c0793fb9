import { createContext } from "react-router";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import type { CartItem, StoredDesign } from "#app/domain/cart.ts";
import type { OrderDesign, OrderStatus } from "#app/domain/orders.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
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
}

/** What the HTTP layer knows of the request that React Router's Request does not carry. */
export interface ClientInfo {
  /** The client's address, behind a trusted local proxy if there is one. */
  ip: string | null;
}

export const submissionServicesContext = createContext<SubmissionServices>();
export const shopServicesContext = createContext<ShopServices>();
export const clientInfoContext = createContext<ClientInfo>();
