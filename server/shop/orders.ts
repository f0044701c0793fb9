import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import {
  type OrderStage,
  type OrderStatus,
  type PlacedOrder,
  isOrderStage,
} from "#app/domain/orders.ts";
import type { ShopServices } from "#app/services.server.ts";
import { placedOrderPayload } from "#app/webhooks/payloads.server.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type TokenKind, linkToken, tokenMarker } from "../mail/secret-links.ts";
import type { SecretKey } from "../secret-key.ts";
import { clientKey, queueOrderEmails } from "../mail/queue-emails.ts";
import { answerProof, findProofFile, proofRounds } from "../production/proofs.ts";
import { queueProductionJobs } from "../production/queue.ts";
import { buildOrder } from "./build-order.ts";
import { itemsOf, toCartItem } from "./cart.ts";
import type { ShopSettings } from "./shop.ts";

/** Order numbers: "WC-" and 8 characters without look-alikes (Crockford's base 32). */
const numberAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function newOrderNumber(): string {
  return `WC-${[...randomBytes(8)].map((byte) => numberAlphabet[byte % 32]).join("")}`;
}

/** What an order's status link is made from: its row's columns. */
export interface StatusLinkSource {
  checkout_id: string;
  cart_id: string | null;
  status_link_version: number;
}

/**
 * The status link's token, derived from the checkout form's id and the cart
 * (its id is in an HttpOnly cookie, never in a page): only the browser that
 * placed the order has both, and the same post again can be answered with
 * the same link. The checkout id alone, which is in the checkout page, is not
 * enough (issue 16). Since issue 32 it is keyed with SECRET_KEY too, which
 * the database never holds (version 2); orders placed before keep the links
 * they were sent (version 1, and cart_id null before carts were kept). Only
 * its hash is stored.
 */
function statusTokenRecipe(order: StatusLinkSource): { kind: TokenKind; input: string } {
  const { checkout_id: checkoutId, cart_id: cartId } = order;
  const input = cartId === null ? checkoutId : `${checkoutId}:${cartId}`;
  return { kind: order.status_link_version >= 2 ? "order-status" : "order-status-v1", input };
}

/** The status link's token (the customer's redirect, the console's copy of the link). */
export function statusToken(key: SecretKey, order: StatusLinkSource): string {
  const { kind, input } = statusTokenRecipe(order);
  return linkToken(key, kind, input);
}

/** The customer's private link to an order's page. */
export const orderStatusUrl = (publicUrl: string, number: string, token: string) =>
  `${publicUrl}/orders/${number}?token=${token}`;

/** The status link as an e-mail holds it: its token a marker the outbox fills in as it sends. */
export function emailedStatusUrl(publicUrl: string, number: string, order: StatusLinkSource) {
  const { kind, input } = statusTokenRecipe(order);
  return orderStatusUrl(publicUrl, number, tokenMarker(kind, input));
}

/**
 * The key of a design's picture link (the e-mails show each design on its
 * device): derived from the checkout's id like the status token, but one
 * way, so a mail client's image proxy that sees the link learns nothing of
 * the token.
 */
function designPictureKey(checkoutId: string, lineId: string): string {
  return createHash("sha256")
    .update(`design-picture:${checkoutId}:${lineId}`)
    .digest("base64url")
    .slice(0, 32);
}

/** Where a design of an order is drawn on its device, as a PNG (app/routes/shop/design-picture.ts). */
const designPictureUrl = (publicUrl: string, number: string, checkoutId: string, lineId: string) =>
  `${publicUrl}/orders/${number}/designs/${designPictureKey(checkoutId, lineId)}.png`;

