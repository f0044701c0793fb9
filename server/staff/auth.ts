import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { site } from "#app/domain/site.ts";
import { type StaffMember, type StaffRole, isStaffRole, staffPolicy } from "#app/domain/staff.ts";
import type {
  AcceptInvite,
  OpenInvite,
  PasskeyPrompt,
  SignInOutcome,
  StaffSession,
} from "#app/services.server.ts";
import type { Database } from "../db/database.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { staffInviteEmail } from "../mail/staff-emails.ts";
import { type Actor, recordAudit } from "./audit.ts";
import {
  hashPassword,
  newTotpSecret,
  passwordMatches,
  passwordProblem,
  totpStep,
  totpUri,
} from "./credentials.ts";
import { newId, newToken, sameSecret, tokenHash } from "./secrets.ts";
import { clearAccountFailures, lockedUntil, recordFailure } from "./throttle.ts";

/*
 * Who is signed in to the staff console, and how they got there (issue 19):
 * invites, passwords with a second factor, passkeys, sessions. Every session
 * is a database row; the browser holds only its id.
 */

export interface AuthSettings {
  publicUrl: string;
  /** Without SMTP an invite's e-mail is stored, not sent: the link is shown or printed instead. */
  smtpConfigured: boolean;
  /** Called after an e-mail is queued (the mail outbox's notify). */
  onQueued: () => void;
  clock: () => number;
}

type Db = Kysely<DatabaseSchema>;

const memberColumns = ["id", "email", "name", "role"] as const;

