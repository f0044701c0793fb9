import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";

/** Queues the making of each design's files (in the transaction that places the order, or staff's). */
export async function queueProductionJobs(
  trx: Transaction<DatabaseSchema>,
  orderNumber: string,
  lineIds: readonly string[],
  now: number,
) {
  if (lineIds.length === 0) return;
  await trx
    .insertInto("production_jobs")
    .values(
      lineIds.map((lineId) => ({
        id: randomUUID(),
        order_number: orderNumber,
        line_id: lineId,
        state: "pending" as const,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
}
