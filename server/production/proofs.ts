import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { OrderStage, PlacedOrder, ProofRound } from "#app/domain/orders.ts";
import type { StaffActor } from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type ProofEmailFile, proofAnswerEmail, proofEmail } from "../mail/order-emails.ts";
import { emailRow, insertOnce, queueStageEmail } from "../mail/queue-emails.ts";
import { emailedStatusUrl } from "../shop/orders.ts";
import { enterStage } from "../shop/stages.ts";
import { recordAudit } from "../staff/audit.ts";
import { drawImageInTurn } from "../uploads/image.ts";
import type { UploadStore } from "../uploads/store.ts";
import { type ProductionStore, type StoredProductionFile, nextFileVersion } from "./store.ts";

/*
 * Proofs (issue 20): staff send the customer a proof (each design's mockup,
 * or an image or PDF of their own) with a message; the customer approves it
 * or asks for changes on their order's page, once per round. Approving moves
 * the order to "approved"; asking for changes keeps it at "proof sent" for
 * the next round. Every round stays on both sides' pages.
 */

/** One file a round shows, as its row keeps it. */
export interface ProofFile {
  /** A production file's id. */
  fileId: string;
  label: string;
  /** A PNG to show; otherwise a PDF to open. */
  picture: boolean;
}

/** The width a proof picture made from staff's image is drawn at. */
const proofPictureWidth = 1600;

/** A proof file's secret link key, from the order's checkout id (as the e-mails' pictures). */
export function proofFileKey(checkoutId: string, fileId: string): string {
  return createHash("sha256")
    .update(`proof-file:${checkoutId}:${fileId}`)
    .digest("base64url")
    .slice(0, 32);
}

/** Where a proof's file is, for the customer (in e-mails, absolute) and the console alike. */
const proofFilePath = (number: string, checkoutId: string, fileId: string) =>
  `/orders/${number}/proofs/${fileId}/${proofFileKey(checkoutId, fileId)}`;

/** Every round of an order's proofs, oldest first, as both pages show them. */
export async function proofRounds(
  db: Kysely<DatabaseSchema>,
  number: string,
  checkoutId: string,
): Promise<ProofRound[]> {
  const rows = await db
    .selectFrom("proof_rounds")
    .selectAll()
    .where("order_number", "=", number)
    .orderBy("round")
    .execute();
  const replies = rows.flatMap((row) => (row.reply_upload_id ? [row.reply_upload_id] : []));
  const uploads = replies.length
    ? await db.selectFrom("uploads").select(["id", "filename"]).where("id", "in", replies).execute()
    : [];
  return rows.map((row, index) => {
    const reply = uploads.find((upload) => upload.id === row.reply_upload_id);
    return {
      round: row.round,
      sentAt: new Date(Number(row.sent_at)).toISOString(),
      message: row.message,
      files: (JSON.parse(row.files) as ProofFile[]).map((file) => ({
        url: proofFilePath(number, checkoutId, file.fileId),
        label: file.label,
        picture: file.picture,
      })),
      answer: row.answer,
      comment: row.comment,
      answeredAt: row.answered_at ? new Date(Number(row.answered_at)).toISOString() : null,
      answeredByStaff: row.answered_by_staff,
      replyFile: reply ? { url: `/artwork/${reply.id}`, filename: reply.filename } : null,
      replaced: row.answer === null && index < rows.length - 1,
    };
  });
}

/** A proof file by its private link: the order's, with the right key. */
export async function findProofFile(
  { db }: Pick<Database, "db">,
  store: ProductionStore,
  { number, fileId, key }: { number: string; fileId: string; key: string },
) {
  const order = await db
    .selectFrom("orders")
    .select("checkout_id")
    .where("number", "=", number)
    .executeTakeFirst();
  if (!order || key !== proofFileKey(order.checkout_id, fileId)) return undefined;
  const file = await store.find(number, fileId);
  // Only what a proof shows: mockups and staff's proof files, never the print file.
  if (!file || file.kind === "print") return undefined;
  return store.link(file);
}

