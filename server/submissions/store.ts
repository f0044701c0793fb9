import type { Transaction } from "kysely";
import { isLeadKind } from "#app/domain/staff.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { RecordOutcome, SubmissionInput } from "./services.ts";

/** A submission as it is stored. */
export type Stored = Pick<SubmissionInput, "id" | "kind" | "payload">;

/** Stores one submission in the caller's transaction (storeSubmissions). */
export async function storeSubmission(
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
export async function storeSubmissions(
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
