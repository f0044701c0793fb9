import * as z from "zod/mini";
import { staffPolicy } from "#app/domain/staff.ts";
import { pageField, pageFieldError } from "./fields.ts";

/*
 * The console's sign-in forms (issue 19), read by `readPost` like every other
 * form (issue 32, item 13: a body that is not a form is answered 415, not
 * 500). A passkey's answer is JSON text, read by its own schema on the
 * server (server/staff/passkeys.ts).
 */

/** A signed challenge id (server/staff/challenges.ts). */
const challengeId = pageField(200);
/** The browser's passkey answer, as posted. */
const passkeyResponse = pageField(60_000);
const passkeyLabel = z.optional(
  z.string().check(z.trim(), z.maxLength(100, "Keep the name under 100 characters.")),
);

export const PasswordSignInSchema = z.object({
  intent: z.literal("password"),
  email: z.string().check(z.trim(), z.minLength(3, "Enter your e-mail."), z.maxLength(254)),
  password: z
    .string()
    .check(z.minLength(1, "Enter your password."), z.maxLength(staffPolicy.passwordMaxLength)),
  code: z.string().check(z.trim(), z.minLength(6, "Enter the 6-digit code."), z.maxLength(7)),
});

export const PasskeySignInSchema = z.object({
  intent: z.literal("passkey"),
  challengeId,
  response: passkeyResponse,
});

export const SignInSchema = z.discriminatedUnion("intent", [
  PasswordSignInSchema,
  PasskeySignInSchema,
]);

const name = z
  .string({ error: "Enter your name." })
  .check(z.trim(), z.minLength(1, "Enter your name."), z.maxLength(100, "Enter your name."));

/** An invite's page: a passkey, or a password with its authenticator code. */
export const AcceptInviteSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("passkey"),
    name,
    challengeId,
    response: passkeyResponse,
    label: passkeyLabel,
  }),
  z.object({
    intent: z.literal("password"),
    name,
    password: z
      .string({ error: "Choose a password." })
      .check(
        z.minLength(1, "Choose a password."),
        z.maxLength(
          staffPolicy.passwordMaxLength,
          `Use at most ${staffPolicy.passwordMaxLength} characters.`,
        ),
      ),
    code: z.string({ error: "Enter the 6-digit code." }).check(z.trim(), z.maxLength(7)),
  }),
]);

/** Adding a passkey on the account page. */
export const AddPasskeySchema = z.object({
  intent: z.literal("add-passkey"),
  challengeId,
  response: passkeyResponse,
  label: passkeyLabel,
});

/** Removing one of one's passkeys (by its credential id). */
export const RemovePasskeySchema = z.object({
  intent: z.literal("remove-passkey"),
  passkey: pageField(1400),
});

export const AccountSchema = z.discriminatedUnion(
  "intent",
  [AddPasskeySchema, RemovePasskeySchema],
  { error: pageFieldError },
);

export const SignOutSchema = z.object({
  everywhere: z.optional(z.literal("yes")),
});
