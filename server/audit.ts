import type { Kysely } from "kysely";
import type { StaffActor } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "./db/schema.ts";
import { newId } from "./tokens.ts";

export type Actor = StaffActor;

/**
 * Writes one line of the audit log (who, what, when, from where), in the
 * transaction of the change it records. The console only ever appends to it.
 */
export async function recordAudit(
  db: Kysely<DatabaseSchema>,
  actor: Actor,
  entry: { action: string; subject: string; detail?: Record<string, unknown>; at: number },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: newId(),
      at: entry.at,
      staff_id: actor.id,
      staff_email: actor.email,
      action: entry.action,
      subject: entry.subject.slice(0, 200),
      detail: JSON.stringify(entry.detail ?? {}),
      ip: actor.ip,
    })
    .execute();
}
