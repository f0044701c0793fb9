import type { Logger } from "pino";
import type {
  ArtworkLink,
  RecordOutcome,
  SubmissionInput,
  SubmissionServices,
} from "./services.ts";
import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import { isLeadKind } from "#app/domain/staff.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { keepArtwork, readFileForm } from "../uploads/form-files.ts";
import { uploadOwner } from "../uploads/receive.ts";
import { drawingAsPng } from "../uploads/image.ts";
import { describeUpload, type UploadStore } from "../uploads/store.ts";
import { createGroupCommitter } from "./group-commit.ts";

/** Submissions committed in one transaction at most (group commit). */
const maxGroupSize = 100;

/**
 * Another service's work done in a submission's transaction, such as the
 * shop putting a design into its cart: both are committed, or neither.
 */
export interface WorkAlongside<Refusal extends string> {
  /** Looked at first: a refusal stores nothing. */
  refuse(trx: Transaction<DatabaseSchema>): Promise<Refusal | null>;
  /** Done when the submission is new (not a repeated post). */
  apply(trx: Transaction<DatabaseSchema>, now: number): Promise<void>;
}

/** The intake as the server's other services use it. */
export interface Intake extends SubmissionServices {
  /** Records a submission with another service's work, in one transaction. */
  recordWith<Refusal extends string>(
    input: SubmissionInput,
    work: WorkAlongside<Refusal>,
  ): Promise<RecordOutcome | Refusal>;
  /** Records a submission in the caller's transaction (an order's). */
  recordIn(
    trx: Transaction<DatabaseSchema>,
    input: Pick<SubmissionInput, "id" | "kind" | "payload">,
    now: number,
  ): Promise<RecordOutcome>;
}

interface Pending {
  input: SubmissionInput;
  work?: WorkAlongside<string>;
}

/**
 * Takes in submissions, the one place they are recorded: each is committed,
 * with its outbox row when its kind has a webhook, before the visitor is told
 * it arrived. Submissions arriving together share one transaction (group
 * commit). The browser's id makes a repeated post (double click, offline
 * resend) the same record.
 */
export function createIntake(
  { db }: Database,
  {
    webhookUrls,
    onQueued,
    logger,
    uploads,
    publicUrl,
  }: {
    webhookUrls: Partial<Record<SubmissionKind, string>>;
    uploads: UploadStore;
    /** The origin of artwork links. */
    publicUrl: string;
    /** Called after a commit that queued a delivery, so a worker can pick it up at once. */
    onQueued: () => void;
    logger: Logger;
  },
): Intake {
  let honeypotDrops = 0;

  /** One submission inside a group's transaction. */
  async function insert(
    trx: Transaction<DatabaseSchema>,
    { input, work }: Pending,
    now: number,
  ): Promise<string> {
    const refusal = await work?.refuse(trx);
    if (refusal) return refusal;
    const { artworkIds = [] } = input;
    if (artworkIds.length) {
      // Every named file must still exist (checked first: nothing is stored
      // otherwise, and the group's other submissions are unaffected). The
      // update locks their rows, so the clean-up, which deletes only
      // unattached rows, cannot remove one now.
      const { numUpdatedRows } = await trx
        .updateTable("uploads")
        .set((eb) => ({ attached_at: eb.fn.coalesce("attached_at", eb.val(now)) }))
        .where("id", "in", artworkIds)
        .executeTakeFirst();
      if (numUpdatedRows !== BigInt(new Set(artworkIds).size)) return "missing-artwork";
    }
    const outcome = await storeSubmission(trx, input, now, webhookUrls);
    if (outcome === "created") await work?.apply(trx, now);
    return outcome;
  }

  const commitInGroups = createGroupCommitter(
    (pending: Pending[]) =>
      db.transaction().execute(async (trx) => {
        const now = Date.now();
        // A submission with nothing alongside (a lead form's: the usual case) is stored with the
        // group's others like it, a few statements for them all; one with another service's work
        // or artwork is stored on its own.
        const plain = pending.filter((one) => !one.work && !one.input.artworkIds?.length);
        const stored = await storeSubmissions(
          trx,
          plain.map((one) => one.input),
          now,
          webhookUrls,
        );
        const outcomes = new Map(plain.map((one, index) => [one, stored[index]]));
        const results: string[] = [];
        for (const one of pending) results.push(outcomes.get(one) ?? (await insert(trx, one, now)));
        return results;
      }),
    maxGroupSize,
  );

  async function record<Refusal extends string>(
    input: SubmissionInput,
    work?: WorkAlongside<Refusal>,
  ): Promise<RecordOutcome | Refusal> {
    const outcome = (await commitInGroups({ input, ...(work && { work }) })) as
      RecordOutcome | Refusal;
    const forwarded = Boolean(webhookUrls[input.kind]);
    logger.debug(
      { submissionId: input.id, kind: input.kind, outcome, forwarded },
      "Submission recorded",
    );
    if (outcome === "created" && forwarded) onQueued();
    return outcome;
  }

  return {
    recordSubmission: (input) => record(input),
    recordWith: record,
    recordIn: (trx, input, now) => storeSubmission(trx, input, now, webhookUrls),
    async findArtwork(id): Promise<ArtworkLink | undefined> {
      const row = await uploads.find(id);
      return row && { ...describeUpload(row), url: `${publicUrl}/artwork/${row.id}` };
    },
    async drawingAsPng(artworkId, draw) {
      return drawingAsPng(artworkId ? await uploads.preview(artworkId) : undefined, draw);
    },
    readFileForm: (request, ip) => readFileForm(request, keepArtwork(uploads, uploadOwner(ip))),
    countDroppedPost(form) {
      honeypotDrops += 1;
      logger.info({ form, honeypotDrops }, "Form post dropped: honeypot filled");
    },
    reportFailure(form, error) {
      logger.error({ form, err: error }, "Submission could not be stored");
    },
  };
}

