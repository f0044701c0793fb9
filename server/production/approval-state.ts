import type { Kysely } from "kysely";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { DesignApproval } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { printApprovals } from "../orders/approvals.ts";
import type { ProductionStore } from "./store.ts";

/*
 * Where each design's approval stands against its current print file (issue
 * 34): approving is of one version, by its SHA-256, so a print file replaced
 * or made again after approval reopens that design's proof until the
 * customer approves the new proof or staff keep the approval with a reason.
 */

export async function designApprovals(
  db: Kysely<DatabaseSchema>,
  store: Pick<ProductionStore, "filesOf">,
  order: PlacedOrder,
): Promise<DesignApproval[]> {
  const [files, approvals] = await Promise.all([
    store.filesOf(order.number),
    printApprovals(db, order.number),
  ]);
  return order.lines.map((line) => {
    const current = files
      .filter((file) => file.line_id === line.id && file.kind === "print")
      .sort((a, b) => b.version - a.version)[0];
    const mine = approvals.filter((approval) => approval.lineId === line.id);
    const latest = mine.at(-1);
    const print = current
      ? { fileId: current.id, version: current.version, sha256: current.sha256 }
      : null;
    const ofCurrent = print && mine.findLast((approval) => approval.sha256 === print.sha256);
    const shown = ofCurrent ?? latest;
    return {
      lineId: line.id,
      print,
      state: ofCurrent ? "approved" : latest ? "changed" : "waiting",
      approved: shown
        ? { version: shown.version, byStaff: shown.byStaff, reason: shown.reason }
        : null,
    };
  });
}
