import type { Kysely } from "kysely";
import { type StaffMember, staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type Actor, recordAudit } from "../audit.ts";
import { forgetDevices } from "./devices.ts";
import { removePasskeysExcept } from "./passkeys.ts";
import { toMember } from "./members.ts";
import { newToken, sameSecret, tokenHash } from "../tokens.ts";

/*
 * Console sessions (issue 19): a database row per signed-in browser, which
 * holds only its id. A session ends when idle too long, when too old, on
 * signing out, or when its member leaves the team. It knows when it signed
 * in and with which passkey, so that a change only its owner should make
 * (a passkey added or removed) can ask for a fresh sign-in (issue 32, item
 * 8), and "sign out everywhere" knows which passkey to keep.
 */

type Db = Kysely<DatabaseSchema>;

/** A signed-in console session. */
export interface StaffSession {
  member: StaffMember;
  /** The token every console form carries (docs/decisions.md 20). */
  csrfToken: string;
  /** The cookie's value. */
  sessionId: string;
  /** When its sign-in happened, ms since the epoch. */
  signedInAt: number;
  /** The passkey it signed in with; null for a password. */
  passkeyId: string | null;
}

/** Whether the session signed in recently enough to add or remove a passkey. */
export const isFresh = (session: StaffSession, now: number) =>
  now - session.signedInAt < staffPolicy.freshSignInMs;

/** A new session for `member`, in the caller's transaction, with its audit line. */
export async function startSession(
  db: Db,
  member: StaffMember,
  {
    ip,
    how,
    passkeyId = null,
    now,
  }: { ip: string | null; how: string; passkeyId?: string | null; now: number },
) {
  const sessionId = newToken();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: tokenHash(sessionId),
      staff_id: member.id,
      csrf_token: newToken(),
      created_at: now,
      last_seen_at: now,
      ip,
      passkey_id: passkeyId,
    })
    .execute();
  await recordAudit(
    db,
    { id: member.id, email: member.email, ip },
    { action: "signed-in", subject: member.email, detail: { with: how }, at: now },
  );
  return { outcome: "signed-in" as const, sessionId, member };
}

/**
 * The session a cookie names, if it is still good: not idle past the limit,
 * not older than the absolute limit, its member still on the team.
 */
export async function findSession(
  db: Db,
  sessionId: string,
  now: number,
): Promise<StaffSession | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return undefined;
  const idHash = tokenHash(sessionId);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.csrf_token",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff_sessions.passkey_id",
      "staff.id",
      "staff.email",
      "staff.name",
      "staff.role",
      "staff.removed_at",
    ])
    .where("staff_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const member = toMember(row);
  const expired =
    !member ||
    row.removed_at !== null ||
    Number(row.last_seen_at) + staffPolicy.sessionIdleMs <= now ||
    Number(row.created_at) + staffPolicy.sessionAbsoluteMs <= now;
  if (expired) {
    await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  // Written at most once a minute: a page of the console is not a write.
  if (now - Number(row.last_seen_at) > 60_000) {
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: now })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return {
    member,
    csrfToken: row.csrf_token,
    sessionId,
    signedInAt: Number(row.created_at),
    passkeyId: row.passkey_id,
  };
}

/** Whether a form's token is its session's. */
export const csrfMatches = (session: StaffSession, token: string) =>
  sameSecret(session.csrfToken, token);

/** Ends one session (this browser's). */
export function endSession(db: Db, sessionId: string) {
  return db.deleteFrom("staff_sessions").where("id_hash", "=", tokenHash(sessionId)).execute();
}

/**
 * Signs out: this session, or (everywhere) every session of its member and,
 * since a stolen session could have added one (issue 32, item 8), every
 * passkey but the one this session signed in with, and every browser's
 * device cookie but this one's. Answers how many passkeys went.
 */
export async function signOut(
  db: Db,
  session: StaffSession,
  {
    actor,
    everywhere,
    device,
    now,
  }: { actor: Actor; everywhere: boolean; device?: string; now: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!everywhere) {
      await endSession(trx, session.sessionId);
      await recordAudit(trx, actor, {
        action: "signed-out",
        subject: session.member.email,
        at: now,
      });
      return 0;
    }
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", session.member.id).execute();
    const removed = await removePasskeysExcept(trx, session.member.id, session.passkeyId);
    await forgetDevices(trx, session.member.id, device);
    await recordAudit(trx, actor, {
      action: "signed-out-everywhere",
      subject: session.member.email,
      detail: { passkeysRemoved: removed },
      at: now,
    });
    return removed;
  });
}
