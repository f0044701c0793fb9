import type { Kysely } from "kysely";
import { staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { clientIdentity } from "../rate-limit.ts";

/*
 * Failed sign-ins, counted in the database so every instance sees them: per
 * account (its e-mail) and per client address. Past either limit, passwords
 * are not even checked until the window has moved on. The lockout is never
 * permanent, and it stops passwords only: a passkey, which cannot be guessed,
 * still signs its owner in, and `npm run staff -- invite` gives a way back.
 */

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string | null) => `address:${ip ? clientIdentity(ip) : "unknown"}`;

/** When the sign-in may be tried again, or undefined when it may be now. */
export async function lockedUntil(
  db: Kysely<DatabaseSchema>,
  { email, ip, now }: { email: string | null; ip: string | null; now: number },
): Promise<number | undefined> {
  const since = now - staffPolicy.failureWindowMs;
  const limits: [key: string, limit: number][] = [[addressKey(ip), staffPolicy.failuresPerAddress]];
  if (email) limits.push([accountKey(email), staffPolicy.failuresPerAccount]);
  let until: number | undefined;
  for (const [key, limit] of limits) {
    const failures = await db
      .selectFrom("sign_in_failures")
      .select("at")
      .where("key", "=", key)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .limit(limit)
      .execute();
    if (failures.length < limit) continue;
    // Open again once the oldest of the last `limit` failures leaves the window.
    const reopens = Number(failures.at(-1)?.at ?? now) + staffPolicy.failureWindowMs;
    until = Math.max(until ?? 0, reopens);
  }
  return until;
}

/** Counts a failed sign-in against the account (when one was named) and the address. */
export async function recordFailure(
  db: Kysely<DatabaseSchema>,
  { email, ip, now }: { email: string | null; ip: string | null; now: number },
): Promise<void> {
  const rows = [{ key: addressKey(ip), at: now }];
  if (email) rows.push({ key: accountKey(email), at: now });
  await db.insertInto("sign_in_failures").values(rows).execute();
  await db
    .deleteFrom("sign_in_failures")
    .where("at", "<", now - staffPolicy.failureWindowMs)
    .execute();
}

/** A successful password sign-in forgets the account's failures (not the address's). */
export async function clearAccountFailures(
  db: Kysely<DatabaseSchema>,
  email: string,
): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("key", "=", accountKey(email)).execute();
}
