import { paymentRow } from "../payments/store.ts";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { OrderStage } from "#app/domain/orders.ts";
import type { StaffActor } from "#app/domain/staff.ts";
import { recordAudit } from "../audit.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type ProofEmailFile, proofAnswerEmail, proofEmail } from "../mail/proof-emails.ts";
import { emailRow, insertOnce, queueStageEmail } from "../mail/queue-emails.ts";
import { recordRoundApprovals } from "./approvals.ts";
import { type ProofFile, ProofFilesSchema, latestRound } from "./proof-rounds.ts";
import { findOrder } from "./find.ts";
import { emailedPayUrl, emailedStatusUrl, proofFilePath } from "./links.ts";
import { enterStage } from "./stages.ts";

/*
 * Proofs (issue 20) are talking to the customer about their order: staff
 * send a proof (files production made) with a message; the customer approves
 * it or asks for changes on their order's page, once per round. Approving
 * moves the order to "approved"; asking for changes keeps it at "proof sent"
 * for the next round. Every round stays on both sides' pages.
 */

/** Where the proofs' e-mails link to, and whether they are sent. */
export interface ProofMail {
  publicUrl: string;
  smtpConfigured: boolean;
}

export type OpenRoundOutcome =
  | { outcome: "sent"; round: number; emailed: boolean }
  | { outcome: "unknown-order" }
  | { outcome: "past-proof"; stage: OrderStage };

/**
 * Sends a proof: the round, the order's move to "proof sent" (from
 * "received"), the customer's e-mail and the audit line, in one transaction
 * with `recordFiles` (production's records of files made for this round).
 */
export async function openProofRound(
  { db, engine }: Database,
  mail: ProofMail,
  input: {
    number: string;
    message: string;
    files: ProofFile[];
    actor: StaffActor;
    now: number;
    recordFiles?: (trx: Transaction<DatabaseSchema>, round: number) => Promise<void>;
    /** A design's print file changed after the order was approved: proof it again (issue 34). */
    reopened?: boolean;
  },
): Promise<OpenRoundOutcome> {
  const { number, message, files, actor, now } = input;
  return db.transaction().execute(async (trx) => {
    const found = await findOrder(trx, number, { forUpdate: true, engine });
    if (!found) return { outcome: "unknown-order" as const };
    const open =
      found.stage === "received" ||
      found.stage === "proof_sent" ||
      (found.stage === "approved" && input.reopened);
    if (!open) {
      return { outcome: "past-proof" as const, stage: found.stage };
    }
    const round = (await latestRound(trx, number)) + 1;
    await input.recordFiles?.(trx, round);
    await trx
      .insertInto("proof_rounds")
      .values({
        id: randomUUID(),
        order_number: number,
        round,
        message,
        files: JSON.stringify(files),
        sent_by: actor.email,
        sent_at: now,
        answer: null,
        comment: "",
        reply_upload_id: null,
        answered_at: null,
        answered_by_staff: null,
      })
      .execute();
    if (found.stage === "received") await enterStage(trx, number, "proof_sent", now);
    const emailFiles: ProofEmailFile[] = files.map((file) => ({
      url: `${mail.publicUrl}${proofFilePath(number, found.checkoutId, file.fileId)}`,
      label: file.label,
      picture: file.picture,
    }));
    const { order } = found;
    await insertOnce(trx, [
      emailRow(
        order,
        { id: `proof-${round}`, purpose: "order-proof", to: order.customer.email },
        proofEmail(
          order,
          { round, message, files: emailFiles },
          emailedStatusUrl(mail.publicUrl, number, found),
        ),
        { smtpConfigured: mail.smtpConfigured, now },
      ),
    ]);
    await recordAudit(trx, actor, {
      action: "sent-proof",
      subject: number,
      detail: { round, message, files: files.map((file) => file.label) },
      at: now,
    });
    return { outcome: "sent" as const, round, emailed: mail.smtpConfigured };
  });
}

