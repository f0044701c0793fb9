import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/sign-in";
import { Input, Panel } from "#app/components/staff/console-ui.tsx";
import { PasskeyForm } from "#app/components/staff/passkey-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { staffPolicy } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { readPost } from "#app/actions/read-post.server.ts";
import { SignInSchema } from "#app/forms/staff-sign-in.ts";
import {
  clientIp,
  currentSession,
  deviceTokenOf,
  safeNext,
  staffServices,
} from "#app/staff/session.server.ts";
import { signInAnswer, unreadableSignIn } from "#app/staff/sign-in.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

/** A locked-out sign-in's Retry-After reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const services = staffServices(args);
  const url = new URL(args.request.url);
  const next = safeNext(url.searchParams.get("next"));
  // Signed in already: on, unless asked to sign in again (to add or remove a passkey).
  const again = url.searchParams.get("again") === "1";
  if (currentSession(args) && !again) throw redirect(next);
  return {
    next,
    again,
    notice: url.searchParams.get("notice"),
    passkey: await services.passkeySignIn(),
  };
}

export async function action(args: Route.ActionArgs) {
  const services = staffServices(args);
  const { request } = args;
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const reading = await readPost(request, SignInSchema);
  if (!reading.ok) return unreadableSignIn(reading.status);
  const client = { ip: clientIp(args), deviceToken: deviceTokenOf(request) };
  const post = reading.data;
  const outcome =
    post.intent === "passkey"
      ? await services.signInWithPasskey(post, client, new URL(request.url).origin)
      : await services.signInWithPassword(post, client);
  if (outcome.outcome === "refused" && post.intent === "passkey") {
    return data(
      { error: "That passkey did not sign you in. Try again, or use your password." },
      { status: 401 },
    );
  }
  // Signing in again replaces this browser's old session rather than leaving it open.
  const previous = currentSession(args);
  if (outcome.outcome === "signed-in" && previous) await services.endSession(previous.sessionId);
  return signInAnswer(request, outcome, next);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : undefined;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <h1 className="text-heading font-bold">
        {loaderData.again ? "Sign in again" : "Sign in to the staff console"}
      </h1>
      {loaderData.again ? (
        <p>
          To add or remove a passkey, prove it is you, now: sign in again. Someone who only has your
          open session cannot.
        </p>
      ) : null}
      {loaderData.notice ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900">
          {loaderData.notice}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {error}
        </p>
      ) : null}
      <Panel id="passkey" title="With a passkey">
        <PasskeyForm mode="sign-in" prompt={loaderData.passkey} label="Sign in with a passkey" />
      </Panel>
      <Panel id="password" title="With your password">
        <form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Input
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={staffPolicy.passwordMaxLength}
          />
          <Input
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            maxLength={7}
          />
          <Button type="submit" className="self-start">
            Sign in
          </Button>
        </form>
      </Panel>
      <p className="text-muted text-sm">
        No account, or lost your passkey and password? Ask an owner for an invite: there is no other
        way in.
      </p>
    </div>
  );
}
