import type { ShopServices } from "#app/services.server.ts";
import { placedOrderPayload } from "#app/webhooks/order-payloads.server.ts";
import type { Database } from "../db/database.ts";
import { clientKey } from "../mail/queue-emails.ts";
import { createOrder, newOrderNumber, orderOfCheckout } from "../orders/create.ts";
import { statusToken } from "../orders/links.ts";
import { openPayment, paymentTermsOf } from "../payments/store.ts";
import { queueProductionJobs } from "../production/queue.ts";
import { buildOrder } from "./build-order.ts";
import { itemsOf, toCartItem } from "./cart.ts";
import type { ShopSettings } from "./shop.ts";

/*
 * Placing an order: the cart's designs priced by the pricing module as an
 * order (orders/create.ts keeps it), its print files queued, its webhook
 * delivery recorded, and the cart emptied, in one transaction. The same
 * checkout again answers the same order.
 */
export function placeOrder(
  { db, engine }: Database,
  settings: ShopSettings & { clock: () => number },
): ShopServices["placeOrder"] {
  const { intake, key, logger, clock } = settings;
  return async ({ cartId, checkout, context }) => {
    const { checkoutId } = checkout;
    const token = statusToken(key, { checkoutId, cartId, statusLinkVersion: 2 });
    // The same checkout again finds its order, from the cart that placed it only: the status
    // token comes from the checkout id, so the id alone must not lead to the order.
    const repeated = (order: { number: string; cart_id: string | null }) =>
      order.cart_id === cartId
        ? { outcome: "duplicate" as const, number: order.number, token }
        : { outcome: "conflict" as const };
    const outcome = await db.transaction().execute(async (trx) => {
      // On PostgreSQL, checkouts of one cart take turns: a double post waits
      // here for the first to commit, then finds its order below, instead of
      // finding the cart emptied by it.
      if (engine === "postgres") {
        await trx.selectFrom("carts").select("id").where("id", "=", cartId).forUpdate().execute();
      }
      const existing = await orderOfCheckout(trx, checkoutId);
      if (existing) return repeated(existing);

      // The cart's rows are deleted below; on PostgreSQL, lock them now so a
      // concurrent change to an item waits for the order.
      let query = itemsOf(trx, cartId);
      if (engine === "postgres") query = query.forUpdate();
      const rows = await query.execute();
      if (rows.length === 0) return { outcome: "empty-cart" as const };

      const order = buildOrder(rows.map(toCartItem), newOrderNumber(), checkout, context.timestamp);
      const now = clock();
      const terms = settings.paymentsOn ? paymentTermsOf(order) : "invoice_after_proof";
      const created = await createOrder(
        trx,
        key,
        {
          publicUrl: settings.publicUrl,
          shopNotifyEmail: settings.shopNotifyEmail,
          smtpConfigured: settings.smtpConfigured,
          confirmationLimits: settings.confirmationLimits,
          clientKey: clientKey(context.ip),
          paymentTerms: terms,
        },
        { order, checkoutId, cartId, now },
      );
      if (!created.created) {
        // The same checkout committed in between (a double post on another connection).
        const winner = await orderOfCheckout(trx, checkoutId);
        if (!winner) throw new Error(`The checkout ${checkoutId} placed no order`);
        return repeated(winner);
      }
      const { number } = order;
      // With payments on, the order owes its total until Stripe's webhook says it is paid.
      if (settings.paymentsOn) await openPayment(trx, order, now);
      // Each design's print file and mockup are made in the background (server/production/).
      await queueProductionJobs(
        trx,
        number,
        order.lines.map((line) => line.id),
        now,
      );
      // Forwarded to the shop's order webhook under the order number (its webhook-id).
      const payload = placedOrderPayload(order, context, cartId, terms);
      await intake.recordIn(trx, { id: number, kind: "order-placed", payload }, now);
      await trx.deleteFrom("cart_items").where("cart_id", "=", cartId).execute();
      return { outcome: "created" as const, number, token: created.token };
    });
    if (outcome.outcome === "created") {
      logger.info({ order: outcome.number }, "Order placed");
      settings.onQueued();
    }
    return outcome;
  };
}
