import type { Database } from "../db/database.ts";
import { databaseNow } from "../db/database-clock.ts";
import type { DeliveryState } from "../db/schema.ts";

/** One row of the operator's listing. */
export interface OutboxEntry {
  submissionId: string;
  kind: string;
  state: DeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
}

/** Deliveries in one state (dead letters by default), oldest first. */
export async function listDeliveries(
  { db }: Database,
  state: DeliveryState,
  limit: number,
): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("state", "=", state)
    .orderBy("created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    submissionId: row.submission_id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
  }));
}

/** How many deliveries are in each state. */
export async function countDeliveries({ db }: Database): Promise<Record<DeliveryState, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["state", eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  const counts: Record<DeliveryState, number> = { pending: 0, delivered: 0, dead: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/**
 * Puts dead letters back in line for a fresh round of the retry schedule
 * (with the same webhook-id). `ids` = null replays every dead letter.
 * Answers how many were replayed.
 */
export async function replayDeadLetters(
  { db, engine }: Database,
  ids: string[] | null,
): Promise<number> {
  let query = db
    .updateTable("outbox")
    .set({ state: "pending", attempts: 0, next_attempt_at: databaseNow(engine) })
    .where("state", "=", "dead");
  if (ids) query = query.where("submission_id", "in", ids.length ? ids : [""]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