function toMember(row: { id: string; email: string; name: string; role: string }): StaffMember {
  return { ...row, role: isStaffRole(row.role) ? row.role : "staff" };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export function createStaffAuth(
  { db }: Database,
  { publicUrl, smtpConfigured, onQueued, clock }: AuthSettings,
) {
  const rpID = new URL(publicUrl).hostname;

  /** Origins a passkey may have been used on: the site's, and the one the request reached. */
  const origins = (requestOrigin: string) => [
    ...new Set([new URL(publicUrl).origin, requestOrigin]),
  ];

  async function startSession(trx: Db, member: StaffMember, ip: string | null, how: string) {
    const now = clock();
    const sessionId = newToken();
    await trx
      .insertInto("staff_sessions")
      .values({
        id_hash: tokenHash(sessionId),
        staff_id: member.id,
        csrf_token: newToken(),
        created_at: now,
        last_seen_at: now,
        ip,
      })
      .execute();
    await recordAudit(
      trx,
      { id: member.id, email: member.email, ip },
      {
        action: "signed-in",
        subject: member.email,
        detail: { with: how },
        at: now,
      },
    );
    return { outcome: "signed-in" as const, sessionId, member };
  }

  async function activeMember(trx: Db, where: { id: string } | { email: string }) {
    let query = trx.selectFrom("staff").select(memberColumns).where("removed_at", "is", null);
    query =
      "id" in where
        ? query.where("id", "=", where.id)
        : query.where("email", "=", normalEmail(where.email));
    const row = await query.executeTakeFirst();
    return row ? toMember(row) : undefined;
  }

  /** A passkey prompt's challenge, kept until it is answered or goes stale. */
  async function keepChallenge(challenge: string) {
    const now = clock();
    const id = newId();
    await db.insertInto("auth_challenges").values({ id, challenge, created_at: now }).execute();
    await db
      .deleteFrom("auth_challenges")
      .where("created_at", "<", now - staffPolicy.challengeValidMs)
      .execute();
    return id;
  }

  /** The challenge under `id`, used up: a passkey's answer is good once. */
  async function takeChallenge(id: string) {
    const row = await db
      .deleteFrom("auth_challenges")
      .where("id", "=", id)
      .returning(["challenge", "created_at"])
      .executeTakeFirst();
    if (!row || Number(row.created_at) < clock() - staffPolicy.challengeValidMs) return undefined;
    return row.challenge;
  }

  async function findInvite(token: string) {
    const row = await db
      .selectFrom("staff_invites")
      .selectAll()
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirst();
    if (!row || row.used_at !== null || Number(row.expires_at) <= clock()) return undefined;
    return row;
  }

  async function passkeyRegistration(email: string, name: string, staffId: string | null) {
    const existing = staffId
      ? await db
          .selectFrom("staff_passkeys")
          .select(["id", "transports"])
          .where("staff_id", "=", staffId)
          .execute()
      : [];
    const options = await generateRegistrationOptions({
      rpName: `${site.name} staff`,
      rpID,
      userName: email,
      userDisplayName: name || email,
      userID: new TextEncoder().encode(staffId ?? `invite:${email}`),
      attestationType: "none",
      excludeCredentials: existing.map((key) => ({
        id: key.id,
        transports: key.transports ? key.transports.split(",") : [],
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    return { challengeId: await keepChallenge(options.challenge), options } satisfies PasskeyPrompt;
  }

  /** Checks a new passkey's answer; its credential, or undefined. */
  async function verifyNewPasskey(challengeId: string, response: unknown, requestOrigin: string) {
    const challenge = await takeChallenge(challengeId);
    if (!challenge || !isCredentialJson(response)) return undefined;
    try {
      const verified = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: origins(requestOrigin),
        expectedRPID: rpID,
        requireUserVerification: false,
      });
      return verified.verified ? verified.registrationInfo.credential : undefined;
    } catch {
      return undefined;
    }
  }

  async function storePasskey(
    trx: Db,
    staffId: string,
    credential: NonNullable<Awaited<ReturnType<typeof verifyNewPasskey>>>,
    label: string,
  ) {
    await trx
      .insertInto("staff_passkeys")
      .values({
        id: credential.id,
        staff_id: staffId,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(","),
        label: label.slice(0, 100) || "Passkey",
        created_at: clock(),
        last_used_at: null,
      })
      .execute();
  }

  return {
    /**
     * A single-use link that makes an account with `role`, or, for someone
     * already on the team, gives them a way back in (a new password or
     * passkey). The link's token is returned once and never stored.
     */
    async invite(input: { email: string; role: StaffRole; by: Actor }) {
      const now = clock();
      const token = newToken();
      const email = normalEmail(input.email);
      const url = `${publicUrl}/staff/welcome/${token}`;
      const expiresAt = new Date(now + staffPolicy.inviteValidMs).toISOString();
      const returning = Boolean(await activeMember(db, { email }));
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("staff_invites")
          .values({
            token_hash: tokenHash(token),
            email,
            role: input.role,
            invited_by: input.by.id,
            totp_secret: null,
            created_at: now,
            expires_at: now + staffPolicy.inviteValidMs,
            used_at: null,
          })
          .execute();
        await trx
          .insertInto("emails")
          .values(
            staffInviteEmail(
              { to: email, role: input.role, url, expires: expiresAt, returning },
              { id: `staff-invite-${newId()}`, smtpConfigured, now },
            ),
          )
          .execute();
        await recordAudit(trx, input.by, {
          action: returning ? "sent-way-back-in" : "invited",
          subject: email,
          detail: { role: input.role },
          at: now,
        });
      });
      onQueued();
      return { url, expiresAt, emailed: smtpConfigured, returning };
    },

    /** What an invite's page shows, with the authenticator secret it offers (made once). */
    async openInvite(token: string): Promise<OpenInvite | undefined> {
      const invite = await findInvite(token);
      if (!invite) return undefined;
      let secret = invite.totp_secret;
      if (!secret) {
        secret = newTotpSecret();
        await db
          .updateTable("staff_invites")
          .set({ totp_secret: secret })
          .where("token_hash", "=", invite.token_hash)
          .where("totp_secret", "is", null)
          .execute();
        const stored = await findInvite(token);
        secret = stored?.totp_secret ?? secret;
      }
      const member = await activeMember(db, { email: invite.email });
      return {
        email: invite.email,
        role: isStaffRole(invite.role) ? invite.role : "staff",
        name: member?.name ?? "",
        returning: Boolean(member),
        totpSecret: secret,
        totpUri: totpUri(secret, invite.email),
        passkey: await passkeyRegistration(invite.email, member?.name ?? "", member?.id ?? null),
      };
    },

    /**
     * Uses an invite: makes (or renews) the account with a password and its
     * second factor, or with a passkey, signs every other session of it out,
     * and signs this browser in.
     */
    async acceptInvite(
      token: string,
      input: AcceptInvite,
      ip: string | null,
      requestOrigin: string,
    ): Promise<SignInOutcome | { outcome: "invalid"; problems: Record<string, string> }> {
      const invite = await findInvite(token);
      if (!invite)
        return {
          outcome: "invalid",
          problems: { form: "This link has expired or has been used." },
        };
      const now = clock();
      const problems: Record<string, string> = {};
      const name = input.name.trim().replace(/\s+/g, " ");
      if (name.length < 1 || name.length > 100) problems.name = "Enter your name.";
      let passwordHash: string | null = null;
      let totpSecret: string | null = null;
      let totpLastStep: number | null = null;
      let credential: Awaited<ReturnType<typeof verifyNewPasskey>>;
      if (input.method === "password") {
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
        if (Object.keys(problems).length > 0) return { outcome: "invalid", problems };
        passwordHash = await hashPassword(input.password);
        totpSecret = invite.totp_secret;
        totpLastStep = step ?? null;
      } else {
        if (Object.keys(problems).length > 0) return { outcome: "invalid", problems };
        credential = await verifyNewPasskey(input.challengeId, input.response, requestOrigin);
        if (!credential) {
          return {
            outcome: "invalid",
            problems: { passkey: "The passkey was not created. Try again." },
          };
        }
      }
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable("staff_invites")
          .set({ used_at: now })
          .where("token_hash", "=", invite.token_hash)
          .where("used_at", "is", null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) {
          return { outcome: "invalid" as const, problems: { form: "This link has been used." } };
        }
        const role = isStaffRole(invite.role) ? invite.role : "staff";
        const existing = await trx
          .selectFrom("staff")
          .select(["id", "removed_at"])
          .where("email", "=", invite.email)
          .executeTakeFirst();
        const id = existing?.id ?? newId();
        if (existing) {
          await trx
            .updateTable("staff")
            .set({
              name,
              role,
              removed_at: null,
              ...(passwordHash
                ? {
                    password_hash: passwordHash,
                    totp_secret: totpSecret,
                    totp_last_step: totpLastStep,
                  }
                : {}),
            })
            .where("id", "=", id)
            .execute();
          // A way back in ends every session the lost credentials may have left open.
          await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
        } else {
          await trx
            .insertInto("staff")
            .values({
              id,
              email: invite.email,
              name,
              role,
              password_hash: passwordHash,
              totp_secret: totpSecret,
              totp_last_step: totpLastStep,
              created_at: now,
              removed_at: null,
            })
            .execute();
        }
        if (credential)
          await storePasskey(trx, id, credential, input.method === "passkey" ? input.label : "");
        const member: StaffMember = { id, email: invite.email, name, role };
        await recordAudit(
          trx,
          { id, email: invite.email, ip },
          {
            action: existing ? "renewed-access" : "joined",
            subject: invite.email,
            detail: { role, with: input.method },
            at: now,
          },
        );
        return startSession(trx, member, ip, input.method);
      });
    },

    /** Signs in with e-mail, password and the authenticator's code; one answer for every wrong part. */
    async signInWithPassword(
      input: { email: string; password: string; code: string },
      ip: string | null,
    ): Promise<SignInOutcome> {
      const now = clock();
      const email = normalEmail(input.email).slice(0, 254);
      const until = await lockedUntil(db, { email, ip, now });
      if (until !== undefined) return { outcome: "locked", retryAfterMs: until - now };
      const row = await db
        .selectFrom("staff")
        .select([...memberColumns, "password_hash", "totp_secret", "totp_last_step"])
        .where("email", "=", email)
        .where("removed_at", "is", null)
        .executeTakeFirst();
      const passwordOk = await passwordMatches(row?.password_hash ?? null, input.password);
      const step =
        passwordOk && row?.totp_secret
          ? totpStep(row.totp_secret, email, input.code, now)
          : undefined;
      const fresh = step !== undefined && step > Number(row?.totp_last_step ?? -1);
      if (!row || !passwordOk || !fresh) {
        await db.transaction().execute(async (trx) => {
          await recordFailure(trx, { email, ip, now });
          await recordAudit(
            trx,
            { id: row?.id ?? null, email, ip },
            {
              action: "sign-in-refused",
              subject: email,
              detail: { with: "password" },
              at: now,
            },
          );
        });
        return { outcome: "refused" };
      }
      await clearAccountFailures(db, email);
      return db.transaction().execute(async (trx) => {
        // The code's time step is spent, so the same code cannot sign in twice.
        const spent = await trx
          .updateTable("staff")
          .set({ totp_last_step: step })
          .where("id", "=", row.id)
          .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return { outcome: "refused" as const };
        return startSession(trx, toMember(row), ip, "password");
      });
    },

    /** A passkey sign-in prompt: any passkey made for this site (discoverable credentials). */
    async passkeySignIn(): Promise<PasskeyPrompt> {
      const options = await generateAuthenticationOptions({ rpID, userVerification: "preferred" });
      return { challengeId: await keepChallenge(options.challenge), options };
    },

    async signInWithPasskey(
      input: { challengeId: string; response: unknown },
      ip: string | null,
      requestOrigin: string,
    ): Promise<SignInOutcome> {
      const now = clock();
      const until = await lockedUntil(db, { email: null, ip, now });
      if (until !== undefined) return { outcome: "locked", retryAfterMs: until - now };
      const refuse = async () => {
        await recordFailure(db, { email: null, ip, now });
        return { outcome: "refused" as const };
      };
      const challenge = await takeChallenge(input.challengeId);
      if (!challenge || !isCredentialJson(input.response)) return refuse();
      const response = input.response as unknown as AuthenticationResponseJSON;
      const key = await db
        .selectFrom("staff_passkeys")
        .innerJoin("staff", "staff.id", "staff_passkeys.staff_id")
        .select([
          "staff_passkeys.id as keyId",
          "staff_passkeys.public_key",
          "staff_passkeys.counter",
          "staff_passkeys.transports",
          "staff.id",
          "staff.email",
          "staff.name",
          "staff.role",
        ])
        .where("staff_passkeys.id", "=", response.id)
        .where("staff.removed_at", "is", null)
        .executeTakeFirst();
      if (!key) return refuse();
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origins(requestOrigin),
          expectedRPID: rpID,
          credential: {
            id: key.keyId,
            publicKey: Buffer.from(key.public_key, "base64url"),
            counter: Number(key.counter),
            transports: key.transports ? key.transports.split(",") : [],
          },
          requireUserVerification: false,
        });
      } catch {
        return refuse();
      }
      if (!verified.verified) return refuse();
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_passkeys")
          .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now })
          .where("id", "=", key.keyId)
          .execute();
        return startSession(trx, toMember(key), ip, "passkey");
      });
    },

    /**
     * The session a cookie names, if it is still good: not idle past the
     * limit, not older than the absolute limit, its member still on the team.
     */
    async session(sessionId: string): Promise<StaffSession | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return undefined;
      const now = clock();
      const idHash = tokenHash(sessionId);
      const row = await db
        .selectFrom("staff_sessions")
        .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
        .select([
          "staff_sessions.csrf_token",
          "staff_sessions.created_at",
          "staff_sessions.last_seen_at",
          "staff.id",
          "staff.email",
          "staff.name",
          "staff.role",
          "staff.removed_at",
        ])
        .where("staff_sessions.id_hash", "=", idHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const expired =
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
      return { member: toMember(row), csrfToken: row.csrf_token, sessionId };
    },

    /** Whether a form's token is its session's. */
    csrfMatches: (session: StaffSession, token: string) => sameSecret(session.csrfToken, token),

    async signOut(session: StaffSession, actor: Actor, everywhere: boolean) {
      const now = clock();
      await db.transaction().execute(async (trx) => {
        let query = trx.deleteFrom("staff_sessions");
        query = everywhere
          ? query.where("staff_id", "=", session.member.id)
          : query.where("id_hash", "=", tokenHash(session.sessionId));
        await query.execute();
        await recordAudit(trx, actor, {
          action: everywhere ? "signed-out-everywhere" : "signed-out",
          subject: session.member.email,
          at: now,
        });
      });
    },

    /** A prompt to add a passkey to one's own account. */
    addPasskeyPrompt: (member: StaffMember) =>
      passkeyRegistration(member.email, member.name, member.id),

    async addPasskey(
      member: StaffMember,
      input: { challengeId: string; response: unknown; label: string },
      actor: Actor,
      requestOrigin: string,
    ): Promise<boolean> {
      const credential = await verifyNewPasskey(input.challengeId, input.response, requestOrigin);
      if (!credential) return false;
      await db.transaction().execute(async (trx) => {
        await storePasskey(trx, member.id, credential, input.label);
        await recordAudit(trx, actor, {
          action: "added-passkey",
          subject: member.email,
          detail: { label: input.label },
          at: clock(),
        });
      });
      return true;
    },

    /** One's own passkeys. */
    passkeys: (member: StaffMember) =>
      db
        .selectFrom("staff_passkeys")
        .select(["id", "label", "created_at", "last_used_at"])
        .where("staff_id", "=", member.id)
        .orderBy("created_at")
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            label: row.label,
            created: new Date(Number(row.created_at)).toISOString(),
            lastUsed:
              row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
          })),
        ),

    /** Whether `member` has a password (and its second factor). */
    hasPassword: (member: StaffMember) =>
      db
        .selectFrom("staff")
        .select("password_hash")
        .where("id", "=", member.id)
        .executeTakeFirst()
        .then((row) => Boolean(row?.password_hash)),
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

/** A browser's passkey answer, as @simplewebauthn/browser posts it: checked in shape before use. */
function isCredentialJson(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    record.id.length <= 1400 &&
    typeof record.rawId === "string" &&
    record.type === "public-key" &&
    typeof record.response === "object" &&
    record.response !== null
  );
}
