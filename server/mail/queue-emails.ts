import type { PaymentTerms } from "#app/webhooks/order-payloads.server.ts";
import type { Insertable, Transaction } from "kysely";
import { createHash } from "node:crypto";
import type { OrderStage, PlacedOrder } from "#app/domain/orders.ts";
import type { DatabaseSchema, EmailsTable } from "../db/schema.ts";
import { clientIdentity } from "../rate-limit.ts";
import {
  type RenderedEmail,
  orderConfirmationEmail,
  orderStageEmail,
  shopNoticeEmail,
} from "./order-emails.ts";

/*
 * The e-mails an order queues, in the transaction that places or moves it:
 * the outbox (mail-outbox.ts) sends them, or keeps them for the operator.
 */

export interface QueueOrderEmailsOptions {
  /** The customer's private status link, with its token. */
  statusUrl: string;
  /** Where each design of the order is shown on its device, by its line's id. */
  pictureUrl?: (lineId: string) => string;
  /** SHOP_NOTIFY_EMAIL; unset sends the shop no notice. */
  shopNotifyEmail?: string;
  /** With no SMTP_URL the e-mails are kept ("stored") for the operator instead. */
  smtpConfigured: boolean;
  /** Milliseconds since the epoch. */
  now: number;
  /** A hash of the ordering client's address (clientKey), for the confirmation limits. */
  clientKey: string | null;
  confirmationLimits: ConfirmationLimits;
  /** How the order is paid: the confirmation says what happens next. */
  paymentTerms?: PaymentTerms;
}

/**
 * Order confirmations one e-mail address, and one client, may be sent within
 * a day (CONFIRMATIONS_PER_ADDRESS, CONFIRMATIONS_PER_CLIENT). Past either,
 * the order is placed and the shop told as always, but the confirmation is
 * held for staff to look at and release (`npm run outbox -- resend <id>`):
 * checkouts typed with a stranger's address cannot have the shop mail that
 * stranger over and over.
 */
export interface ConfirmationLimits {
  perAddress: number;
  perClient: number;
}

const confirmationWindowHours = 24;

/** A client (clientIdentity) as e-mail rows keep it: hashed, since only equality matters. */
export const clientKey = (ip: string | null): string | null =>
  ip
    ? createHash("sha256")
        .update(`client:${clientIdentity(ip)}`)
        .digest("hex")
    : null;

/**
 * Why a confirmation to `to` for `client` must be held (ConfirmationLimits),
 * or null when it may go. Held ones do not count, so holding never extends itself.
 */
async function confirmationHeldBecause(
  trx: Transaction<DatabaseSchema>,
  { to, client, now }: { to: string; client: string | null; now: number },
  { perAddress, perClient }: ConfirmationLimits,
): Promise<string | null> {
  const windowHours = confirmationWindowHours;
  const recent = trx
    .selectFrom("emails")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("purpose", "=", "order-confirmation")
    .where("state", "!=", "held")
    .where("created_at", ">", now - windowHours * 3600_000);
  const toAddress = await recent
    .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", to.toLowerCase()))
    .executeTakeFirstOrThrow();
  if (Number(toAddress.count) >= perAddress) {
    return `${perAddress} confirmations to this address in ${windowHours} hours: held for staff`;
  }
  if (client) {
    const fromClient = await recent.where("client_key", "=", client).executeTakeFirstOrThrow();
    if (Number(fromClient.count) >= perClient) {
      return `${perClient} confirmations from this client in ${windowHours} hours: held for staff`;
    }
  }
  return null;
}

/**
 * An e-mail row about an order: pending, stored while no SMTP is configured,
 * or held (with the reason) past a limit.
 */
export const emailRow = (
  order: PlacedOrder,
  { id, purpose, to }: { id: string; purpose: string; to: string },
  email: RenderedEmail,
  {
    smtpConfigured,
    now,
    clientKey = null,
    heldBecause = null,
  }: Pick<QueueOrderEmailsOptions, "smtpConfigured" | "now"> & {
    clientKey?: string | null;
    heldBecause?: string | null;
  },
): Insertable<EmailsTable> => ({
  id: `${order.number}-${id}`,
  purpose,
  order_number: order.number,
  to_address: to,
  subject: email.subject,
  text_body: email.text,
  html_body: email.html,
  state: heldBecause ? "held" : smtpConfigured ? "pending" : "stored",
  last_error: heldBecause,
  next_attempt_at: now,
  created_at: now,
  client_key: clientKey,
});

/** Ids are derived from the order: queueing the same e-mail again adds nothing. */
export const insertOnce = (trx: Transaction<DatabaseSchema>, rows: Insertable<EmailsTable>[]) =>
  trx
    .insertInto("emails")
    .values(rows)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();

/**
 * Queues an order's e-mails inside the transaction that places the order, so
 * an order is never committed without them. Call the outbox's `notify()`
 * after the commit. The shop's notice leaves out the status link, a secret
 * that belongs to the customer.
 */
export async function queueOrderEmails(
  trx: Transaction<DatabaseSchema>,
  order: PlacedOrder,
  options: QueueOrderEmailsOptions,
): Promise<void> {
  const { statusUrl, shopNotifyEmail, clientKey: client, now } = options;
  const to = order.customer.email;
  const heldBecause = await confirmationHeldBecause(
    trx,
    { to, client, now },
    options.confirmationLimits,
  );
  const rows = [
    emailRow(
      order,
      { id: "confirmation", purpose: "order-confirmation", to },
      orderConfirmationEmail(order, statusUrl, options.pictureUrl, options.paymentTerms),
      { ...options, heldBecause },
    ),
  ];
  if (shopNotifyEmail) {
    rows.push(
      emailRow(
        order,
        { id: "shop-notice", purpose: "shop-notice", to: shopNotifyEmail },
        shopNoticeEmail(order, undefined, options.pictureUrl),
        options,
      ),
    );
  }
  await insertOnce(trx, rows);
}

/** Queues the customer's news of a later stage, in the transaction that moves the order. */
export async function queueStageEmail(
  trx: Transaction<DatabaseSchema>,
  order: PlacedOrder,
  stage: Exclude<OrderStage, "received">,
  options: Omit<QueueOrderEmailsOptions, "shopNotifyEmail" | "clientKey" | "confirmationLimits"> & {
    message?: string;
    /** The order's "Pay" link, when it is paid by card now (an approved proof: issue 37). */
    payUrl?: string | undefined;
  },
): Promise<void> {
  await insertOnce(trx, [
    emailRow(
      order,
      {
        id: `stage-${stage}`,
        purpose: `order-${stage.replaceAll("_", "-")}`,
        to: order.customer.email,
      },
      orderStageEmail(order, stage, options.statusUrl, options.message, options.payUrl),
      options,
    ),
  ]);
}
