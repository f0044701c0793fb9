import type { Kysely } from "kysely";
import type { StaffActor } from "#app/domain/staff.ts";
import { recordAudit } from "../audit.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { newId } from "../tokens.ts";

/*
 * The proof is the print (issue 34): what a customer approves is a design's
 * print file, one version, by its SHA-256, the file their proof was drawn
 * from. Approving a round records each design it showed; staff may keep an
 * approval for a changed file with their reason. Production reads these
 * against each design's current print file (server/production/approval-state.ts).
 */

type Db = Kysely<DatabaseSchema>;

/** The print file a proof's picture was drawn from. */
export interface ProofPrint {
  lineId: string;
  fileId: string;
  sha256: string;
  version: number;
}

export interface PrintApproval extends ProofPrint {
  /** The round the customer approved; null when staff kept the approval. */
  round: number | null;
  byStaff: string | null;
  reason: string;
  at: number;
}

/** Every approval of an order's print files, by the version approved, then oldest first. */
export async function printApprovals(db: Db, number: string): Promise<PrintApproval[]> {
  const rows = await db
    .selectFrom("print_approvals")
    .selectAll()
    .where("order_number", "=", number)
    .orderBy("print_version")
    .orderBy("approved_at")
    .execute();
  return rows.map((row) => ({
    lineId: row.line_id,
    fileId: row.print_file_id,
    sha256: row.print_sha256,
    version: row.print_version,
    round: row.round,
    byStaff: row.by_staff,
    reason: row.reason,
    at: Number(row.approved_at),
  }));
}

/** The customer approved round `round`: each print file it showed is approved. */
export async function recordRoundApprovals(
  db: Db,
  input: { number: string; round: number; prints: readonly ProofPrint[]; now: number },
): Promise<void> {
  for (const print of input.prints) {
    await db
      .insertInto("print_approvals")
      .values({
        id: newId(),
        order_number: input.number,
        line_id: print.lineId,
        print_file_id: print.fileId,
        print_sha256: print.sha256,
        print_version: print.version,
        round: input.round,
        by_staff: null,
        reason: "",
        approved_at: input.now,
      })
      .execute();
  }
}

/**
 * Staff keep an approval for a design's changed print file (a fix the
 * customer need not see again), with their reason; audited.
 */
export async function keepApproval(
  db: Db,
  input: { number: string; print: ProofPrint; reason: string; actor: StaffActor; now: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("print_approvals")
      .values({
        id: newId(),
        order_number: input.number,
        line_id: input.print.lineId,
        print_file_id: input.print.fileId,
        print_sha256: input.print.sha256,
        print_version: input.print.version,
        round: null,
        by_staff: input.actor.email,
        reason: input.reason,
        approved_at: input.now,
      })
      .execute();
    await recordAudit(trx, input.actor, {
      action: "kept-approval",
      subject: input.number,
      detail: { line: input.print.lineId, version: input.print.version, reason: input.reason },
      at: input.now,
    });
  });
}
