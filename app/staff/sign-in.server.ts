import { data, redirect } from "react-router";
import { staffPolicy } from "#app/domain/staff.ts";
import type { SignInOutcome } from "#app/services.server.ts";
import { deviceCookie, sessionCookie } from "./session.server.ts";

/**
 * Where a sign-in leads: in, with a new session cookie (and the browser's
 * device cookie), or back to the form with why not.
 */
export function signInAnswer(request: Request, outcome: SignInOutcome, next: string) {
  if (outcome.outcome === "signed-in") {
    const headers = new Headers();
    headers.append(
      "Set-Cookie",
      sessionCookie(request, outcome.sessionId, staffPolicy.sessionAbsoluteMs / 1000),
    );
    headers.append("Set-Cookie", deviceCookie(request, outcome.deviceToken));
    return redirect(next, { status: 303, headers });
  }
  if (outcome.outcome === "locked") {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterMs / 60_000));
    return data(
      {
        error: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in with a passkey.`,
      },
      { status: 429, headers: { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) } },
    );
  }
  return data(
    { error: "That e-mail, password and code did not sign you in. Check all three and try again." },
    { status: 401 },
  );
}

/** The message for a post that is not the form's (415) or misses its fields (400). */
export const unreadableSignIn = (status: number) =>
  data({ error: "That form could not be read: reload the page and try again." }, { status });
