import type { Logger } from "pino";
import type {
  ArtworkLink,
  NewCartItem,
  RecordOutcome,
  SubmissionInput,
  SubmissionServices,
} from "#app/services.server.ts";
import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { maxCartDesigns } from "#app/domain/policies.ts";
import { maxQuantity } from "#app/domain/pricing.ts";
import { designKey } from "../shop/design-key.ts";
import { drawingAsPng } from "../uploads/image.ts";
import { describeUpload, type UploadStore } from "../uploads/store.ts";
import { createGroupCommitter } from "./group-commit.ts";

/** Submissions committed in one transaction at most (group commit). */
const maxGroupSize = 100;

/**
 * Takes in submissions: each is committed, with its outbox row when its kind
 * has a webhook, before the visitor is told it arrived. Submissions arriving
 * together share one transaction (group commit).
 * The browser's id makes a repeated post (double click, offline resend) the
 * same record.
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
): SubmissionServices {
  let honeypotDrops = 0;

  /** One submission inside a group's transaction. */
  async function insert(
    trx: Transaction<DatabaseSchema>,
    input: SubmissionInput,
    now: number,
  ): Promise<RecordOutcome> {
    const { artworkIds = [], cartItem } = input;
    if (cartItem && (await cartIsFull(trx, cartItem))) return "cart-full";
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
    if (outcome === "created" && cartItem) await addToCart(trx, input.id, cartItem, now);
    return outcome;
  }

  const commitInGroups = createGroupCommitter(
    (inputs: SubmissionInput[]) =>
      db.transaction().execute(async (trx) => {
        const now = Date.now();
        const outcomes: RecordOutcome[] = [];
        for (const input of inputs) outcomes.push(await insert(trx, input, now));
        return outcomes;
      }),
    maxGroupSize,
  );

  async function recordSubmission(input: SubmissionInput): Promise<RecordOutcome> {
    const outcome = await commitInGroups(input);
    const forwarded = Boolean(webhookUrls[input.kind]);
    logger.debug(
      { submissionId: input.id, kind: input.kind, outcome, forwarded },
      "Submission recorded",
    );
    if (outcome === "created" && forwarded) onQueued();
    return outcome;
  }

  return {
    recordSubmission,
    async findArtwork(id): Promise<ArtworkLink | undefined> {
      const row = await uploads.find(id);
      return row && { ...describeUpload(row), url: `${publicUrl}/artwork/${row.id}` };
    },
    async drawingAsPng(artworkId, draw) {
      return drawingAsPng(artworkId ? await uploads.preview(artworkId) : undefined, draw);
    },
    countDroppedPost(form) {
      honeypotDrops += 1;
      logger.info({ form, honeypotDrops }, "Form post dropped: honeypot filled");
    },
    reportFailure(form, error) {
      logger.error({ form, err: error }, "Submission could not be stored");
    },
  };
}

/**
 * Stores a submission and, when its kind has a webhook, its outbox row, in
 * the caller's transaction. The same id again is a duplicate of the same
 * kind, or a conflict with another.
 */
export async function storeSubmission(
  trx: Transaction<DatabaseSchema>,
  { id, kind, payload }: Pick<SubmissionInput, "id" | "kind" | "payload">,
  now: number,
  webhookUrls: Partial<Record<SubmissionKind, string>>,
): Promise<RecordOutcome> {
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
  if (webhookUrls[kind]) {
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
}

/**
 * Whether a design would be one line too many: its cart holds the most
 * designs one cart takes, and it is neither one of them again nor an edit of
 * one (either of which takes an existing line).
 */
async function cartIsFull(
  trx: Transaction<DatabaseSchema>,
  { cartId, design, replaces }: NewCartItem,
): Promise<boolean> {
  const lines = await trx
    .selectFrom("cart_items")
    .select(["id", "design_key"])
    .where("cart_id", "=", cartId)
    .execute();
  if (lines.length < maxCartDesigns) return false;
  const key = designKey(design.fields);
  return !lines.some((line) => line.design_key === key || line.id === replaces);
}

/**
 * A design into its cart (made if new), under the submission's id. The same
 * design again raises its line's quantity instead of adding a line; an edited
 * design takes the place and the quantity of the item it replaces (and joins
 * an identical line, if the edit made it one).
 */
async function addToCart(
  trx: Transaction<DatabaseSchema>,
  id: string,
  { cartId, design, replaces }: NewCartItem,
  now: number,
): Promise<void> {
  await trx
    .insertInto("carts")
    .values({ id: cartId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ updated_at: now }))
    .execute();
  const replaced = replaces
    ? await trx
        .deleteFrom("cart_items")
        .where("id", "=", replaces)
        .where("cart_id", "=", cartId)
        .returning(["quantity", "created_at"])
        .executeTakeFirst()
    : undefined;
  const key = designKey(design.fields);
  const added = replaced?.quantity ?? 1;
  const same = await trx
    .selectFrom("cart_items")
    .select(["id", "quantity"])
    .where("cart_id", "=", cartId)
    .where("design_key", "=", key)
    .executeTakeFirst();
  if (same) {
    await trx
      .updateTable("cart_items")
      .set({ quantity: Math.min(same.quantity + added, maxQuantity), updated_at: now })
      .where("id", "=", same.id)
      .execute();
    return;
  }
  await trx
    .insertInto("cart_items")
    .values({
      id,
      cart_id: cartId,
      design: JSON.stringify(design),
      design_key: key,
      quantity: added,
      // An edited design keeps its place in the cart.
      created_at: replaced?.created_at ?? now,
      updated_at: now,
    })
    .execute();
}