export type ProofAnswerOutcome =
  | { outcome: "answered"; answer: "approved" | "changes" }
  | { outcome: "already-answered" }
  | { outcome: "not-latest" }
  | { outcome: "unknown-order" };

/**
 * The customer's answer to the latest proof, once: approving moves the order
 * to "approved" (with its e-mail) and tells the shop; asking for changes tells
 * the shop and keeps the order at "proof sent". The caller has checked the
 * order's token.
 */
export async function answerProof(
  { db }: Pick<Database, "db">,
  mail: ProofMail & { shopNotifyEmail: string | undefined },
  input: {
    number: string;
    round: number;
    answer: "approved" | "changes";
    comment: string;
    uploadId: string | null;
    /** A staff member's signed-in browser answered (issue 32, item 12): who, and from where. */
    staff: StaffActor | null;
    now: number;
  },
): Promise<ProofAnswerOutcome> {
  const { number, round, answer, comment, now } = input;
  return db.transaction().execute(async (trx) => {
    if ((await latestRound(trx, number)) !== round) return { outcome: "not-latest" as const };
    // Answered once: a second post (a double click, a reload) changes nothing.
    const updated = await trx
      .updateTable("proof_rounds")
      .set({
        answer,
        comment,
        reply_upload_id: answer === "changes" ? input.uploadId : null,
        answered_at: now,
        answered_by_staff: input.staff?.email ?? null,
      })
      .where("order_number", "=", number)
      .where("round", "=", round)
      .where("answer", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { outcome: "already-answered" as const };
    if (input.staff) {
      await recordAudit(trx, input.staff, {
        action: "answered-proof-for-customer",
        subject: number,
        detail: { round, answer },
        at: now,
      });
    }
    const found = await findOrder(trx, number);
    if (!found) return { outcome: "unknown-order" as const };
    const { order } = found;
    if (answer === "changes" && input.uploadId) {
      // The customer's file is the order's now: never expired.
      await trx
        .updateTable("uploads")
        .set({ attached_at: now })
        .where("id", "=", input.uploadId)
        .where("attached_at", "is", null)
        .execute();
    }
    if (answer === "approved") {
      // What the customer approved is each print file the round was drawn from (issue 34).
      const row = await trx
        .selectFrom("proof_rounds")
        .select("files")
        .where("order_number", "=", number)
        .where("round", "=", round)
        .executeTakeFirst();
      const prints = ProofFilesSchema.parse(JSON.parse(row?.files ?? "[]")).flatMap((file) =>
        file.print ? [file.print] : [],
      );
      await recordRoundApprovals(trx, { number, round, prints, now });
    }
    if (answer === "approved" && found.stage === "proof_sent") {
      await enterStage(trx, number, "approved", now);
      // An order paid by card is paid now: the e-mail links to its payment page.
      const payment = await paymentRow(trx, number);
      await queueStageEmail(trx, order, "approved", {
        statusUrl: emailedStatusUrl(mail.publicUrl, number, found),
        smtpConfigured: mail.smtpConfigured,
        now,
        payUrl:
          payment?.method === "card" && payment.state === "unpaid"
            ? emailedPayUrl(mail.publicUrl, number, found)
            : undefined,
      });
    }
    if (mail.shopNotifyEmail) {
      await insertOnce(trx, [
        emailRow(
          order,
          { id: `proof-${round}-${answer}`, purpose: `proof-${answer}`, to: mail.shopNotifyEmail },
          proofAnswerEmail(
            order,
            {
              round,
              answer,
              comment,
              replyFileUrl:
                answer === "changes" && input.uploadId
                  ? `${mail.publicUrl}/artwork/${input.uploadId}`
                  : null,
            },
            `${mail.publicUrl}/staff/orders/${number}`,
          ),
          { smtpConfigured: mail.smtpConfigured, now },
        ),
      ]);
    }
    return { outcome: "answered" as const, answer };
  });
}
