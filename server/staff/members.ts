import type { Kysely } from "kysely";
import { type StaffMember, isStaffRole } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";

/*
 * Staff members as the rest of the console reads them: a row's role is
 * checked where it is read, and a role this version does not know signs
 * nobody in (rather than reading as "staff").
 */

export const normalEmail = (email: string) => email.trim().toLowerCase();

export const memberColumns = ["id", "email", "name", "role"] as const;

/** A row as a member, or undefined when its role is not one this version knows. */
export function toMember(row: { id: string; email: string; name: string; role: string }) {
  const { id, email, name, role } = row;
  return isStaffRole(role) ? ({ id, email, name, role } satisfies StaffMember) : undefined;
}

/** Someone on the team (not removed), by id or e-mail. */
export async function activeMember(
  db: Kysely<DatabaseSchema>,
  where: { id: string } | { email: string },
): Promise<StaffMember | undefined> {
  let query = db.selectFrom("staff").select(memberColumns).where("removed_at", "is", null);
  query =
    "id" in where
      ? query.where("id", "=", where.id)
      : query.where("email", "=", normalEmail(where.email));
  const row = await query.executeTakeFirst();
  return row && toMember(row);
}

/** Whether a member can sign in with a password (and its second factor). */
export async function hasPassword(db: Kysely<DatabaseSchema>, staffId: string) {
  const row = await db
    .selectFrom("staff")
    .select("password_hash")
    .where("id", "=", staffId)
    .executeTakeFirst();
  return Boolean(row?.password_hash);
}
