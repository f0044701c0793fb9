import { data, useActionData } from "react-router";
import type { Route } from "./+types/account";
import {
  Input,
  Notice,
  PageTitle,
  PostForm,
  When,
  Panel,
} from "#app/components/staff/console-ui.tsx";
import { PasskeyForm } from "#app/components/staff/passkey-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { staffMeta } from "#app/staff/meta.ts";
import { doneRedirect, field, requireStaff, requireStaffPost } from "#app/staff/session.server.ts";
import { parseJson } from "#app/staff/sign-in.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  return {
    member: session.member,
    account: await services.account(session.member),
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, session, actor, form } = await requireStaffPost(args);
  const added = await services.addPasskey(
    session.member,
    {
      challengeId: field(form, "challengeId", 40),
      response: parseJson(field(form, "response", 20_000)),
      label: field(form, "label", 100),
    },
    actor,
    new URL(args.request.url).origin,
  );
  if (!added) return data({ error: "The passkey was not added. Try again." }, { status: 400 });
  return doneRedirect("/staff/account", "Passkey added.");
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { member, account, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageTitle title="Your account" />
      <Notice>{notice}</Notice>
      <p>
        {member.name}, {member.email} ({member.role}).{" "}
        {account.password ? "You can sign in with your password and authenticator code." : ""}
      </p>
      <Panel id="passkeys" title="Passkeys" className="max-w-xl">
        {account.passkeys.length > 0 ? (
          <ul className="mb-4 flex flex-col gap-2 text-sm">
            {account.passkeys.map((key) => (
              <li key={key.created}>
                <strong>{key.label}</strong>, added <When iso={key.created} />
                {key.lastUsed ? (
                  <>
                    , last used <When iso={key.lastUsed} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm">No passkeys yet.</p>
        )}
        <PasskeyForm
          mode="register"
          prompt={account.prompt}
          csrf={csrf}
          label="Add a passkey"
          error={reply && "error" in reply ? reply.error : undefined}
        >
          <Input label="Name this passkey" name="label" maxLength={100} placeholder="e.g. Phone" />
        </PasskeyForm>
      </Panel>
      <Panel id="sessions" title="Sessions" className="max-w-xl">
        <p className="mb-4 text-sm">
          Lost a device, or signed in somewhere you should not have? Sign out on every browser at
          once, this one too.
        </p>
        <PostForm csrf={csrf} action="/staff/sign-out">
          <input type="hidden" name="everywhere" value="yes" />
          <Button type="submit" variant="outline">
            Sign out everywhere
          </Button>
        </PostForm>
      </Panel>
    </>
  );
}
