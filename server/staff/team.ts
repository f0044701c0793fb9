import {
  type AuditEntry,
  type PendingInvite,
  type StaffRole,
  type TeamMember,
  consolePageSize,
  isStaffRole,
} from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import { type Actor, recordAudit } from "../audit.ts";
import { type InviteSettings, createInvite } from "./invites.ts";

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
    // A role this version does not know is shown as it is, and signs nobody in (members.ts).
    members: members.map((row): TeamMember => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: isStaffRole(row.role) ? row.role : { unknown: row.role },
      joined: iso(row.created_at),
      passkeys: passkeys.get(row.id) ?? 0,
      password: row.password_hash !== null,
    })),
    invites: invites.map((row): PendingInvite => ({
      email: row.email,
      role: isStaffRole(row.role) ? row.role : { unknown: row.role },
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

/** The team page's changes and the audit log, as the console's routes use them. */
export interface Team {
  team(): ReturnType<typeof listTeam>;
  invite(
    input: { email: string; role: StaffRole },
    actor: Actor,
  ): Promise<
    | { outcome: "invited"; url: string; expiresAt: string; emailed: boolean }
    | { outcome: "on-team" }
  >;
  removeStaff(id: string, actor: Actor): Promise<RemoveOutcome>;
  auditLog(page: number): ReturnType<typeof auditLog>;
}

export function createTeam(
  database: Database,
  settings: InviteSettings & { onQueued: () => void; clock: () => number },
): Team {
  const { clock } = settings;
  return {
    team: () => listTeam(database, clock()),
    async invite(input, actor) {
      if (await isOnTeam(database, input.email)) return { outcome: "on-team" };
      const invited = await createInvite(database.db, settings, { ...input, by: actor }, clock());
      settings.onQueued();
      const { url, expiresAt, emailed } = invited;
      return { outcome: "invited", url, expiresAt, emailed };
    },
    removeStaff: (id, actor) => removeStaff(database, id, actor, clock()),
    auditLog: (page) => auditLog(database, page),
  };
}
