import { useActionData } from "react-router";
import type { Route } from "./+types/deliveries";
import { formatCount } from "#app/lib/format.ts";
import { Notice, PageTitle, PostForm, When } from "#app/components/staff/console-ui.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { DeliveryRow } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { ReplaySchema } from "#app/forms/staff-console.ts";
import { doneRedirect, refusedPost, requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Deliveries");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  return {
    ...(await services.deliveries()),
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, post } = await requireStaff(args, { form: ReplaySchema });
  if (!post.ok) return refusedPost(post);
  const { channel, id } = post.data;
  const count = await services.replay({ channel, ids: id ? [id] : null }, actor);
  const what = channel === "email" ? "e-mail" : "webhook";
  return doneRedirect(
    "/staff/deliveries",
    count === 0
      ? `Nothing to send again.`
      : `${count} ${what}${count === 1 ? "" : "s"} back in line to be sent.`,
  );
}

export default function Deliveries({ loaderData }: Route.ComponentProps) {
  const { rows, counts, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  const stuck = (row: DeliveryRow) => row.state === "dead" || row.state === "held";
  return (
    <>
      <PageTitle title="Deliveries" />
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      <p className="text-muted">
        Webhooks carry each submission to the shop's automation; e-mails go to customers. Both retry
        by themselves; a dead one has used up its retries and waits for you.{" "}
        {counts["email-stored"] > 0
          ? `${formatCount(counts["email-stored"])} e-mails are stored, not sent, because no SMTP server is set.`
          : ""}
      </p>
      <div className="flex flex-wrap gap-3">
        <PostForm csrf={csrf}>
          <input type="hidden" name="channel" value="webhook" />
          <Button type="submit" variant="outline" disabled={counts["webhook-dead"] === 0}>
            Replay every dead webhook ({counts["webhook-dead"]})
          </Button>
        </PostForm>
        <PostForm csrf={csrf}>
          <input type="hidden" name="channel" value="email" />
          <Button
            type="submit"
            variant="outline"
            disabled={counts["email-dead"] + counts["email-held"] === 0}
          >
            Send every dead or held e-mail again ({counts["email-dead"] + counts["email-held"]})
          </Button>
        </PostForm>
      </div>
      {rows.length > 0 ? (
        <DataTable<DeliveryRow>
          label="Deliveries"
          caption="Pending, held and dead deliveries"
          rows={rows}
          rowKey={(row) => `${row.channel}-${row.id}`}
          minWidth="md:min-w-4xl"
          columns={[
            { label: "What", rowHeader: true, cell: (row) => row.what },
            { label: "State", nowrap: true, cell: (row) => row.state },
            { label: "Tries", cell: (row) => row.attempts },
            { label: "Last error", cell: (row) => row.lastError ?? "None" },
            { label: "Since", nowrap: true, cell: (row) => <When iso={row.created} /> },
            {
              label: "Action",
              srOnly: true,
              cell: (row) =>
                stuck(row) ? (
                  <PostForm csrf={csrf}>
                    <input type="hidden" name="channel" value={row.channel} />
                    <input type="hidden" name="id" value={row.id} />
                    <Button type="submit" size="sm" variant="secondary">
                      Send again<span className="sr-only">: {row.what}</span>
                    </Button>
                  </PostForm>
                ) : null,
            },
          ]}
        />
      ) : (
        <p>Nothing pending, held or dead: every delivery went through.</p>
      )}
    </>
  );
}
