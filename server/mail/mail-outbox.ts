import type { Insertable, Transaction } from "kysely";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OrderStage, PlacedOrder } from "../../app/domain/orders.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema, Email, EmailsTable } from "../db/schema.ts";
import { nextRetryDelayMs } from "../outbox/retry-schedule.ts";
import { createPollingWorker } from "../outbox/worker.ts";
import { countEmails } from "./operator.ts";
import {
  type RenderedEmail,
  orderConfirmationEmail,
  orderStageEmail,
  shopNoticeEmail,
} from "./order-emails.ts";

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
}

/** An e-mail row about an order: pending, or stored while no SMTP is configured. */
const emailRow = (
  order: PlacedOrder,
  { id, purpose, to }: { id: string; purpose: string; to: string },
  email: RenderedEmail,
  { smtpConfigured, now }: Pick<QueueOrderEmailsOptions, "smtpConfigured" | "now">,
): Insertable<EmailsTable> => ({
  id: `${order.number}-${id}`,
  purpose,
  order_number: order.number,
  to_address: to,
  subject: email.subject,
  text_body: email.text,
  html_body: email.html,
  state: smtpConfigured ? "pending" : "stored",
  next_attempt_at: now,
  created_at: now,
});

/** Ids are derived from the order: queueing the same e-mail again adds nothing. */
const insertOnce = (trx: Transaction<DatabaseSchema>, rows: Insertable<EmailsTable>[]) =>
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
  const { statusUrl, shopNotifyEmail } = options;
  const rows = [
    emailRow(
      order,
      { id: "confirmation", purpose: "order-confirmation", to: order.customer.email },
      orderConfirmationEmail(order, statusUrl, options.pictureUrl),
      options,
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
  options: Omit<QueueOrderEmailsOptions, "shopNotifyEmail"> & { message?: string },
): Promise<void> {
  await insertOnce(trx, [
    emailRow(
      order,
      {
        id: `stage-${stage}`,
        purpose: `order-${stage.replaceAll("_", "-")}`,
        to: order.customer.email,
      },
      orderStageEmail(order, stage, options.statusUrl, options.message),
      options,
    ),
  ]);
}

export interface MailOutboxSettings {
  /** SMTP_URL (smtp:// or smtps://); unset means e-mails are stored, and no worker runs. */
  smtpUrl: string | undefined;
  /** The sender, e.g. `WrapCraft <hello@wrapcraft.co>`. */
  from: string;
  /** Seconds between attempts, as for webhooks. */
  retrySchedule: readonly number[];
  /** How often an idle worker looks for due e-mails. */
  pollIntervalMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** How long one attempt may take before it counts as failed. */
  attemptTimeoutMs: number;
}

type ClaimedEmail = Pick<
  Email,
  "id" | "purpose" | "to_address" | "subject" | "text_body" | "html_body" | "attempts"
>;

/**
 * What a failed attempt tells: nodemailer's errors carry the SMTP reply code,
 * if any, and whether it is a permanent rejection (5yz but 503) that sending
 * the same message again would only get again.
 */
function describeFailure(error: unknown): {
  error: string;
  responseCode: number | null;
  permanent: boolean;
} {
  const fields = error && typeof error === "object" ? (error as Record<string, unknown>) : {};
  return {
    error: error instanceof Error ? error.message : String(error),
    responseCode: typeof fields.responseCode === "number" ? fields.responseCode : null,
    permanent: fields.permanent === true,
  };
}

/**
 * The e-mail outbox, built like the webhook outbox (server/outbox/outbox.ts):
 * every instance runs a worker that claims due rows with a lease (SKIP LOCKED
 * on PostgreSQL), so a crashed instance's claims come back by themselves.
 * Delivery is at-least-once: an instance that dies after the SMTP server took
 * a message but before the row was marked sends it again.
 */
export function createMailOutbox(database: Database, settings: MailOutboxSettings, logger: Logger) {
  const { db, engine } = database;
  const leaseMs = settings.attemptTimeoutMs + 30_000;
  const transport = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        connectionTimeout: settings.attemptTimeoutMs,
        greetingTimeout: settings.attemptTimeoutMs,
        socketTimeout: settings.attemptTimeoutMs,
      })
    : undefined;
  // An unhandled "error" event would end the process; a failed send is handled per row.
  transport?.on("error", (error) => logger.error({ err: error }, "Mail transport error"));

  async function claimDue(limit: number): Promise<ClaimedEmail[]> {
    if (!transport) return [];
    const now = Date.now();
    const due = db
      .selectFrom("emails")
      .select("id")
      .where("state", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .orderBy("next_attempt_at")
      .limit(limit);
    return db
      .updateTable("emails")
      .set((eb) => ({ next_attempt_at: now + leaseMs, attempts: eb("attempts", "+", 1) }))
      .where("id", "in", engine === "postgres" ? due.forUpdate().skipLocked() : due)
      .returning(["id", "purpose", "to_address", "subject", "text_body", "html_body", "attempts"])
      .execute();
  }

  async function send(email: ClaimedEmail): Promise<void> {
    if (!transport) return;
    const started = performance.now();
    let failure: ReturnType<typeof describeFailure> | undefined;
    try {
      await transport.sendMail({
        from: settings.from,
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        // The socket timeouts bound each step; this bounds the whole attempt, within the lease.
        signal: AbortSignal.timeout(settings.attemptTimeoutMs),
      });
    } catch (error) {
      failure = describeFailure(error);
    }
    const now = Date.now();
    const delayMs =
      failure && !failure.permanent
        ? nextRetryDelayMs(settings.retrySchedule, email.attempts)
        : null;
    const state = !failure ? "sent" : delayMs === null ? "dead" : "pending";
    await db
      .updateTable("emails")
      .set({
        state,
        last_error: failure?.error ?? null,
        sent_at: failure ? null : now,
        next_attempt_at: now + (delayMs ?? 0),
      })
      .where("id", "=", email.id)
      .execute();
    // Bodies and addresses stay out of the log: they are the customer's.
    const entry = {
      emailId: email.id,
      purpose: email.purpose,
      attempt: email.attempts,
      durationMs: Math.round(performance.now() - started),
      outcome: state,
    };
    if (!failure) logger.info(entry, "E-mail sent");
    else if (state === "dead")
      logger.error(
        { ...entry, ...failure },
        failure.permanent ? "E-mail refused: dead letter" : "E-mail gave up: dead letter",
      );
    else logger.warn({ ...entry, ...failure, retryInMs: delayMs }, "E-mail failed: will retry");
  }

  const worker = createPollingWorker({
    claim: claimDue,
    deliver: send,
    batchSize: settings.batchSize,
    pollIntervalMs: settings.pollIntervalMs,
    logger,
    failureMessage: "Mail outbox round failed",
  });

  return {
    /** Claims and delivers one batch of due rows now; answers how many were claimed. */
    deliverPending: worker.deliverPending,
    /**
     * Starts this instance's sending worker; without SMTP there is nothing to
     * send. Says how many e-mails are waiting on the operator: stored ones
     * once SMTP is set, pending ones while it is not.
     */
    start() {
      if (transport) worker.start();
      countEmails(database).then(
        ({ stored, pending }) => {
          if (transport && stored > 0)
            logger.warn(
              { stored },
              "E-mails were stored while no SMTP_URL was set: `npm run outbox -- resend --stored` sends them",
            );
          if (!transport && pending > 0)
            logger.warn({ pending }, "E-mails are waiting to be sent, but no SMTP_URL is set");
        },
        (error: unknown) => logger.error({ err: error }, "Could not count waiting e-mails"),
      );
    },
    /** A new e-mail is waiting: look now rather than at the next poll. */
    notify: worker.notify,
    /** Stops claiming; resolves once sends in flight have finished. */
    stop: worker.stop,
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
