import type { Kysely } from "kysely";
import { z } from "zod";
import type { ProofRound } from "#app/domain/orders.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ProofPrint } from "./approvals.ts";
import { proofFileKey, proofFilePath } from "./links.ts";

/*
 * An order's proof rounds as they are kept (proofs.ts sends and answers
 * them): the files each shows, and the rounds as both pages show them.
 */

type Db = Kysely<DatabaseSchema>;

/** One file a round shows, as its row keeps it. */
export interface ProofFile {
  /** A production file's id. */
  fileId: string;
  label: string;
  /** A PNG to show; otherwise a PDF to open. */
  picture: boolean;
  /** The print file a picture of the print was drawn from: what approving it approves. */
  print?: ProofPrint;
}

export const ProofFilesSchema = z.array(
  z.object({
    fileId: z.string(),
    label: z.string(),
    picture: z.boolean(),
    print: z.optional(
      z.object({
        lineId: z.string(),
        fileId: z.string(),
        sha256: z.string(),
        version: z.number(),
      }),
    ),
  }),
);

/** Every round of an order's proofs, oldest first, as both pages show them. */
export async function proofRounds(
  db: Db,
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
      files: ProofFilesSchema.parse(JSON.parse(row.files)).map((file) => ({
        url: proofFilePath(number, checkoutId, file.fileId),
        label: file.label,
        picture: file.picture,
        print: Boolean(file.print),
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

/**
 * The production file a proof's private link names, if the key is the
 * order's for it: its id, for production to serve (never the print file).
 */
export async function proofFileId(db: Db, input: { number: string; fileId: string; key: string }) {
  const order = await db
    .selectFrom("orders")
    .select("checkout_id")
    .where("number", "=", input.number)
    .executeTakeFirst();
  return order && input.key === proofFileKey(order.checkout_id, input.fileId)
    ? input.fileId
    : undefined;
}

/** The number of an order's latest proof round; 0 before the first. */
export async function latestRound(db: Db, number: string): Promise<number> {
  const latest = await db
    .selectFrom("proof_rounds")
    .select((eb) => eb.fn.max("round").as("round"))
    .where("order_number", "=", number)
    .executeTakeFirst();
  return Number(latest?.round ?? 0);
}
