import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";
import type { Email } from "../db/schema.ts";
import { databaseTimeIn } from "../db/database-clock.ts";
import { attemptOutcome, claimDue, leaseMsFor } from "../outbox/lease.ts";
import { createPollingWorker } from "../outbox/worker.ts";
import type { SecretKey } from "../secret-key.ts";
import { countEmails } from "./operator.ts";
import { revealTokens } from "./secret-links.ts";

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
  /** The server's secret key: the private links' tokens, put into e-mails as they are sent. */
  key: SecretKey;
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
 * The e-mail outbox, built like the webhook outbox (server/outbox/webhook-outbox.ts):
 * every instance runs a worker that claims due rows with a lease
 * (server/outbox/lease.ts), so a crashed instance's claims come back by themselves.
 * Delivery is at-least-once: an instance that dies after the SMTP server took
 * a message but before the row was marked sends it again.
 */
export function createMailOutbox(database: Database, settings: MailOutboxSettings, logger: Logger) {
  const { db } = database;
  const leaseMs = leaseMsFor(settings.attemptTimeoutMs);
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

  async function claimEmails(limit: number): Promise<ClaimedEmail[]> {
    if (!transport) return [];
    return claimDue(
      database,
      "emails",
      { limit, leaseMs, retrySchedule: settings.retrySchedule },
      async (keys) => {
        const emails = await db
          .selectFrom("emails")
          .select(["id", "purpose", "to_address", "subject", "text_body", "html_body"])
          .where("id", "in", keys)
          .execute();
        return new Map(emails.map((email) => [email.id, email]));
      },
    );
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
        // The stored e-mail holds markers where its private links' tokens go (secret-links.ts).
        text: revealTokens(email.text_body, settings.key),
        html: revealTokens(email.html_body, settings.key),
        // The socket timeouts bound each step; this bounds the whole attempt, within the lease.
        signal: AbortSignal.timeout(settings.attemptTimeoutMs),
      });
    } catch (error) {
      failure = describeFailure(error);
    }
    const { state, retryInMs, now } = attemptOutcome("sent", {
      failed: failure !== undefined,
      permanent: failure?.permanent,
      attempts: email.attempts,
      retrySchedule: settings.retrySchedule,
    });
    await db
      .updateTable("emails")
      .set({
        state,
        last_error: failure?.error ?? null,
        sent_at: failure ? null : now,
        // A retry is due on the database's clock, as leases are (outbox/lease.ts).
        next_attempt_at: databaseTimeIn(database.engine, retryInMs ?? 0),
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
    else logger.warn({ ...entry, ...failure, retryInMs }, "E-mail failed: will retry");
  }

  const worker = createPollingWorker({
    claim: claimEmails,
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