/** An order by its number, if `token` is its status token (compared in constant time). */
export async function orderByToken(db: Kysely<DatabaseSchema>, number: string, token: string) {
  const row = await db
    .selectFrom("orders")
    .select(["record", "stage", "token_hash", "checkout_id"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  const given = Buffer.from(sha256(token), "hex");
  const stored = Buffer.from(row.token_hash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return row;
}

/** The stages an order entered, and when, oldest first. */
export async function stageHistory(
  db: Kysely<DatabaseSchema>,
  number: string,
): Promise<OrderStatus["history"]> {
  const rows = await db
    .selectFrom("order_stages")
    .select(["stage", "entered_at"])
    .where("order_number", "=", number)
    .orderBy("entered_at")
    .execute();
  return rows
    .filter((entry) => isOrderStage(entry.stage))
    .map((entry) => ({
      stage: entry.stage as OrderStage,
      enteredAt: new Date(Number(entry.entered_at)).toISOString(),
    }));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Placing and finding orders, the shop service's half that is not the cart (shop.ts). */
/**
 * What the staff's order search matches (server/staff/order-queue.ts): the
 * number, the customer's name and e-mail and the PO, lowercased in one column.
 */
export function orderSearchText(
  order: Pick<PlacedOrder, "number" | "customer" | "purchaseOrder">,
): string {
  return [order.number, order.customer.name, order.customer.email, order.purchaseOrder]
    .join(" ")
    .toLowerCase();
}

export function createOrders(
  { db, engine }: Database,
  {
    intake,
    publicUrl,
    shopNotifyEmail,
    smtpConfigured,
    confirmationLimits,
    onQueued,
    logger,
    productionFiles,
    key,
    clock,
  }: ShopSettings & { clock: () => number },
): Pick<
  ShopServices,
  "placeOrder" | "findOrder" | "findOrderDesign" | "answerProof" | "proofFile"
> {
  return {
    async placeOrder({ cartId, checkout, context }) {
      const { checkoutId } = checkout;
      const link = { checkout_id: checkoutId, cart_id: cartId, status_link_version: 2 };
      const token = statusToken(key, link);
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
        const existing = await trx
          .selectFrom("orders")
          .select(["number", "cart_id"])
          .where("checkout_id", "=", checkoutId)
          .executeTakeFirst();
        if (existing) return repeated(existing);

        // The cart's rows are deleted below; on PostgreSQL, lock them now so a
        // concurrent change to an item waits for the order.
        let query = itemsOf(trx, cartId);
        if (engine === "postgres") query = query.forUpdate();
        const rows = await query.execute();
        if (rows.length === 0) return { outcome: "empty-cart" as const };
        const items = rows.map(toCartItem);

        const number = newOrderNumber();
        const order = buildOrder(items, number, checkout, context.timestamp);
        const now = clock();
        const inserted = await trx
          .insertInto("orders")
          .values({
            number,
            checkout_id: checkoutId,
            cart_id: cartId,
            token_hash: sha256(token),
            status_link_version: link.status_link_version,
            stage: "received",
            email: order.customer.email,
            customer_name: order.customer.name,
            purchase_order: order.purchaseOrder,
            search_text: orderSearchText(order),
            total_cents: order.totalCents,
            record: JSON.stringify(order),
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column("checkout_id").doNothing())
          .returning("number")
          .executeTakeFirst();
        if (!inserted) {
          // The same checkout committed in between (a double post on another connection).
          const winner = await trx
            .selectFrom("orders")
            .select(["number", "cart_id"])
            .where("checkout_id", "=", checkoutId)
            .executeTakeFirstOrThrow();
          return repeated(winner);
        }
        await trx
          .insertInto("order_stages")
          .values({ order_number: number, stage: "received", entered_at: now })
          .execute();
        // Each design's print file and mockup are made in the background (server/production/).
        await queueProductionJobs(
          trx,
          number,
          order.lines.map((line) => line.id),
          now,
        );
        // Forwarded to the shop's order webhook under the order number (its webhook-id).
        const payload = placedOrderPayload(order, context, cartId);
        await intake.recordIn(trx, { id: number, kind: "order-placed", payload }, now);
        await queueOrderEmails(trx, order, {
          statusUrl: emailedStatusUrl(publicUrl, number, link),
          pictureUrl: (lineId) => designPictureUrl(publicUrl, number, checkoutId, lineId),
          shopNotifyEmail,
          smtpConfigured,
          now,
          clientKey: clientKey(context.ip),
          confirmationLimits,
        });
        await trx.deleteFrom("cart_items").where("cart_id", "=", cartId).execute();
        return { outcome: "created" as const, number, token };
      });
      if (outcome.outcome === "created") {
        logger.info({ order: outcome.number }, "Order placed");
        onQueued();
      }
      return outcome;
    },

    async findOrderDesign(number, pictureKey) {
      const row = await db
        .selectFrom("orders")
        .select(["record", "checkout_id"])
        .where("number", "=", number)
        .executeTakeFirst();
      if (!row) return undefined;
      const order = JSON.parse(row.record) as PlacedOrder;
      return order.lines.find((line) => designPictureKey(row.checkout_id, line.id) === pictureKey)
        ?.design;
    },

    async answerProof({ token, ...input }) {
      if (!(await orderByToken(db, input.number, token))) return { outcome: "unknown-order" };
      const answered = await answerProof(
        { db },
        { publicUrl, smtpConfigured, shopNotifyEmail },
        { ...input, now: clock() },
      );
      if (answered.outcome === "answered") {
        logger.info(
          { order: input.number, round: input.round, answer: input.answer },
          "Proof answered",
        );
        onQueued();
      }
      return answered;
    },

    proofFile: (number, fileId, key) =>
      findProofFile({ db }, productionFiles, { number, fileId, key }),

    async findOrder(number, token): Promise<OrderStatus | undefined> {
      const row = await orderByToken(db, number, token);
      if (!row) return undefined;
      const confirmation = await db
        .selectFrom("emails")
        .select("state")
        .where("order_number", "=", number)
        .where("purpose", "=", "order-confirmation")
        .executeTakeFirst();
      return {
        order: JSON.parse(row.record),
        stage: (isOrderStage(row.stage) ? row.stage : "received") as OrderStage,
        history: await stageHistory(db, number),
        confirmationHeld: confirmation?.state === "held",
        proofs: await proofRounds(db, number, row.checkout_id),
      };
    },
  };
}