/** The number of an order's latest proof round; 0 before the first. */
async function latestRound(db: Kysely<DatabaseSchema>, number: string): Promise<number> {
  const latest = await db
    .selectFrom("proof_rounds")
    .select((eb) => eb.fn.max("round").as("round"))
    .where("order_number", "=", number)
    .executeTakeFirst();
  return Number(latest?.round ?? 0);
}

export type SendProofOutcome =
  | { outcome: "sent"; round: number; emailed: boolean }
  | { outcome: "unknown-order" }
  | { outcome: "past-proof"; stage: OrderStage }
  | { outcome: "no-mockup" }
  | { outcome: "unknown-file" };

interface ProofSettings {
  publicUrl: string;
  smtpConfigured: boolean;
  store: ProductionStore;
  uploads: UploadStore;
}

/** Staff's own proof file: an image drawn as a PNG picture, a PDF kept as it is. */
async function proofFileFromUpload(
  { store, uploads }: ProofSettings,
  uploadId: string,
  number: string,
): Promise<{ stored: StoredProductionFile; mimeType: string; picture: boolean } | undefined> {
  const upload = await uploads.find(uploadId);
  if (!upload) return undefined;
  const source = uploads.pathOf(upload.id);
  if (upload.mime_type === "application/pdf") {
    return { stored: await store.copyIn(source), mimeType: "application/pdf", picture: false };
  }
  // Staff's file is decoded in the sandbox, like a customer's, in the order's turn.
  const stored = await store.put(async (output) => {
    const drawn = await drawImageInTurn(`order:${number}`, source, {
      side: proofPictureWidth,
      format: "png",
      output,
    });
    if (!drawn.ok) throw new Error(`The proof picture could not be drawn: ${drawn.message}`);
  });
  return { stored, mimeType: "image/png", picture: true };
}

/**
 * Sends a proof: staff's uploaded file, or else each design's latest mockup.
 * The round, the order's move to "proof sent" (from "received"), the
 * customer's e-mail and the audit line are one transaction.
 */
export async function sendProof(
  database: Database,
  settings: ProofSettings,
  input: {
    number: string;
    message: string;
    uploadId: string | null;
    actor: StaffActor;
    now: number;
  },
): Promise<SendProofOutcome> {
  const { db, engine } = database;
  const { number, message, actor, now } = input;
  const order = await db
    .selectFrom("orders")
    .select(["stage", "record"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!order) return { outcome: "unknown-order" };
  const placed = JSON.parse(order.record) as PlacedOrder;

  let made: { stored: StoredProductionFile; mimeType: string; picture: boolean } | undefined;
  let files: ProofFile[];
  if (input.uploadId) {
    made = await proofFileFromUpload(settings, input.uploadId, input.number);
    if (!made) return { outcome: "unknown-file" };
    files = [
      {
        fileId: made.stored.id,
        label: made.picture ? "Proof" : "Proof (PDF)",
        picture: made.picture,
      },
    ];
  } else {
    const mockups = await db
      .selectFrom("production_files")
      .select(["id", "line_id", "version"])
      .where("order_number", "=", number)
      .where("kind", "=", "mockup")
      .execute();
    files = [];
    for (const [index, line] of placed.lines.entries()) {
      const latest = mockups
        .filter((file) => file.line_id === line.id)
        .sort((a, b) => b.version - a.version)[0];
      if (!latest) return { outcome: "no-mockup" };
      files.push({
        fileId: latest.id,
        label:
          placed.lines.length > 1
            ? `Design ${index + 1}: ${line.design.designName}`
            : line.design.designName,
        picture: true,
      });
    }
  }

  try {
    return await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("orders")
        .select(["stage", "checkout_id", "cart_id", "status_link_version"])
        .where("number", "=", number);
      if (engine === "postgres") query = query.forUpdate();
      const row = await query.executeTakeFirstOrThrow();
      const stage = row.stage as OrderStage;
      if (stage !== "received" && stage !== "proof_sent") {
        throw new PastProof(stage);
      }
      const round = (await latestRound(trx, number)) + 1;
      if (made) {
        await trx
          .insertInto("production_files")
          .values({
            id: made.stored.id,
            order_number: number,
            line_id: "",
            kind: "proof",
            version: await nextFileVersion(trx, number, "", "proof"),
            filename: `${number}-proof-${round}.${made.picture ? "png" : "pdf"}`,
            mime_type: made.mimeType,
            size_bytes: made.stored.sizeBytes,
            sha256: made.stored.sha256,
            note: `Sent as proof ${round}.`,
            created_by: actor.email,
            created_at: now,
          })
          .execute();
      }
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
        })
        .execute();
      if (stage === "received") await enterStage(trx, number, "proof_sent", now);
      const statusUrl = emailedStatusUrl(settings.publicUrl, number, row);
      const emailFiles: ProofEmailFile[] = files.map((file) => ({
        url: `${settings.publicUrl}${proofFilePath(number, row.checkout_id, file.fileId)}`,
        label: file.label,
        picture: file.picture,
      }));
      await insertOnce(trx, [
        emailRow(
          placed,
          { id: `proof-${round}`, purpose: "order-proof", to: placed.customer.email },
          proofEmail(placed, { round, message, files: emailFiles }, statusUrl),
          { smtpConfigured: settings.smtpConfigured, now },
        ),
      ]);
      await recordAudit(trx, actor, {
        action: "sent-proof",
        subject: number,
        detail: { round, message, files: files.map((file) => file.label) },
        at: now,
      });
      return { outcome: "sent" as const, round, emailed: settings.smtpConfigured };
    });
  } catch (error) {
    if (made) await settings.store.discard(made.stored.id);
    if (error instanceof PastProof) return { outcome: "past-proof", stage: error.stage };
    throw error;
  }
}

