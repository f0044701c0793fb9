import type { ProductionStore } from "../production/store.ts";
import type { Logger } from "pino";
import type { ShopServices } from "#app/services.server.ts";
import type { Database } from "../db/database.ts";
import type { SecretKey } from "../secret-key.ts";
import type { ConfirmationLimits } from "../mail/queue-emails.ts";
import type { Intake } from "../submissions/intake.ts";
import { cartIsFull, clampQuantity, itemsOf, putInCart, toCartItem } from "./cart.ts";
import { createOrders } from "./orders.ts";

/** What the shop service is built with (server/index.ts). */
export interface ShopSettings {
  /** Records the shop's submissions (a design added, an order placed). */
  intake: Pick<Intake, "recordWith" | "recordIn">;
  publicUrl: string;
  shopNotifyEmail: string | undefined;
  smtpConfigured: boolean;
  confirmationLimits: ConfirmationLimits;
  /** A webhook delivery and e-mails were committed: the workers may look now. */
  onQueued: () => void;
  logger: Logger;
  /** Where the proofs' files are kept (server/production/). */
  productionFiles: ProductionStore;
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
    ...createOrders(database, { ...settings, clock }),
  };
}
