import type { Kysely } from "kysely";
import { type ListedStage, type OrderStage, laterStages, listedStage } from "#app/domain/orders.ts";
import { type Actor, recordAudit } from "../audit.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { queueStageEmail } from "../mail/queue-emails.ts";
import { findOrder } from "./find.ts";
import { emailedStatusUrl } from "./links.ts";

/*
 * An order's stages (app/domain/orders.ts): the order page shows each with
 * when it was entered, and the customer gets an e-mail with the news. Moved
 * by staff (the console, `npm run orders`) and by a proof's approval.
 */

type Db = Kysely<DatabaseSchema>;

export type MoveOrderOutcome =
  | { outcome: "moved"; from: OrderStage; to: OrderStage; emailed: boolean }
  | { outcome: "unknown-order" }
  | { outcome: "not-forward"; current: OrderStage };

/** Records the order's move to `stage`, in the caller's transaction: its page shows when. */
export async function enterStage(db: Db, number: string, stage: OrderStage, now: number) {
  await db
    .insertInto("order_stages")
    .values({ order_number: number, stage, entered_at: now })
    .execute();
  await db
    .updateTable("orders")
    .set({ stage, updated_at: now })
    .where("number", "=", number)
    .execute();
}

/**
 * Moves an order forward to `stage` (a later one: `laterStages`), in one
 * transaction with the customer's e-mail unless `email` is false. An order
 * never moves back: its page is the customer's record of what happened when.
 * A move made in the staff console names its `actor`, and is written to the
 * audit log in the same transaction.
 */
export async function moveOrder(
  { db, engine }: Database,
  input: {
    number: string;
    stage: OrderStage;
    /** Send the customer the stage's e-mail. */
    email: boolean;
    /** Staff's own words for the e-mail, such as a tracking number. */
    message?: string;
    /** What the audit line adds (a confirmed test fit). */
    auditNote?: string;
    publicUrl: string;
    smtpConfigured: boolean;
    actor?: Actor;
    now: number;
  },
): Promise<MoveOrderOutcome> {
  const { number, stage, email, message, now } = input;
  return db.transaction().execute(async (trx) => {
    const found = await findOrder(trx, number, { forUpdate: true, engine });
    if (!found) return { outcome: "unknown-order" as const };
    const current = found.stage;
    if (stage === "received" || !laterStages(current).includes(stage)) {
      return { outcome: "not-forward" as const, current };
    }
    await enterStage(trx, number, stage, now);
    if (email) {
      await queueStageEmail(trx, found.order, stage, {
        statusUrl: emailedStatusUrl(input.publicUrl, number, found),
        smtpConfigured: input.smtpConfigured,
        now,
        message,
      });
    }
    if (input.actor) {
      await recordAudit(trx, input.actor, {
        action: "moved-order",
        subject: number,
        detail: {
          from: current,
          to: stage,
          emailed: email,
          message: message ?? "",
          ...(input.auditNote && { note: input.auditNote }),
        },
        at: now,
      });
    }
    return { outcome: "moved" as const, from: current, to: stage, emailed: email };
  });
}

/** One row of the command line's listing. */
export interface OrderEntry {
  number: string;
  stage: ListedStage;
  email: string;
  totalCents: number;
  placed: string;
  updated: string;
}

/** The newest orders, optionally at one stage (`npm run orders -- list`). */
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
    stage: listedStage(row.stage),
    email: row.email,
    totalCents: Number(row.total_cents),
    placed: new Date(Number(row.created_at)).toISOString(),
    updated: new Date(Number(row.updated_at)).toISOString(),
  }));
}
