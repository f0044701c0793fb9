import type { StaffActor } from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import type { SecretKey } from "../secret-key.ts";
import { tokenHash } from "../tokens.ts";
import { type AcceptInvite, type AcceptOutcome, acceptInvite } from "./accept-invite.ts";
import { type OpenInvite, openInvite } from "./invites.ts";
import { hasPassword } from "./members.ts";
import { addOwnPasskey, removeOwnPasskey } from "./own-passkeys.ts";
import {
  type PasskeyPrompt,
  type PasskeySummary,
  authenticationPrompt,
  listPasskeys,
  registrationPrompt,
} from "./passkeys.ts";
import {
  type StaffSession,
  csrfMatches,
  endSession,
  findSession,
  isFresh,
  signOut,
} from "./sessions.ts";
import {
  type SignInOutcome,
  type StaffClient,
  signInWithPassword,
  signInWithPasskey,
} from "./sign-in.ts";

/*
 * Signing in and out of the console, and one's own account (issue 19, 32):
 * the modules that do it (sign-in, invites, sessions, passkeys), handed to
 * routes with the database, the key and the time filled in.
 */

/** Sign-in, sessions and one's own account, as the console's routes use them. */
export interface StaffAuth {
  session(sessionId: string): Promise<StaffSession | undefined>;
  csrfMatches(session: StaffSession, token: string): boolean;
  /** Password sign-in, limited by failures from where it comes (throttle.ts). */
  signInWithPassword(
    input: { email: string; password: string; code: string },
    client: StaffClient,
  ): Promise<SignInOutcome>;
  /** A passkey sign-in prompt; its challenge is signed, not stored (nothing is written). */
  passkeySignIn(): Promise<PasskeyPrompt>;
  signInWithPasskey(
    input: { challengeId: string; response: string },
    client: StaffClient,
    requestOrigin: string,
  ): Promise<SignInOutcome>;
  openInvite(token: string): Promise<OpenInvite | undefined>;
  acceptInvite(
    token: string,
    input: AcceptInvite,
    client: StaffClient,
    requestOrigin: string,
  ): Promise<AcceptOutcome>;
  /**
   * Ends this session; everywhere, every session of its member, every
   * passkey but the one this session signed in with, and every remembered
   * browser but this one (what a stolen session could have left behind).
   */
  signOut(
    session: StaffSession,
    actor: StaffActor,
    options: { everywhere: boolean; deviceToken?: string | undefined },
  ): Promise<{ passkeysRemoved: number }>;
  /** Ends a session by its cookie's id (a browser signing in again replaces its old one). */
  endSession(sessionId: string): Promise<void>;
  /** The account page: its sign-ins, and a passkey prompt when the session is fresh enough. */
  account(session: StaffSession): Promise<{
    password: boolean;
    passkeys: PasskeySummary[];
    /** Signed in recently enough to add or remove a passkey. */
    fresh: boolean;
    prompt: PasskeyPrompt | null;
  }>;
  addPasskey(
    session: StaffSession,
    input: { challengeId: string; response: string; label: string },
    actor: StaffActor,
    requestOrigin: string,
  ): Promise<"added" | "not-fresh" | "refused">;
  removePasskey(
    session: StaffSession,
    keyId: string,
    actor: StaffActor,
  ): Promise<"removed" | "not-fresh" | "unknown">;
}

export function createStaffAuth(
  { db }: Database,
  { publicUrl, key, clock }: { publicUrl: string; key: SecretKey; clock: () => number },
): StaffAuth {
  const rp = { publicUrl, key };
  return {
    session: (sessionId) => findSession(db, sessionId, clock()),
    csrfMatches,
    signInWithPassword: (input, client) => signInWithPassword(db, input, client, clock()),
    passkeySignIn: () => authenticationPrompt(rp, clock()),
    signInWithPasskey: (input, client, requestOrigin) =>
      signInWithPasskey(db, rp, { ...input, requestOrigin }, client, clock()),
    openInvite: (token) => openInvite(db, rp, token, clock()),
    acceptInvite: (token, answer, client, requestOrigin) =>
      acceptInvite(db, rp, { token, answer, ...client, requestOrigin }, clock()),
    async signOut(session, actor, { everywhere, deviceToken }) {
      const device = deviceToken ? tokenHash(deviceToken) : undefined;
      const passkeysRemoved = await signOut(db, session, {
        actor,
        everywhere,
        device,
        now: clock(),
      });
      return { passkeysRemoved };
    },
    endSession: async (sessionId) => {
      await endSession(db, sessionId);
    },
    async account(session) {
      const now = clock();
      const fresh = isFresh(session, now);
      const { member } = session;
      const [password, passkeys] = await Promise.all([
        hasPassword(db, member.id),
        listPasskeys(db, member.id),
      ]);
      const person = { email: member.email, name: member.name, staffId: member.id };
      const prompt = fresh ? await registrationPrompt(db, rp, person, now) : null;
      return { password, passkeys, fresh, prompt };
    },
    addPasskey: (session, answer, actor, requestOrigin) =>
      addOwnPasskey(db, rp, { session, answer, actor, requestOrigin }, clock()),
    removePasskey: (session, keyId, actor) =>
      removeOwnPasskey(db, { session, keyId, actor }, clock()),
  };
}
