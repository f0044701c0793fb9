import type { Logger } from "pino";
import type {
  ArtworkLink,
  RecordOutcome,
  SubmissionInput,
  SubmissionServices,
} from "./services.ts";
import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { keepArtwork, readFileForm } from "../uploads/form-files.ts";
import { uploadOwner } from "../uploads/receive.ts";
import { drawingAsPng } from "../uploads/image.ts";
import type { UploadStore } from "../uploads/store.ts";
import { describeUpload } from "../uploads/upload-record.ts";
import { createGroupCommitter } from "./group-commit.ts";
import { storeSubmission } from "./store.ts";
import { createSubmissionWriter } from "./writer.ts";

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
  /** Stops the SQLite writer's thread (writer.ts) once the server takes no more posts. */
  close(): Promise<void>;
}

const missing = new Error("The group commit answered no outcome for a submission");

/**
 * Each submission of a part of a group with its outcome, or with the error
 * that failed the part.
 */
async function settle<Part>(
  part: Part[],
  store: (part: Part[]) => Promise<string[]>,
): Promise<[Part, string | Error][]> {
  if (!part.length) return [];
  try {
    const outcomes = await store(part);
    return part.map((one, index) => [one, outcomes[index] ?? missing]);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return part.map((one) => [one, failure]);
  }
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
  database: Database,
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
  const { db } = database;
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

  const writer = createSubmissionWriter(database, webhookUrls, logger);
  const commitInGroups = createGroupCommitter(
    async (pending: Pending[]) => {
      const now = Date.now();
      // A submission with nothing alongside (a lead form's: the usual case) is committed with the
      // group's others like it by the writer: a few statements for them all, off the event loop on
      // SQLite. One with another service's work or artwork is stored in a transaction here, with
      // that work. Either part failing fails its own submissions only.
      const isPlain = (one: Pending) => !one.work && !one.input.artworkIds?.length;
      const parts = await Promise.all([
        settle(pending.filter(isPlain), (plain) =>
          writer.store(
            plain.map(({ input: { id, kind, payload } }) => ({ id, kind, payload })),
            now,
          ),
        ),
        settle(
          pending.filter((one) => !isPlain(one)),
          (others) =>
            db.transaction().execute(async (trx) => {
              const outcomes: string[] = [];
              for (const one of others) outcomes.push(await insert(trx, one, now));
              return outcomes;
            }),
        ),
      ]);
      const outcomes = new Map(parts.flat());
      return pending.map((one) => outcomes.get(one) ?? missing);
    },
    // Two groups in flight keep SQLite's writer thread busy; on PostgreSQL groups stay one at a
    // time, so two of a cart's designs never pass its checks in transactions side by side.
    { maxGroupSize, maxInFlight: database.engine === "sqlite" ? 2 : 1 },
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
    close: () => writer.close(),
  };
}
