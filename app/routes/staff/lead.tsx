import { data, useActionData } from "react-router";
import type { Route } from "./+types/lead";
import {
  Input,
  Notice,
  PageTitle,
  PostForm,
  Select,
  TextArea,
  When,
  Panel,
  Facts,
} from "#app/components/staff/console-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { site } from "#app/domain/site.ts";
import { leadKinds, leadStatuses } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { LeadActionSchema } from "#app/forms/staff-console.ts";
import { doneRedirect, refusedPost, requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Lead");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const lead = await services.lead(args.params.id);
  if (!lead) throw data("There is no such lead.", { status: 404 });
  return {
    lead,
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, session, post } = await requireStaff(args, { form: LeadActionSchema });
  if (!post.ok) return refusedPost(post);
  const id = args.params.id;
  if (post.data.intent === "reply") {
    const { subject, message } = post.data;
    const sent = await services.replyToQuote(
      { id, subject, message },
      { ...actor, name: session.member.name },
    );
    if (sent === "unknown")
      throw data("Only a quote request can be answered from here.", { status: 404 });
    return doneRedirect(`/staff/leads/${id}`, "Your reply is on its way; the lead is in progress.");
  }
  const { status, note = "" } = post.data;
  const updated = await services.updateLead({ id, status, note }, actor);
  if (!updated) throw data("There is no such lead.", { status: 404 });
  return doneRedirect(`/staff/leads/${id}`, "Saved.");
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { lead, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  const errors = reply?.fieldErrors ?? {};
  const kind = leadKinds.find((entry) => entry.id === lead.kind);
  return (
    <>
      <p>
        <a
          href={`/staff/leads?kind=${lead.kind}`}
          className="text-brand-700 text-sm font-semibold underline"
        >
          {kind?.label}
        </a>
      </p>
      <PageTitle title={lead.name || lead.email} />
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Panel
          id="sent"
          title={
            <>
              What they sent, <When iso={lead.received} />
            </>
          }
        >
          <Facts rows={lead.fields.map(([label, value]) => [label, value || "None"] as const)} />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel id="status" title="Status and note">
            <PostForm csrf={csrf} className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="status" />
              <Select
                label="Status"
                name="status"
                options={leadStatuses}
                defaultValue={lead.status}
                error={errors.status}
              />
              <TextArea
                label="Note for the team"
                name="note"
                maxLength={5000}
                defaultValue={lead.note}
                error={errors.note}
              />
              <Button type="submit" className="self-start">
                Save
              </Button>
            </PostForm>
          </Panel>
          {lead.kind === "quote" && lead.email ? (
            <Panel id="reply" title="Answer by e-mail">
              <PostForm csrf={csrf} className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="reply" />
                <p className="text-sm">
                  To {lead.email}, from {site.name}, signed with your name.
                </p>
                <Input
                  label="Subject"
                  name="subject"
                  required
                  maxLength={200}
                  defaultValue={`Your ${site.name} quote`}
                  error={errors.subject}
                />
                <TextArea
                  label="Message"
                  name="message"
                  required
                  maxLength={10_000}
                  rows={8}
                  error={errors.message}
                />
                <Button type="submit" className="self-start">
                  Send the answer
                </Button>
              </PostForm>
            </Panel>
          ) : null}
        </div>
      </div>
    </>
  );
}
