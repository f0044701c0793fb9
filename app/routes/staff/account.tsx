import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/account";
import {
  errorsOf,
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
import { AccountSchema } from "#app/forms/staff-sign-in.ts";
import { doneRedirect, refusal, refusedPost, requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  return {
    member: session.member,
    account: await services.account(session),
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

const signInAgain = `/staff/sign-in?again=1&next=${encodeURIComponent("/staff/account")}`;

export async function action(args: Route.ActionArgs) {
  const {
    services,
    session,
    actor,
    post: reading,
  } = await requireStaff(args, {
    form: AccountSchema,
  });
  if (!reading.ok) return refusedPost(reading);
  const post = reading.data;
  const outcome =
    post.intent === "add-passkey"
      ? await services.addPasskey(
          session,
          { ...post, label: post.label ?? "" },
          actor,
          new URL(args.request.url).origin,
        )
      : await services.removePasskey(session, post.passkey, actor);
  switch (outcome) {
    case "added":
      return doneRedirect("/staff/account", "Passkey added.");
    case "removed":
      return doneRedirect("/staff/account", "Passkey removed.");
    case "not-fresh":
      return redirect(signInAgain, { status: 303 });
    case "unknown":
      return refusal("That passkey is not one of yours.", 404);
    default:
      return refusal("The passkey was not added. Try again.", 400);
  }
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
          <ul className="mb-4 flex flex-col gap-3 text-sm">
            {account.passkeys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>{key.label}</strong>, added <When iso={key.created} />
                  {key.lastUsed ? (
                    <>
                      , last used <When iso={key.lastUsed} />
                    </>
                  ) : null}
                </span>
                {account.fresh ? (
                  <PostForm csrf={csrf}>
                    <input type="hidden" name="intent" value="remove-passkey" />
                    <input type="hidden" name="passkey" value={key.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Remove<span className="sr-only"> {key.label}</span>
                    </Button>
                  </PostForm>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm">No passkeys yet.</p>
        )}
        {account.prompt ? (
          <PasskeyForm
            mode="register"
            intent="add-passkey"
            prompt={account.prompt}
            csrf={csrf}
            label="Add a passkey"
            error={reply && "error" in reply ? reply.error : undefined}
          >
            <Input
              label="Name this passkey"
              name="label"
              maxLength={100}
              placeholder="e.g. Phone"
              error={errorsOf(reply).label}
            />
          </PasskeyForm>
        ) : (
          <p className="text-sm">
            To add or remove a passkey,{" "}
            <a className="text-brand-700 font-semibold underline" href={signInAgain}>
              sign in again
            </a>{" "}
            first: it proves it is you, not someone who has your open session.
          </p>
        )}
      </Panel>
      <Panel id="sessions" title="Sessions" className="max-w-xl">
        <p className="mb-4 text-sm">
          Lost a device, or signed in somewhere you should not have? Sign out on every browser at
          once, this one too. This also removes every passkey except the one you signed in with now
          (a stolen session could have added one): add your other devices again afterwards.
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
