import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/sign-in";
import { Input, Panel } from "#app/components/staff/console-ui.tsx";
import { PasskeyForm } from "#app/components/staff/passkey-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { staffPolicy } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import {
  clientIp,
  field,
  safeNext,
  currentSession,
  staffServices,
} from "#app/staff/session.server.ts";
import { parseJson, signInAnswer } from "#app/staff/sign-in.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

/** A locked-out sign-in's Retry-After reaches the browser. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader(args: Route.LoaderArgs) {
  const services = staffServices(args);
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  if (currentSession(args)) throw redirect(next);
  return { next, passkey: await services.passkeySignIn() };
}

export async function action(args: Route.ActionArgs) {
  const services = staffServices(args);
  const form = await args.request.formData();
  const next = safeNext(new URL(args.request.url).searchParams.get("next"));
  const ip = clientIp(args);
  const passkey = field(form, "intent") === "passkey";
  const outcome = passkey
    ? await services.signInWithPasskey(
        {
          challengeId: field(form, "challengeId", 40),
          response: parseJson(field(form, "response", 20_000)),
        },
        ip,
        new URL(args.request.url).origin,
      )
    : await services.signInWithPassword(
        {
          email: field(form, "email", 254),
          password: field(form, "password", staffPolicy.passwordMaxLength + 1),
          code: field(form, "code", 20),
        },
        ip,
      );
  if (outcome.outcome === "refused" && passkey) {
    return data(
      { error: "That passkey did not sign you in. Try again, or use your password." },
      { status: 401 },
    );
  }
  return signInAnswer(services, outcome, next);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const error = reply && "error" in reply ? reply.error : undefined;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <h1 className="text-heading font-bold">Sign in to the staff console</h1>
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
