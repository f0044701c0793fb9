import { type OrderStage, type PlacedOrder, orderStages } from "#app/domain/orders.ts";
import type { Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { queueStageEmail } from "../mail/queue-emails.ts";
import { type Actor, recordAudit } from "../staff/audit.ts";
import type { SecretKey } from "../secret-key.ts";
import { emailedStatusUrl, orderStatusUrl, stageHistory, statusToken } from "./orders.ts";

/*
 * Staff moving an order along its stages (app/domain/orders.ts): the order
 * page shows each stage with when it was entered, and the customer gets an
 * e-mail with the news. Run from `npm run orders`.
 */

export type MoveOutcome =
  | { outcome: "moved"; from: OrderStage; to: OrderStage; emailed: boolean }
  | { outcome: "unknown-order" }
  | { outcome: "not-forward"; current: OrderStage };

/** Records the order's move to `stage`: its page shows when. */
export async function enterStage(
  trx: Transaction<DatabaseSchema>,
  number: string,
  stage: OrderStage,
  now: number,
) {
  await trx
    .insertInto("order_stages")
    .values({ order_number: number, stage, entered_at: now })
    .execute();
  await trx
    .updateTable("orders")
    .set({ stage, updated_at: now })
    .where("number", "=", number)
    .execute();
}

const stageIndex = (stage: string) => orderStages.findIndex((entry) => entry.id === stage);

/**
 * Moves an order forward to `stage` (stages may be skipped: no proof asked
 * for, no proof sent), in one transaction with the customer's e-mail unless
 * `email` is false. An order never moves back: its page is the customer's
 * record of what happened when. A move made in the staff console names its
 * `actor`, and is written to the audit log in the same transaction.
 */
export async function moveOrderStage(
  { db, engine }: Database,
  {
    number,
    stage,
    email,
    message,
    publicUrl,
    smtpConfigured,
    actor,
    now = Date.now(),
  }: {
    number: string;
    stage: OrderStage;
    /** Send the customer the stage's e-mail. */
    email: boolean;
    /** Staff's own words for the e-mail, such as a tracking number. */
    message?: string;
    publicUrl: string;
    smtpConfigured: boolean;
    actor?: Actor;
    now?: number;
  },
): Promise<MoveOutcome> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("orders")
      .select(["stage", "checkout_id", "cart_id", "status_link_version", "record"])
      .where("number", "=", number);
    if (engine === "postgres") query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) return { outcome: "unknown-order" as const };
    const current = row.stage as OrderStage;
    if (stage === "received" || stageIndex(stage) <= stageIndex(current)) {
      return { outcome: "not-forward" as const, current };
    }
    await enterStage(trx, number, stage, now);
    if (email) {
      const order = JSON.parse(row.record) as PlacedOrder;
      await queueStageEmail(trx, order, stage, {
        statusUrl: emailedStatusUrl(publicUrl, number, row),
        smtpConfigured,
        now,
        message,
      });
    }
    if (actor) {
      await recordAudit(trx, actor, {
        action: "moved-order",
        subject: number,
        detail: { from: current, to: stage, emailed: email, message: message ?? "" },
        at: now,
      });
    }
    return { outcome: "moved" as const, from: current, to: stage, emailed: email };
  });
}

/** One row of the staff listing. */
export interface OrderEntry {
  number: string;
  stage: string;
  email: string;
  totalCents: number;
  placed: string;
  updated: string;
}

/** The newest orders, optionally at one stage. */
export async function listOrders(
  { db }: Database,
  { stage, limit }: { stage?: OrderStage; limit: number },
): Promise<OrderEntry[]> {
  let query = db
    .selectFrom("orders")
    .select(["number", "stage", "email", "total_cents", "created_at", "updated_at"])
    .orderBy("created_at", "desc")
    .limit(limit);
  if (stage) query = query.where("stage", "=", stage);
  const rows = await query.execute();
  return rows.map((row) => ({
    number: row.number,
    stage: row.stage,
    email: row.email,
    totalCents: Number(row.total_cents),
    placed: new Date(Number(row.created_at)).toISOString(),
    updated: new Date(Number(row.updated_at)).toISOString(),
  }));
}

/** One order as staff read it: the record, its stages, and the customer's status link. */
export async function findOrderForStaff(
  { db }: Database,
  number: string,
  { publicUrl, key }: { publicUrl: string; key: SecretKey },
) {
  const row = await db
    .selectFrom("orders")
    .select(["stage", "checkout_id", "cart_id", "status_link_version", "record"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    order: JSON.parse(row.record) as PlacedOrder,
    stage: row.stage,
    history: await stageHistory(db, number),
    statusUrl: orderStatusUrl(publicUrl, number, statusToken(key, row)),
    checkoutId: row.checkout_id,
  };
}
