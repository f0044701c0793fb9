import type { Kysely } from "kysely";
import { type StaffMember, staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { recordAudit } from "../audit.ts";
import { passwordMatches, totpStep } from "./credentials.ts";
import { knownDevice, rememberDevice } from "./devices.ts";
import { memberColumns, normalEmail, toMember } from "./members.ts";
import { type RelyingParty, verifyPasskeySignIn } from "./passkeys.ts";
import { startSession } from "./sessions.ts";
import {
  type FailureLimit,
  accountKey,
  addressKey,
  deviceKey,
  reserveAttempt,
  succeeded,
} from "./throttle.ts";

/*
 * Signing in to the console (issue 19): with e-mail, password and the
 * authenticator's code, or with a passkey. A password attempt is recorded
 * before it is checked and limited by who asks (throttle.ts, issue 32); a
 * passkey, which cannot be guessed, is not limited by failures at all.
 * Either way a successful sign-in leaves this browser remembered as the
 * account's (devices.ts).
 */

type Db = Kysely<DatabaseSchema>;

/** Who is signing in: the client's address and the device cookie its browser sent. */
export interface StaffClient {
  ip: string | null;
  deviceToken: string | undefined;
}

export type SignInOutcome =
  | {
      outcome: "signed-in";
      sessionId: string;
      member: StaffMember;
      /** The browser's device cookie (devices.ts), kept or new. */
      deviceToken: string;
    }
  | { outcome: "refused" }
  | { outcome: "locked"; retryAfterMs: number };

/** One answer for every wrong part: the e-mail, the password or the code. */
export async function signInWithPassword(
  db: Db,
  input: { email: string; password: string; code: string },
  client: StaffClient,
  now: number,
): Promise<SignInOutcome> {
  const email = normalEmail(input.email).slice(0, 254);
  const device = await knownDevice(db, client.deviceToken, email, now);
  const limits: FailureLimit[] = device
    ? [{ key: deviceKey(device), limit: staffPolicy.failuresPerDevice }]
    : [
        { key: addressKey(client.ip), limit: staffPolicy.failuresPerAddress },
        { key: accountKey(email), limit: staffPolicy.failuresPerAccount },
      ];
  const reservation = await reserveAttempt(db, limits, now);
  if ("lockedUntil" in reservation) {
    return { outcome: "locked", retryAfterMs: reservation.lockedUntil - now };
  }
  const row = await db
    .selectFrom("staff")
    .select([...memberColumns, "password_hash", "totp_secret", "totp_last_step"])
    .where("email", "=", email)
    .where("removed_at", "is", null)
    .executeTakeFirst();
  const member = row && toMember(row);
  const passwordOk = await passwordMatches(row?.password_hash ?? null, input.password);
  const step =
    passwordOk && row?.totp_secret ? totpStep(row.totp_secret, email, input.code, now) : undefined;
  const fresh = step !== undefined && step > Number(row?.totp_last_step ?? -1);
  if (!member || !passwordOk || !fresh) {
    // The attempt stays recorded: it is the failure.
    await recordAudit(
      db,
      { id: row?.id ?? null, email, ip: client.ip },
      { action: "sign-in-refused", subject: email, detail: { with: "password" }, at: now },
    );
    return { outcome: "refused" };
  }
  await succeeded(db, reservation.attempt, [
    accountKey(email),
    ...(device ? [deviceKey(device)] : []),
  ]);
  return db.transaction().execute(async (trx) => {
    // The code's time step is spent, so the same code cannot sign in twice.
    const spent = await trx
      .updateTable("staff")
      .set({ totp_last_step: step })
      .where("id", "=", member.id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return { outcome: "refused" as const };
    const session = await startSession(trx, member, { ip: client.ip, how: "password", now });
    return {
      ...session,
      deviceToken: await rememberDevice(trx, member.id, client.deviceToken, now),
    };
  });
}

/** Signs in with a passkey's answer (JSON text) to a prompt this server made. */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; response: string; requestOrigin: string },
  client: StaffClient,
  now: number,
): Promise<SignInOutcome> {
  const verified = await verifyPasskeySignIn(db, rp, input, now);
  const member = verified && toMember(verified.member);
  if (!verified || !member) return { outcome: "refused" };
  return db.transaction().execute(async (trx) => {
    const session = await startSession(trx, member, {
      ip: client.ip,
      how: "passkey",
      passkeyId: verified.keyId,
      now,
    });
    return {
      ...session,
      deviceToken: await rememberDevice(trx, member.id, client.deviceToken, now),
    };
  });
}
