import { data, redirect } from "react-router";
import { staffPolicy } from "#app/domain/staff.ts";
import type { SignInOutcome, StaffServices } from "#app/services.server.ts";
import { sessionCookie } from "./session.server.ts";

/** Where a sign-in leads: in, with a new session cookie, or back to the form with why not. */
export function signInAnswer(services: StaffServices, outcome: SignInOutcome, next: string) {
  if (outcome.outcome === "signed-in") {
    return redirect(next, {
      status: 303,
      headers: {
        "Set-Cookie": sessionCookie(
          services,
          outcome.sessionId,
          staffPolicy.sessionAbsoluteMs / 1000,
        ),
      },
    });
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

/** A posted passkey answer, or null when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
