import { data, useActionData } from "react-router";
import type { Route } from "./+types/team";
import {
  Input,
  Notice,
  PageTitle,
  PostForm,
  Select,
  When,
  Panel,
} from "#app/components/staff/console-ui.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { type PendingInvite, type TeamMember, roleLabel, staffRoles } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { TeamActionSchema } from "#app/forms/staff-console.ts";
import { doneRedirect, refusal, refusedPost, requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Team");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args, { role: "owner" });
  return {
    ...(await services.team()),
    me: session.member.id,
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, post } = await requireStaff(args, {
    role: "owner",
    form: TeamActionSchema,
  });
  if (!post.ok) return refusedPost(post);
  if (post.data.intent === "remove") {
    const removed = await services.removeStaff(post.data.id, actor);
    if (removed === "last-owner") {
      return refusal("The last owner cannot be removed: make someone else an owner first.", 409);
    }
    return doneRedirect(
      "/staff/team",
      removed === "removed" ? "Removed: their sessions have ended." : "Already gone.",
    );
  }
  const { email, role } = post.data;
  const invited = await services.invite({ email, role }, actor);
  if (invited.outcome === "on-team") return refusal(`${email} is already on the team.`, 409);
  return data({
    invited: { email, url: invited.url, expiresAt: invited.expiresAt, emailed: invited.emailed },
  });
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members, invites, me, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  const errors = reply && "fieldErrors" in reply ? reply.fieldErrors : {};
  return (
    <>
      <PageTitle title="Team" />
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      {reply && "invited" in reply ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3">
          <p className="font-medium">
            Invite for {reply.invited.email} made
            {reply.invited.emailed ? " and e-mailed" : ""}. It works once, until{" "}
            <When iso={reply.invited.expiresAt} />.
            {reply.invited.emailed ? "" : " No SMTP server is set: pass them this link privately."}
          </p>
          <p className="mt-2 font-mono text-sm break-all" data-invite-link>
            {reply.invited.url}
          </p>
        </div>
      ) : null}
      <DataTable<TeamMember>
        label="Team"
        caption="Everyone who can sign in"
        rows={members}
        rowKey={(row) => row.id}
        minWidth="md:min-w-3xl"
        columns={[
          { label: "Name", rowHeader: true, cell: (row) => row.name },
          { label: "E-mail", cell: (row) => row.email },
          { label: "Role", cell: (row) => roleLabel(row.role) },
          {
            label: "Signs in with",
            cell: (row) =>
              [
                row.passkeys > 0 ? `${row.passkeys} passkey${row.passkeys === 1 ? "" : "s"}` : "",
                row.password ? "password + code" : "",
              ]
                .filter(Boolean)
                .join(", "),
          },
          { label: "Joined", nowrap: true, cell: (row) => <When iso={row.joined} /> },
          {
            label: "Action",
            srOnly: true,
            cell: (row) =>
              row.id === me ? (
                "You"
              ) : (
                <PostForm csrf={csrf}>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={row.id} />
                  <Button type="submit" size="sm" variant="destructive">
                    Remove<span className="sr-only"> {row.name}</span>
                  </Button>
                </PostForm>
              ),
          },
        ]}
      />
      {invites.length > 0 ? (
        <DataTable<PendingInvite>
          label="Invites not yet used"
          caption="Invites not yet used"
          showCaption
          rows={invites}
          rowKey={(row) => `${row.email}-${row.expires}`}
          columns={[
            { label: "E-mail", rowHeader: true, cell: (row) => row.email },
            { label: "Role", cell: (row) => roleLabel(row.role) },
            { label: "Until", cell: (row) => <When iso={row.expires} /> },
          ]}
        />
      ) : null}
      <Panel id="invite" title="Invite someone" className="max-w-xl">
        <PostForm csrf={csrf} className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="invite" />
          <Input
            label="Their e-mail"
            name="email"
            type="email"
            required
            maxLength={254}
            error={errors.email}
          />
          <Select
            label="Role"
            name="role"
            options={staffRoles.map((role) => ({
              id: role.id,
              label: `${role.label}: ${role.detail}`,
            }))}
            defaultValue="staff"
            error={errors.role}
          />
          <Button type="submit" className="self-start">
            Make an invite
          </Button>
        </PostForm>
      </Panel>
    </>
  );
}
