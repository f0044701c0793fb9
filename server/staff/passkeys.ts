import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { z } from "zod";
import { site } from "#app/domain/site.ts";
import type { StaffMember } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { SecretKey } from "../secret-key.ts";
import { challengeId, spendChallenge } from "./challenges.ts";

/*
 * Passkeys (WebAuthn, @simplewebauthn/server): the prompts a page shows, the
 * browser's answers checked against a schema and then by the library, and
 * the keys kept per person. User verification is required (issue 32, item
 * 16): a passkey is a whole sign-in, so it must prove both the device and
 * the person holding it (a PIN, a fingerprint, the phone's unlock); a bare
 * security key without a PIN is refused.
 */

type Db = Kysely<DatabaseSchema>;

/** A passkey prompt: its options for the browser, and the challenge's id the answer is posted with. */
export interface PasskeyPrompt {
  challengeId: string;
  /** @simplewebauthn's options JSON, for `startRegistration` or `startAuthentication`. */
  options: object;
}

/** One of a member's passkeys, as their account page lists it. */
export interface PasskeySummary {
  id: string;
  label: string;
  created: string;
  lastUsed: string | null;
}

/** Where passkeys are made and used: the site's host, and the origins it answers on. */
export interface RelyingParty {
  publicUrl: string;
  key: SecretKey;
}

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const answerBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

/*
 * Bounds generous enough for post-quantum keys (an ML-DSA-65 signature is
 * 3,309 bytes, its public key 1,952; Chromium's authenticators may use them).
 */

/** A new passkey as @simplewebauthn/browser posts it. */
export const RegistrationAnswerSchema = z.object({
  ...answerBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(32_000),
    authenticatorData: base64url(32_000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8000).optional(),
  }),
});

/** A passkey's sign-in answer as @simplewebauthn/browser posts it. */
export const AuthenticationAnswerSchema = z.object({
  ...answerBase,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
});

/** A posted answer (JSON text) read by `schema`, or undefined. */
export function readAnswer<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.output<Schema> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const rpIdOf = (publicUrl: string) => new URL(publicUrl).hostname;

/** Origins a passkey may have been used on: the site's, and the one the request reached. */
const originsFor = (publicUrl: string, requestOrigin: string) => [
  ...new Set([new URL(publicUrl).origin, requestOrigin]),
];

/** A prompt to make a passkey for `email` (the account's id, or the invite's, as its user handle). */
export async function registrationPrompt(
  db: Db,
  rp: RelyingParty,
  person: { email: string; name: string; staffId: string | null },
  now: number,
): Promise<PasskeyPrompt> {
  const existing = person.staffId
    ? await db
        .selectFrom("staff_passkeys")
        .select(["id", "transports"])
        .where("staff_id", "=", person.staffId)
        .execute()
    : [];
  const options = await generateRegistrationOptions({
    rpName: `${site.name} staff`,
    rpID: rpIdOf(rp.publicUrl),
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: new TextEncoder().encode(person.staffId ?? `invite:${person.email}`),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports ? key.transports.split(",") : [],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  return { challengeId: challengeId(rp.key, options.challenge, now), options };
}

/** A sign-in prompt for any passkey made for this site (discoverable credentials). */
export async function authenticationPrompt(rp: RelyingParty, now: number): Promise<PasskeyPrompt> {
  const options = await generateAuthenticationOptions({
    rpID: rpIdOf(rp.publicUrl),
    userVerification: "required",
  });
  return { challengeId: challengeId(rp.key, options.challenge, now), options };
}

export type NewCredential = NonNullable<Awaited<ReturnType<typeof verifyNewPasskey>>>;

/** Checks a new passkey's answer (JSON text) to its prompt: its credential, or undefined. */
export async function verifyNewPasskey(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; response: string; requestOrigin: string },
  now: number,
) {
  const challenge = await spendChallenge(db, rp.key, input.challengeId, now);
  const response = readAnswer(RegistrationAnswerSchema, input.response);
  if (!challenge || !response) return undefined;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: originsFor(rp.publicUrl, input.requestOrigin),
      expectedRPID: rpIdOf(rp.publicUrl),
      requireUserVerification: true,
    });
    return verified.verified ? verified.registrationInfo.credential : undefined;
  } catch {
    return undefined;
  }
}

export async function storePasskey(
  db: Db,
  staffId: string,
  credential: NewCredential,
  label: string,
  now: number,
) {
  await db
    .insertInto("staff_passkeys")
    .values({
      id: credential.id,
      staff_id: staffId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      label: label.slice(0, 100) || "Passkey",
      created_at: now,
      last_used_at: null,
    })
    .execute();
}

/**
 * Checks a passkey sign-in's answer (JSON text) to its prompt: the member
 * and the key it signed in with, or undefined.
 */
export async function verifyPasskeySignIn(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; response: string; requestOrigin: string },
  now: number,
): Promise<{ member: Omit<StaffMember, "role"> & { role: string }; keyId: string } | undefined> {
  const challenge = await spendChallenge(db, rp.key, input.challengeId, now);
  const response = readAnswer(AuthenticationAnswerSchema, input.response);
  if (!challenge || !response) return undefined;
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
  if (!key) return undefined;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: originsFor(rp.publicUrl, input.requestOrigin),
      expectedRPID: rpIdOf(rp.publicUrl),
      credential: {
        id: key.keyId,
        publicKey: Buffer.from(key.public_key, "base64url"),
        counter: Number(key.counter),
        transports: key.transports ? key.transports.split(",") : [],
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    await db
      .updateTable("staff_passkeys")
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now })
      .where("id", "=", key.keyId)
      .execute();
  } catch {
    return undefined;
  }
  const { keyId, id, email, name, role } = key;
  return { member: { id, email, name, role }, keyId };
}

/** One's own passkeys, oldest first, as the account page lists them. */
export async function listPasskeys(db: Db, staffId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("staff_passkeys")
    .select(["id", "label", "created_at", "last_used_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    created: new Date(Number(row.created_at)).toISOString(),
    lastUsed: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
  }));
}

/** Removes one of `staffId`'s passkeys; answers its label, or undefined when it is not theirs. */
export async function removePasskey(db: Db, staffId: string, keyId: string) {
  const removed = await db
    .deleteFrom("staff_passkeys")
    .where("id", "=", keyId)
    .where("staff_id", "=", staffId)
    .returning("label")
    .executeTakeFirst();
  return removed?.label;
}

/** Removes every passkey of `staffId` but `keep`; answers how many went. */
export async function removePasskeysExcept(db: Db, staffId: string, keep: string | null) {
  let query = db.deleteFrom("staff_passkeys").where("staff_id", "=", staffId);
  if (keep) query = query.where("id", "!=", keep);
  const removed = await query.executeTakeFirst();
  return Number(removed.numDeletedRows);
}