/** The order moved past its proof while the proof was being made. */
class PastProof extends Error {
  readonly stage: OrderStage;
  constructor(stage: OrderStage) {
    super(`The order is at ${stage}`);
    this.stage = stage;
  }
}

export type AnswerProofOutcome =
  | { outcome: "answered"; answer: "approved" | "changes" }
  | { outcome: "already-answered" }
  | { outcome: "not-latest" };

/**
 * The customer's answer to the latest proof, once: approving moves the order
 * to "approved" (with its e-mail) and tells the shop; asking for changes tells
 * the shop and keeps the order at "proof sent". The caller has checked the
 * order's token.
 */
export async function answerProof(
  { db }: Pick<Database, "db">,
  settings: { publicUrl: string; smtpConfigured: boolean; shopNotifyEmail: string | undefined },
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
): Promise<AnswerProofOutcome> {
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
    const row = await trx
      .selectFrom("orders")
      .select(["stage", "record", "checkout_id", "cart_id", "status_link_version"])
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    const order = JSON.parse(row.record) as PlacedOrder;
    if (answer === "changes" && input.uploadId) {
      // The customer's file is the order's now: never expired.
      await trx
        .updateTable("uploads")
        .set({ attached_at: now })
        .where("id", "=", input.uploadId)
        .where("attached_at", "is", null)
        .execute();
    }
    if (answer === "approved" && row.stage === "proof_sent") {
      await enterStage(trx, number, "approved", now);
      await queueStageEmail(trx, order, "approved", {
        statusUrl: emailedStatusUrl(settings.publicUrl, number, row),
        smtpConfigured: settings.smtpConfigured,
        now,
      });
    }
    if (settings.shopNotifyEmail) {
      await insertOnce(trx, [
        emailRow(
          order,
          {
            id: `proof-${round}-${answer}`,
            purpose: `proof-${answer}`,
            to: settings.shopNotifyEmail,
          },
          proofAnswerEmail(
            order,
            {
              round,
              answer,
              comment,
              replyFileUrl:
                answer === "changes" && input.uploadId
                  ? `${settings.publicUrl}/artwork/${input.uploadId}`
                  : null,
            },
            `${settings.publicUrl}/staff/orders/${number}`,
          ),
          { smtpConfigured: settings.smtpConfigured, now },
        ),
      ]);
    }
    return { outcome: "answered" as const, answer };
  });
}
