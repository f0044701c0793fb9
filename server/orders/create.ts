import type { PaymentTerms } from "#app/webhooks/order-payloads.server.ts";
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type ConfirmationLimits, queueOrderEmails } from "../mail/queue-emails.ts";
import type { SecretKey } from "../secret-key.ts";
import {
  type OrderKeys,
  designPictureUrl,
  emailedStatusUrl,
  statusToken,
  statusTokenHash,
} from "./links.ts";

/*
 * A new order's row, its first stage and its e-mails, in the placing
 * transaction (the shop's: server/shop/place-order.ts). Only the status
 * token's hash is stored.
 */

type Db = Kysely<DatabaseSchema>;

/** Order numbers: "WC-" and 8 characters without look-alikes (Crockford's base 32). */
const numberAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newOrderNumber(): string {
  return `WC-${[...randomBytes(8)].map((byte) => numberAlphabet[byte % 32]).join("")}`;
}

/**
 * What the staff's order search matches (server/orders/queue.ts): the
 * number, the customer's name and e-mail and the PO, lowercased in one column.
 */
export function orderSearchText(
  order: Pick<PlacedOrder, "number" | "customer" | "purchaseOrder">,
): string {
  return [order.number, order.customer.name, order.customer.email, order.purchaseOrder]
    .join(" ")
    .toLowerCase();
}

/** The order a checkout placed, if one did: its number and its cart. */
export function orderOfCheckout(db: Db, checkoutId: string) {
  return db
    .selectFrom("orders")
    .select(["number", "cart_id"])
    .where("checkout_id", "=", checkoutId)
    .executeTakeFirst();
}

export interface NewOrderMail {
  publicUrl: string;
  shopNotifyEmail: string | undefined;
  smtpConfigured: boolean;
  confirmationLimits: ConfirmationLimits;
  /** The placing client (clientKey), for the confirmations' limit per client. */
  clientKey: string | null;
  /** How the order is paid (its confirmation's next steps). */
  paymentTerms: PaymentTerms;
}

/**
 * Inserts a placed order (unless its checkout placed one meanwhile: then
 * false), enters its first stage and queues its e-mails. Answers the status
 * link's token.
 */
export async function createOrder(
  db: Transaction<DatabaseSchema>,
  key: SecretKey,
  mail: NewOrderMail,
  input: { order: PlacedOrder; checkoutId: string; cartId: string; now: number },
): Promise<{ created: true; token: string } | { created: false }> {
  const { order, checkoutId, cartId, now } = input;
  const keys: OrderKeys = { checkoutId, cartId, statusLinkVersion: 2 };
  const token = statusToken(key, keys);
  const inserted = await db
    .insertInto("orders")
    .values({
      number: order.number,
      checkout_id: checkoutId,
      cart_id: cartId,
      token_hash: statusTokenHash(token),
      status_link_version: keys.statusLinkVersion,
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
  if (!inserted) return { created: false };
  await db
    .insertInto("order_stages")
    .values({ order_number: order.number, stage: "received", entered_at: now })
    .execute();
  await queueOrderEmails(db, order, {
    statusUrl: emailedStatusUrl(mail.publicUrl, order.number, keys),
    pictureUrl: (lineId) => designPictureUrl(mail.publicUrl, order.number, checkoutId, lineId),
    shopNotifyEmail: mail.shopNotifyEmail,
    smtpConfigured: mail.smtpConfigured,
    now,
    clientKey: mail.clientKey,
    confirmationLimits: mail.confirmationLimits,
    paymentTerms: mail.paymentTerms,
  });
  return { created: true, token };
}
