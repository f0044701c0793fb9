import type { Logger } from "pino";
import type {
  RecordOutcome,
  SubmissionInput,
  SubmissionServices,
} from "../../app/services.server.ts";
import type { Database } from "../db/database.ts";
import type { SubmissionKind } from "../db/schema.ts";

/**
 * Takes in submissions: each is committed, with its outbox row when its kind
 * has a webhook, in one transaction before the visitor is told it arrived.
 * The browser's id makes a repeated post (double click, offline resend) the
 * same record.
 */
export function createIntake(
  { db }: Database,
  {
    webhookUrls,
    onQueued,
    logger,
  }: {
    webhookUrls: Partial<Record<SubmissionKind, string>>;
    /** Called after a commit that queued a delivery, so a worker can pick it up at once. */
    onQueued: () => void;
    logger: Logger;
  },
): SubmissionServices {
  let honeypotDrops = 0;

  async function recordSubmission({ id, kind, payload }: SubmissionInput): Promise<RecordOutcome> {
    const now = Date.now();
    const forwarded = Boolean(webhookUrls[kind]);
    const outcome = await db.transaction().execute(async (trx): Promise<RecordOutcome> => {
      const inserted = await trx
        .insertInto("submissions")
        .values({ id, kind, payload: JSON.stringify(payload), created_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom("submissions")
          .select("kind")
          .where("id", "=", id)
          .executeTakeFirst();
        return existing?.kind === kind ? "duplicate" : "conflict";
      }
      if (forwarded) {
        await trx
          .insertInto("outbox")
          .values({
            submission_id: id,
            kind,
            state: "pending",
            next_attempt_at: now,
            last_status: null,
            last_error: null,
            delivered_at: null,
            created_at: now,
          })
          .execute();
      }
      return "created";
    });
    logger.debug({ submissionId: id, kind, outcome, forwarded }, "Submission recorded");
    if (outcome === "created" && forwarded) onQueued();
    return outcome;
  }

  return {
    recordSubmission,
    countDroppedPost(form) {
      honeypotDrops += 1;
      logger.info({ form, honeypotDrops }, "Form post dropped: honeypot filled");
    },
    reportFailure(form, error) {
      logger.error({ form, err: error }, "Submission could not be stored");
    },
  };
}
