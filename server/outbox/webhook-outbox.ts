import type { Logger } from "pino";
import type { Database } from "../db/database.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import { databaseTimeIn } from "../db/database-clock.ts";
import { attemptOutcome, claimDue, leaseMsFor } from "./lease.ts";
import { sendWebhook } from "./webhook.ts";
import { createPollingWorker } from "./worker.ts";

export interface OutboxSettings {
  /** Where each kind is forwarded; a kind without a URL is stored only. */
  webhookUrls: Partial<Record<SubmissionKind, string>>;
  secret: string | undefined;
  /** Seconds between attempts (WEBHOOK_RETRY_SCHEDULE). */
  retrySchedule: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  attemptTimeoutMs: number;
  /** How often an idle worker looks for due deliveries. */
  pollIntervalMs: number;
  /** Rows claimed per round. */
  batchSize: number;
}

interface ClaimedDelivery {
  submissionId: string;
  kind: SubmissionKind;
  attempts: number;
  payload: string;
}

/**
 * The webhook outbox. Every instance runs a worker; a worker claims due rows
 * with a lease (lease.ts). Delivery is at-least-once: an instance that dies
 * mid-attempt leaves the lease to expire, and the row is tried again with the
 * same webhook-id.
 */
export function createWebhookOutbox(database: Database, settings: OutboxSettings, logger: Logger) {
  const { db } = database;
  const kinds = Object.entries(settings.webhookUrls)
    .filter(([, url]) => Boolean(url))
    .map(([kind]) => kind as SubmissionKind);
  const leaseMs = leaseMsFor(settings.attemptTimeoutMs);

  async function claimDeliveries(limit: number): Promise<ClaimedDelivery[]> {
    if (kinds.length === 0) return [];
    return claimDue(
      database,
      "outbox",
      { limit, leaseMs, kinds, retrySchedule: settings.retrySchedule },
      async (keys) => {
        const rows = await db
          .selectFrom("outbox")
          .leftJoin("submissions", "submissions.id", "outbox.submission_id")
          .select(["outbox.submission_id", "outbox.kind", "submissions.payload"])
          .where("outbox.submission_id", "in", keys)
          .execute();
        return new Map(
          rows.map((row) => [
            row.submission_id,
            { submissionId: row.submission_id, kind: row.kind, payload: row.payload ?? "{}" },
          ]),
        );
      },
    );
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const url = settings.webhookUrls[delivery.kind];
    if (!url) return;
    const started = performance.now();
    const result = await sendWebhook({
      url,
      id: delivery.submissionId,
      body: delivery.payload,
      secret: settings.secret,
      timeoutMs: settings.attemptTimeoutMs,
    });
    const { state, retryInMs, now } = attemptOutcome("delivered", {
      failed: !result.ok,
      attempts: delivery.attempts,
      retrySchedule: settings.retrySchedule,
    });
    await db
      .updateTable("outbox")
      .set({
        state,
        last_status: result.status,
        last_error: result.ok ? null : result.error,
        delivered_at: result.ok ? now : null,
        // A retry is due on the database's clock, as leases are (outbox/lease.ts).
        next_attempt_at: databaseTimeIn(database.engine, retryInMs ?? 0),
      })
      .where("submission_id", "=", delivery.submissionId)
      .execute();
    const entry = {
      submissionId: delivery.submissionId,
      kind: delivery.kind,
      attempt: delivery.attempts,
      status: result.status,
      durationMs: Math.round(performance.now() - started),
      outcome: state,
    };
    if (result.ok) logger.info(entry, "Webhook delivered");
    else if (state === "dead")
      logger.error({ ...entry, error: result.error }, "Webhook delivery gave up: dead letter");
    else
      logger.warn(
        { ...entry, error: result.error, retryInMs },
        "Webhook delivery failed: will retry",
      );
  }

  const worker = createPollingWorker({
    claim: claimDeliveries,
    deliver,
    batchSize: settings.batchSize,
    pollIntervalMs: settings.pollIntervalMs,
    logger,
    failureMessage: "Outbox round failed",
  });

  return {
    /** Claims and delivers one batch of due rows now; answers how many were claimed. */
    deliverPending: worker.deliverPending,
    /** Starts this instance's delivery worker. */
    start() {
      if (kinds.length > 0) worker.start();
    },
    /** A new row is waiting: look now rather than at the next poll. */
    notify: worker.notify,
    /** Stops claiming; resolves once attempts in flight have finished. */
    stop: worker.stop,
  };
}

export type Outbox = ReturnType<typeof createWebhookOutbox>;