/** A submission as it is stored. */
type Stored = Pick<SubmissionInput, "id" | "kind" | "payload">;

/** Stores one submission in the caller's transaction (storeSubmissions). */
async function storeSubmission(
  trx: Transaction<DatabaseSchema>,
  input: Stored,
  now: number,
  webhookUrls: Partial<Record<SubmissionKind, string>>,
): Promise<RecordOutcome> {
  const [outcome] = await storeSubmissions(trx, [input], now, webhookUrls);
  if (!outcome) throw new Error("A stored submission has no outcome");
  return outcome;
}

/**
 * Stores submissions and, for each new one of a lead's kind, its place in
 * the staff's queue (server/staff/leads.ts), and when its kind has a webhook,
 * its outbox row, in the caller's transaction; the outcomes in the same
 * order. Each table takes one statement for all of them: a group commit's
 * submissions cost a few statements, not a few each (on PostgreSQL, a round
 * trip each). An id already stored, or earlier in the list, is a duplicate
 * of the same kind, or a conflict with another.
 */
async function storeSubmissions(
  trx: Transaction<DatabaseSchema>,
  inputs: Stored[],
  now: number,
  webhookUrls: Partial<Record<SubmissionKind, string>>,
): Promise<RecordOutcome[]> {
  if (!inputs.length) return [];
  const inserted = await trx
    .insertInto("submissions")
    .values(
      inputs.map(({ id, kind, payload }) => ({
        id,
        kind,
        payload: JSON.stringify(payload),
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .execute();
  const unclaimed = new Set(inserted.map((row) => row.id));
  // Each new row is the first of the inputs with its id; the rest met a row already there.
  const created = inputs.map(({ id }) => unclaimed.delete(id));
  const others = inputs.filter((_, index) => !created[index]).map(({ id }) => id);
  const kinds = new Map<string, string>();
  if (others.length) {
    const rows = await trx
      .selectFrom("submissions")
      .select(["id", "kind"])
      .where("id", "in", others)
      .execute();
    for (const row of rows) kinds.set(row.id, row.kind);
  }
  const fresh = inputs.filter((_, index) => created[index]);
  const leads = fresh.filter(({ kind }) => isLeadKind(kind));
  if (leads.length) {
    await trx
      .insertInto("lead_states")
      .values(
        leads.map(({ id, kind }) => ({
          submission_id: id,
          kind,
          received_at: now,
          status: "new" as const,
          note: "",
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
  }
  const forwarded = fresh.filter(({ kind }) => webhookUrls[kind]);
  if (forwarded.length) {
    await trx
      .insertInto("outbox")
      .values(
        forwarded.map(({ id, kind }) => ({
          submission_id: id,
          kind,
          state: "pending" as const,
          next_attempt_at: now,
          last_status: null,
          last_error: null,
          delivered_at: null,
          created_at: now,
        })),
      )
      .execute();
  }
  return inputs.map(({ id, kind }, index) =>
    created[index] ? "created" : kinds.get(id) === kind ? "duplicate" : "conflict",
  );
}
