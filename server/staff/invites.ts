import type { Kysely } from "kysely";
import { type StaffRole, isStaffRole, staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { linkToken, tokenMarker } from "../mail/secret-links.ts";
import { staffInviteEmail } from "../mail/staff-emails.ts";
import type { SecretKey } from "../secret-key.ts";
import { type Actor, recordAudit } from "../audit.ts";
import { newTotpSecret, totpUri } from "./credentials.ts";
import { activeMember, normalEmail } from "./members.ts";
import { type PasskeyPrompt, type RelyingParty, registrationPrompt } from "./passkeys.ts";
import { newId, tokenHash } from "../tokens.ts";

/*
 * Invites (issue 19): a single-use link that makes an account, or gives
 * someone already on the team a way back in. The link's token is derived
 * from SECRET_KEY and a random id (issue 32, item 10): the invite's row
 * keeps the token's SHA-256 and its e-mail a marker, so neither the table
 * nor the queued e-mail opens the console.
 */

type Db = Kysely<DatabaseSchema>;

/** What an invite's page shows. */
export interface OpenInvite {
  email: string;
  role: StaffRole;
  /** The name on the account already, for a way back in. */
  name: string;
  returning: boolean;
  totpSecret: string;
  totpUri: string;
  passkey: PasskeyPrompt;
}

export interface InviteSettings {
  publicUrl: string;
  key: SecretKey;
  /** Without SMTP an invite's e-mail is stored, not sent: the link is shown or printed instead. */
  smtpConfigured: boolean;
}

/** Makes an invite for `email` as `role` and queues its e-mail; answers its link, shown once. */
export async function createInvite(
  db: Db,
  settings: InviteSettings,
  input: { email: string; role: StaffRole; by: Actor },
  now: number,
) {
  const nonce = newId();
  const token = linkToken(settings.key, "staff-invite", nonce);
  const email = normalEmail(input.email);
  const linkTo = (secret: string) => `${settings.publicUrl}/staff/welcome/${secret}`;
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
          {
            to: email,
            role: input.role,
            url: linkTo(tokenMarker("staff-invite", nonce)),
            expires: expiresAt,
            returning,
          },
          { id: `staff-invite-${newId()}`, smtpConfigured: settings.smtpConfigured, now },
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
  return { url: linkTo(token), expiresAt, emailed: settings.smtpConfigured, returning };
}

/** An invite by its link's token, if it is unused and not expired. */
export async function findInvite(db: Db, token: string, now: number) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db
    .selectFrom("staff_invites")
    .selectAll()
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || Number(row.expires_at) <= now) return undefined;
  return row;
}

/** What an invite's page shows, with the authenticator secret it offers (made once). */
export async function openInvite(
  db: Db,
  rp: RelyingParty,
  token: string,
  now: number,
): Promise<OpenInvite | undefined> {
  const invite = await findInvite(db, token, now);
  if (!invite || !isStaffRole(invite.role)) return undefined;
  let secret = invite.totp_secret;
  if (!secret) {
    await db
      .updateTable("staff_invites")
      .set({ totp_secret: newTotpSecret() })
      .where("token_hash", "=", invite.token_hash)
      .where("totp_secret", "is", null)
      .execute();
    secret = (await findInvite(db, token, now))?.totp_secret ?? null;
    if (!secret) return undefined;
  }
  const member = await activeMember(db, { email: invite.email });
  return {
    email: invite.email,
    role: invite.role,
    name: member?.name ?? "",
    returning: Boolean(member),
    totpSecret: secret,
    totpUri: totpUri(secret, invite.email),
    passkey: await registrationPrompt(
      db,
      rp,
      { email: invite.email, name: member?.name ?? "", staffId: member?.id ?? null },
      now,
    ),
  };
}
