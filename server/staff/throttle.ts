import type { Kysely } from "kysely";
import { staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { clientIdentity } from "../rate-limit.ts";
import { newId } from "../tokens.ts";

/*
 * Password sign-ins are limited by failures counted in the database, so
 * every instance sees them (issue 19), in one step that records before it
 * decides (issue 32, item 5): an attempt is written first, as if it failed,
 * and then the attempts in the window are counted, its own included. Forty
 * at once all count each other, so at most the limit of them are checked,
 * however they interleave. A success takes its row back; a refusal (locked)
 * takes its row back too, so a locked-out guesser does not extend the lock.
 *
 * Whose failures count depends on who asks (issue 32, items 6 and 7):
 * - from a browser that has signed in to this account before (its device
 *   cookie, devices.ts), only that device's own failures: guesses from
 *   anywhere else cannot lock its owner out;
 * - from anywhere else, the account's and the client address's.
 * Passkeys, which cannot be guessed, are never limited here.
 */

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string | null) => `address:${ip ? clientIdentity(ip) : "unknown"}`;
export const deviceKey = (deviceId: string) => `device:${deviceId}`;

/** A key whose failures are counted, and how many the window takes. */
export interface FailureLimit {
  key: string;
  limit: number;
}

export type Reservation = { attempt: string } | { lockedUntil: number };

type Db = Kysely<DatabaseSchema>;

/**
 * Records an attempt against every key, then counts each key's attempts in
 * the window: past a limit the attempt is taken back and refused (with when
 * the oldest counted one leaves the window); otherwise it may go ahead, and
 * stays recorded as a failure unless `succeeded` takes it back.
 */
export async function reserveAttempt(
  db: Db,
  limits: readonly FailureLimit[],
  now: number,
): Promise<Reservation> {
  const attempt = newId();
  await db
    .insertInto("sign_in_failures")
    .values(limits.map(({ key }) => ({ key, at: now, attempt })))
    .execute();
  const since = now - staffPolicy.failureWindowMs;
  let lockedUntil: number | undefined;
  for (const { key, limit } of limits) {
    const counted = await db
      .selectFrom("sign_in_failures")
      .select("at")
      .where("key", "=", key)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .limit(limit + 1)
      .execute();
    if (counted.length <= limit) continue;
    // Open again once the oldest of the last `limit` others leaves the window.
    const reopens = Number(counted.at(-1)?.at ?? now) + staffPolicy.failureWindowMs;
    lockedUntil = Math.max(lockedUntil ?? 0, reopens);
  }
  await db.deleteFrom("sign_in_failures").where("at", "<=", since).execute();
  if (lockedUntil === undefined) return { attempt };
  await takeBack(db, attempt);
  return { lockedUntil };
}

/** Takes an attempt's rows back: it did not fail. */
function takeBack(db: Db, attempt: string) {
  return db.deleteFrom("sign_in_failures").where("attempt", "=", attempt).execute();
}

/** The attempt signed in: it is not a failure, and the account's (or device's) failures are forgotten. */
export async function succeeded(db: Db, attempt: string, forget: readonly string[]) {
  await takeBack(db, attempt);
  if (forget.length > 0)
    await db.deleteFrom("sign_in_failures").where("key", "in", forget).execute();
}
