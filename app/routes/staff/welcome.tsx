import { data, useActionData } from "react-router";
import type { Route } from "./+types/welcome";
import { Input, Panel } from "#app/components/staff/console-ui.tsx";
import { PasskeyForm } from "#app/components/staff/passkey-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { QrCode } from "#app/components/staff/qr-code.tsx";
import { staffPolicy, staffRoles } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { readPost } from "#app/actions/read-post.server.ts";
import { AcceptInviteSchema } from "#app/forms/staff-sign-in.ts";
import { clientIp, deviceTokenOf, staffServices } from "#app/staff/session.server.ts";
import { signInAnswer, unreadableSignIn } from "#app/staff/sign-in.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Welcome");

export async function loader(args: Route.LoaderArgs) {
  const invite = await staffServices(args).openInvite(args.params.token);
  if (!invite) {
    throw data("This link has expired or has already been used. Ask an owner for a new one.", {
      status: 404,
    });
  }
  return { invite };
}

export async function action(args: Route.ActionArgs) {
  const services = staffServices(args);
  const { request } = args;
  const reading = await readPost(request, AcceptInviteSchema);
  if (!reading.ok) {
    if (reading.reply.outcome !== "invalid") return unreadableSignIn(reading.status);
    const problems = Object.fromEntries(
      Object.entries(reading.reply.fieldErrors).map(([name, messages]) => [
        name,
        messages?.[0] ?? "",
      ]),
    );
    return data({ problems, intent: reading.reply.values.intent ?? "" }, { status: 400 });
  }
  const post = reading.data;
  const outcome = await services.acceptInvite(
    args.params.token,
    post.intent === "passkey"
      ? { method: "passkey", ...post, label: post.label ?? "" }
      : { method: "password", ...post },
    { ip: clientIp(args), deviceToken: deviceTokenOf(request) },
    new URL(request.url).origin,
  );
  if (outcome.outcome === "invalid") {
    return data({ problems: outcome.problems, intent: post.intent }, { status: 400 });
  }
  return signInAnswer(request, outcome, "/staff");
}

export default function Welcome({ loaderData }: Route.ComponentProps) {
  const { invite } = loaderData;
  const reply = useActionData<typeof action>();
  const problems: Record<string, string> = reply && "problems" in reply ? reply.problems : {};
  const forPasskey = reply && "intent" in reply && reply.intent === "passkey";
  const role = staffRoles.find((entry) => entry.id === invite.role);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-heading font-bold">
        {invite.returning ? "Set up your sign-in again" : "Welcome to the staff console"}
      </h1>
      <p>
        This link is for <strong>{invite.email}</strong>, as{" "}
        <strong>{role?.label.toLowerCase()}</strong> (
        {role?.detail.replace(/\.$/, "").toLowerCase()}). Choose how you will sign in: a passkey
        (your phone, computer or security key), or a password with a code from an authenticator app.
        The link works once.
      </p>
      {problems.form ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {problems.form}
        </p>
      ) : null}
      <Panel id="passkey" title="With a passkey (recommended)">
        <PasskeyForm
          mode="register"
          prompt={invite.passkey}
          label="Create a passkey"
          error={forPasskey ? problems.passkey : undefined}
        >
          <Input
            label="Your name"
            name="name"
            scope="passkey"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={invite.name}
            error={forPasskey ? problems.name : undefined}
          />
          <Input
            label="Name this passkey"
            name="label"
            scope="passkey"
            maxLength={100}
            placeholder="e.g. Work laptop"
            hint="So you can tell your passkeys apart later."
          />
        </PasskeyForm>
      </Panel>
      <Panel id="password" title="With a password and an authenticator app">
        <form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          <Input
            label="Your name"
            name="name"
            scope="password"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={invite.name}
            error={forPasskey ? undefined : problems.name}
          />
          <input type="hidden" name="email" value={invite.email} autoComplete="username" />
          <Input
            label="Password"
            name="password"
            scope="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={staffPolicy.passwordMinLength}
            maxLength={staffPolicy.passwordMaxLength}
            hint={`At least ${staffPolicy.passwordMinLength} characters; common and breached passwords are refused. A few unrelated words work well.`}
            error={forPasskey ? undefined : problems.password}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <QrCode text={invite.totpUri} label="QR code for your authenticator app" />
            <p className="text-sm">
              Scan the code with an authenticator app, or type this key into it:{" "}
              <code className="font-mono break-all" data-totp-secret>
                {invite.totpSecret}
              </code>
            </p>
          </div>
          <Input
            label="The 6-digit code your app shows"
            name="code"
            scope="password"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            maxLength={7}
            error={forPasskey ? undefined : problems.code}
          />
          <Button type="submit" className="self-start">
            Set password and sign in
          </Button>
        </form>
      </Panel>
    </div>
  );
}
