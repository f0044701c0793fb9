import {
  type AuditEntry,
  type PendingInvite,
  type TeamMember,
  consolePageSize,
  isStaffRole,
} from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import { type Actor, recordAudit } from "./audit.ts";

/*
 * The team, as owners manage it in the console, and the audit log they read.
 */

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export async function listTeam({ db }: Database, now: number) {
  const [members, keys, invites] = await Promise.all([
    db
      .selectFrom("staff")
      .select(["id", "email", "name", "role", "created_at", "password_hash"])
      .where("removed_at", "is", null)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("staff_passkeys")
      .select((eb) => ["staff_id", eb.fn.countAll<number>().as("count")])
      .groupBy("staff_id")
      .execute(),
    db
      .selectFrom("staff_invites")
      .select(["email", "role", "expires_at"])
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .orderBy("created_at")
      .execute(),
  ]);
  const passkeys = new Map(keys.map((row) => [row.staff_id, Number(row.count)]));
  return {
    members: members.map((row): TeamMember => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: isStaffRole(row.role) ? row.role : "staff",
      joined: iso(row.created_at),
      passkeys: passkeys.get(row.id) ?? 0,
      password: row.password_hash !== null,
    })),
    invites: invites.map((row): PendingInvite => ({
      email: row.email,
      role: isStaffRole(row.role) ? row.role : "staff",
      expires: iso(row.expires_at),
    })),
  };
}

export type RemoveOutcome = "removed" | "unknown" | "last-owner";

/**
 * Takes someone off the team: their sessions end and their passkeys go; the
 * row stays, so the audit log still names them. The last owner stays: on
 * PostgreSQL the owners' rows are locked first, so two removals at once take
 * turns and the second counts the first's result (issue 32, item 9); SQLite
 * runs one write transaction at a time anyway.
 */
export async function removeStaff(
  { db, engine }: Database,
  id: string,
  actor: Actor,
  now: number,
): Promise<RemoveOutcome> {
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      await trx
        .selectFrom("staff")
        .select("id")
        .where("role", "=", "owner")
        .where("removed_at", "is", null)
        .forUpdate()
        .execute();
    }
    const member = await trx
      .selectFrom("staff")
      .select(["email", "role"])
      .where("id", "=", id)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (!member) return "unknown";
    if (member.role === "owner") {
      const owners = await trx
        .selectFrom("staff")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("role", "=", "owner")
        .where("removed_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(owners.count) <= 1) return "last-owner";
    }
    await trx.updateTable("staff").set({ removed_at: now }).where("id", "=", id).execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_passkeys").where("staff_id", "=", id).execute();
    await trx.deleteFrom("staff_devices").where("staff_id", "=", id).execute();
    await trx
      .updateTable("staff_invites")
      .set({ used_at: now })
      .where("email", "=", member.email)
      .where("used_at", "is", null)
      .execute();
    await recordAudit(trx, actor, {
      action: "removed-staff",
      subject: member.email,
      detail: { role: member.role },
      at: now,
    });
    return "removed";
  });
}

/** Whether an e-mail belongs to someone on the team now. */
export async function isOnTeam({ db }: Database, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .where("removed_at", "is", null)
    .executeTakeFirst();
  return Boolean(row);
}

/** One page of the audit log, newest first. */
export async function auditLog({ db }: Database, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id")
      .limit(consolePageSize)
      .offset((page - 1) * consolePageSize)
      .execute(),
    db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((row): AuditEntry => ({
      at: iso(row.at),
      who: row.staff_email,
      action: row.action,
      subject: row.subject,
      detail: row.detail === "{}" ? "" : row.detail,
      ip: row.ip,
    })),
    total: Number(total.count),
  };
}
