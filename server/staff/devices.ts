import type { Kysely } from "kysely";
import { staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { newToken, tokenHash } from "../tokens.ts";

/*
 * Browsers a staff member has signed in from (OWASP's "device cookies",
 * issue 32, item 6). Each successful sign-in leaves a long-lived cookie on
 * the browser, its token's hash kept here against the account. A password
 * attempt from such a browser is counted against that browser alone, so
 * anyone guessing the owner's password from elsewhere, however often, locks
 * out only themselves: the owner signs in from their usual browser as ever.
 * A device cookie signs nobody in; it only says "seen here before".
 */

type Db = Kysely<DatabaseSchema>;

/** Whether a cookie value looks like one of ours (43 URL-safe characters) before any lookup. */
const wellFormed = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The device the cookie names, if it signed in to the account of `email`
 * (on the team) within the device's lifetime: its id (the token's hash).
 */
export async function knownDevice(
  db: Db,
  token: string | undefined,
  email: string,
  now: number,
): Promise<string | undefined> {
  if (!wellFormed(token)) return undefined;
  const row = await db
    .selectFrom("staff_devices")
    .innerJoin("staff", "staff.id", "staff_devices.staff_id")
    .select(["staff_devices.token_hash", "staff_devices.last_used_at"])
    .where("staff_devices.token_hash", "=", tokenHash(token))
    .where("staff.email", "=", email.trim().toLowerCase())
    .where("staff.removed_at", "is", null)
    .executeTakeFirst();
  if (!row || Number(row.last_used_at) + staffPolicy.deviceValidMs <= now) return undefined;
  return row.token_hash;
}

/**
 * After a sign-in on this browser: keeps its device cookie (the same token,
 * if it already names this account) or makes a new one. Answers the token
 * to set as the cookie.
 */
export async function rememberDevice(
  db: Db,
  staffId: string,
  token: string | undefined,
  now: number,
): Promise<string> {
  if (wellFormed(token)) {
    const kept = await db
      .updateTable("staff_devices")
      .set({ last_used_at: now })
      .where("token_hash", "=", tokenHash(token))
      .where("staff_id", "=", staffId)
      .executeTakeFirst();
    if (Number(kept.numUpdatedRows) === 1) return token;
  }
  const fresh = newToken();
  await db
    .insertInto("staff_devices")
    .values({ token_hash: tokenHash(fresh), staff_id: staffId, created_at: now, last_used_at: now })
    .execute();
  await db
    .deleteFrom("staff_devices")
    .where("last_used_at", "<", now - staffPolicy.deviceValidMs)
    .execute();
  return fresh;
}

/** Forgets every device of an account but `keep` (a way back in, signing out everywhere). */
export async function forgetDevices(db: Db, staffId: string, keep?: string) {
  let query = db.deleteFrom("staff_devices").where("staff_id", "=", staffId);
  if (keep) query = query.where("token_hash", "!=", keep);
  await query.execute();
}
