import type { StaffActor } from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import { keepApproval } from "../orders/approvals.ts";
import { findOrder } from "../orders/find.ts";
import { designApprovals } from "../production/approval-state.ts";
import type { ProductionStore } from "../production/store.ts";

/*
 * Keeping a design's approval for a changed print file (issue 34): staff say
 * why the customer need not see the new version (a fix to the cut, not the
 * art); it is recorded against that version's SHA-256 and audited.
 */
export function createApprovalDesk(
  database: Database,
  settings: { production: { store: ProductionStore }; clock: () => number },
) {
  const { db } = database;
  return {
    async keepApproval(
      input: { number: string; lineId: string; reason: string },
      actor: StaffActor,
    ): Promise<"kept" | "unknown"> {
      const found = await findOrder(db, input.number);
      if (!found) return "unknown";
      const approval = (await designApprovals(db, settings.production.store, found.order)).find(
        (entry) => entry.lineId === input.lineId,
      );
      if (!approval?.print) return "unknown";
      await keepApproval(db, {
        number: input.number,
        print: { lineId: input.lineId, ...approval.print },
        reason: input.reason,
        actor,
        now: settings.clock(),
      });
      return "kept";
    },
  };
}

export type ApprovalDesk = ReturnType<typeof createApprovalDesk>;
