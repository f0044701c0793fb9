import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { Secret, TOTP } from "otpauth";
import { site } from "#app/domain/site.ts";
import { staffPolicy } from "#app/domain/staff.ts";

/*
 * A password's half of signing in: the password itself, hashed with argon2id
 * (OWASP's parameters, the library's defaults: 19 MiB, 2 passes), and its
 * second factor, a time-based code from an authenticator app (RFC 6238).
 */

/**
 * Passwords published as examples of good ones (xkcd 936's passphrase and its
 * "Tr0ub4dor&3", and the like): long and random-looking to a strength meter,
 * but the first thing anyone guessing tries (issue 32, item 16). Compared
 * with letters and digits only, lowercased, so spacing and case do not hide one.
 */
const famousPasswords = [
  "correcthorsebatterystaple",
  "tr0ub4dor3",
  "troubador",
  "iloveyouiloveyou",
  "thequickbrownfoxjumpsoverthelazydog",
  "passwordpassword",
  "letmeinletmein",
];

const strength = new ZxcvbnFactory({
  dictionary: { ...dictionary, famous: famousPasswords },
  graphs: adjacencyGraphs,
});

const lettersAndDigits = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Why a new password is refused, or undefined when it is good: too short, too
 * long to hash cheaply, or guessable (a common or breached password, a
 * keyboard walk, the person's own e-mail): zxcvbn's score under 3.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < staffPolicy.passwordMinLength) {
    return `Use at least ${staffPolicy.passwordMinLength} characters.`;
  }
  if (password.length > staffPolicy.passwordMaxLength) {
    return `Use at most ${staffPolicy.passwordMaxLength} characters.`;
  }
  const plain = lettersAndDigits(password);
  const famous = famousPasswords.some((example) => plain.includes(example));
  const result = strength.check(password, [email, email.split("@")[0] ?? "", site.name]);
  if (famous || result.score < 3) {
    return "That password is common or easy to guess (it appears in breached-password lists or follows a pattern). Try a few unrelated words.";
  }
  return undefined;
}

/** The library's `Algorithm.Argon2id` (a const enum, which this project's imports cannot name). */
const argon2id = 2;

export const hashPassword = (password: string): Promise<string> =>
  hash(password, { algorithm: argon2id });

/** A well-formed but unusable hash, verified when the account does not exist, so both take as long. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (password.length > staffPolicy.passwordMaxLength) return false;
  decoy ??= hashPassword("not a password anyone has");
  try {
    const matches = await verify(stored ?? (await decoy), password);
    return stored !== null && matches;
  } catch {
    return false;
  }
}

const totpPeriodSeconds = 30;

function totp(secret: string, email: string) {
  return new TOTP({
    issuer: `${site.name} staff`,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new authenticator secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string => totp(secret, email).toString();

/**
 * The time step a code is good for (this one, the one before or after), or
 * undefined. The caller refuses a step it has already accepted.
 */
export function totpStep(secret: string, email: string, code: string, now: number) {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret, email).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / totpPeriodSeconds) + delta;
}

/** The code an authenticator shows at `now` (tests sign in with it). */
export const totpCode = (secret: string, email: string, now: number): string =>
  totp(secret, email).generate({ timestamp: now });
