import type { Kysely } from "kysely";
import { type StaffMember, isStaffRole } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { recordAudit } from "../audit.ts";
import { hashPassword, passwordProblem, totpStep } from "./credentials.ts";
import { forgetDevices, rememberDevice } from "./devices.ts";
import { findInvite } from "./invites.ts";
import { newId } from "../tokens.ts";
import {
  type NewCredential,
  type RelyingParty,
  removePasskeysExcept,
  storePasskey,
  verifyNewPasskey,
} from "./passkeys.ts";
import { startSession } from "./sessions.ts";
import type { SignInOutcome } from "./sign-in.ts";

/*
 * Using an invite (issue 19): it makes (or renews) the account with a
 * password and its second factor, or with a passkey, and signs this browser
 * in. For someone already on the team it is the way back in, and it takes
 * back everything a thief with their old sign-in could have left behind
 * (issue 32, item 8): every session, every other passkey, every remembered
 * browser.
 */

type Db = Kysely<DatabaseSchema>;

/** An invite's page's answer: a password with its code, or a passkey. */
export type AcceptInvite =
  | { method: "password"; name: string; password: string; code: string }
  | {
      method: "passkey";
      name: string;
      challengeId: string;
      /** The browser's answer, as JSON text (read by its schema in passkeys.ts). */
      response: string;
      label: string;
    };

export type AcceptOutcome =
  SignInOutcome | { outcome: "invalid"; problems: Record<string, string> };

const invalid = (problems: Record<string, string>) => ({ outcome: "invalid" as const, problems });

/** The new credentials an answer to the invite's page proves, or what is wrong with it. */
async function newCredentials(
  db: Db,
  rp: RelyingParty,
  invite: { email: string; totp_secret: string | null },
  input: AcceptInvite,
  requestOrigin: string,
  now: number,
) {
  if (input.method === "password") {
    const problems: Record<string, string> = {};
    const problem = passwordProblem(input.password, invite.email);
    if (problem) problems.password = problem;
    const step =
      invite.totp_secret !== null
        ? totpStep(invite.totp_secret, invite.email, input.code, now)
        : undefined;
    if (step === undefined) {
      problems.code =
        "That code did not match: enter the 6 digits your authenticator app shows now.";
    }
    if (Object.keys(problems).length > 0 || step === undefined) return invalid(problems);
    return {
      password: {
        password_hash: await hashPassword(input.password),
        totp_secret: invite.totp_secret,
        totp_last_step: step,
      },
      passkey: undefined,
    };
  }
  const credential: NewCredential | undefined = await verifyNewPasskey(
    db,
    rp,
    { challengeId: input.challengeId, response: input.response, requestOrigin },
    now,
  );
  if (!credential) return invalid({ passkey: "The passkey was not created. Try again." });
  return { password: undefined, passkey: { credential, label: input.label } };
}

/**
 * Uses an invite: makes (or renews) the account, signs every other session
 * of it out, and signs this browser in (with its device cookie's token).
 */
export async function acceptInvite(
  db: Db,
  rp: RelyingParty,
  input: {
    token: string;
    answer: AcceptInvite;
    ip: string | null;
    deviceToken?: string;
    requestOrigin: string;
  },
  now: number,
): Promise<AcceptOutcome> {
  const invite = await findInvite(db, input.token, now);
  if (!invite || !isStaffRole(invite.role)) {
    return invalid({ form: "This link has expired or has been used." });
  }
  const role = invite.role;
  const name = input.answer.name.trim().replace(/\s+/g, " ");
  if (name.length < 1 || name.length > 100) return invalid({ name: "Enter your name." });
  const credentials = await newCredentials(db, rp, invite, input.answer, input.requestOrigin, now);
  if ("outcome" in credentials) return credentials;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("staff_invites")
      .set({ used_at: now })
      .where("token_hash", "=", invite.token_hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return invalid({ form: "This link has been used." });
    const existing = await trx
      .selectFrom("staff")
      .select(["id", "removed_at"])
      .where("email", "=", invite.email)
      .executeTakeFirst();
    const id = existing?.id ?? newId();
    if (existing) {
      await trx
        .updateTable("staff")
        .set({ name, role, removed_at: null, ...credentials.password })
        .where("id", "=", id)
        .execute();
      // A way back in ends what the lost credentials may have left open.
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
      await removePasskeysExcept(trx, id, null);
      await forgetDevices(trx, id);
    } else {
      await trx
        .insertInto("staff")
        .values({
          id,
          email: invite.email,
          name,
          role,
          password_hash: null,
          totp_secret: null,
          totp_last_step: null,
          created_at: now,
          removed_at: null,
          ...credentials.password,
        })
        .execute();
    }
    const passkeyId = credentials.passkey?.credential.id ?? null;
    if (credentials.passkey) {
      await storePasskey(trx, id, credentials.passkey.credential, credentials.passkey.label, now);
    }
    const member: StaffMember = { id, email: invite.email, name, role };
    await recordAudit(
      trx,
      { id, email: invite.email, ip: input.ip },
      {
        action: existing ? "renewed-access" : "joined",
        subject: invite.email,
        detail: { role, with: input.answer.method },
        at: now,
      },
    );
    const session = await startSession(trx, member, {
      ip: input.ip,
      how: input.answer.method,
      passkeyId,
      now,
    });
    return { ...session, deviceToken: await rememberDevice(trx, id, undefined, now) };
  });
}
