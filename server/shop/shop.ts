import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { currentTemplate } from "../templates/library.ts";
import type { Logger } from "pino";
import type { CartItem, StoredDesign } from "#app/domain/cart.ts";
import type { Checkout } from "#app/forms/checkout.ts";
import type { SubmissionContext } from "#app/webhooks/payloads.server.ts";
import type { RecordOutcome, SubmissionInput } from "../submissions/services.ts";
import type { Database } from "../db/database.ts";
import type { SecretKey } from "../secret-key.ts";
import type { ConfirmationLimits } from "../mail/queue-emails.ts";
import type { Intake } from "../submissions/intake.ts";
import { cartIsFull, clampQuantity, itemsOf, putInCart, toCartItem } from "./cart.ts";
import { placeOrder } from "./place-order.ts";

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
  /** A model's current measured template (the shop's template library), or null: its drawn outline is cut. */
  cutTemplate(brand: string, model: string): Promise<CutTemplate | null>;
}

/** What the shop service is built with (server/index.ts). */
export interface ShopSettings {
  /** Records the shop's submissions (a design added, an order placed). */
  intake: Pick<Intake, "recordWith" | "recordIn">;
  publicUrl: string;
  /** Stripe payments are on: each order owes its total (server/payments/). */
  paymentsOn: boolean;
  shopNotifyEmail: string | undefined;
  smtpConfigured: boolean;
  confirmationLimits: ConfirmationLimits;
  /** A webhook delivery and e-mails were committed: the workers may look now. */
  onQueued: () => void;
  logger: Logger;
  /** The server's secret key: the status links' tokens (server/secret-key.ts). */
  key: SecretKey;
  /** Milliseconds since the epoch; tests pass a fixed one. */
  clock?: () => number;
}

/**
 * The shop service over the database (PRODUCT.md section 6): the one way to
 * change a cart or place an order. A design added and an order placed are
 * recorded by the intake as submissions, in the same transaction.
 */
export function createShop(database: Database, settings: ShopSettings): ShopServices {
  const { db } = database;
  const { intake, clock = Date.now } = settings;

  async function countUnits(cartId: string): Promise<number> {
    const row = await db
      .selectFrom("cart_items")
      .select((eb) => eb.fn.sum<number | string | null>("quantity").as("units"))
      .where("cart_id", "=", cartId)
      .executeTakeFirst();
    return Number(row?.units ?? 0);
  }

  async function touch(cartId: string) {
    await db.updateTable("carts").set({ updated_at: clock() }).where("id", "=", cartId).execute();
  }

  return {
    async cartItems(cartId) {
      return (await itemsOf(db, cartId).execute()).map(toCartItem);
    },
    countUnits,
    cutTemplate: (brand, model) => currentTemplate(db, brand, model),
    async cartExists(cartId) {
      const row = await db
        .selectFrom("carts")
        .select("id")
        .where("id", "=", cartId)
        .executeTakeFirst();
      return Boolean(row);
    },
    addDesign({ submission, ...design }) {
      return intake.recordWith(
        { ...submission, kind: "added-to-cart" },
        {
          refuse: async (trx) => ((await cartIsFull(trx, design)) ? "cart-full" : null),
          apply: (trx, now) => putInCart(trx, submission.id, design, now),
        },
      );
    },
    async setQuantity(cartId, itemId, quantity) {
      await db
        .updateTable("cart_items")
        .set({ quantity: clampQuantity(quantity), updated_at: clock() })
        .where("id", "=", itemId)
        .where("cart_id", "=", cartId)
        .execute();
      await touch(cartId);
      return countUnits(cartId);
    },
    async removeItem(cartId, itemId) {
      await db
        .deleteFrom("cart_items")
        .where("id", "=", itemId)
        .where("cart_id", "=", cartId)
        .execute();
      await touch(cartId);
      return countUnits(cartId);
    },
    placeOrder: placeOrder(database, { ...settings, clock }),
  };
}
