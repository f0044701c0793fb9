import { data, useActionData } from "react-router";
import type { Route } from "./+types/template";
import { CutDrawing } from "#app/components/staff/cut-drawing.tsx";
import {
  Facts,
  Notice,
  PageTitle,
  Panel,
  PostForm,
  TextArea,
  When,
} from "#app/components/staff/console-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TemplateApproveSchema } from "#app/forms/staff-templates.ts";
import { pieceLabels } from "#app/domain/catalog/piece-cut.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { doneRedirect, refusal, refusedPost, requireStaff } from "#app/staff/session.server.ts";

/*
 * One version of a model's template (issue 34): its cut as the shop cuts
 * it, where it came from, its status, approving its test cut, and the
 * model's piece's other versions.
 */

export const meta: Route.MetaFunction = () => staffMeta("Template");

const iso = (ms: number) => new Date(ms).toISOString();

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const page = await services.templateVersion(args.params.id);
  if (!page) throw data("There is no such template.", { status: 404 });
  const { record, piece, versions } = page;
  return {
    record: { ...record, importedAt: iso(record.imported.at) },
    approvedAt: record.approved ? iso(record.approved.at) : null,
    piece,
    current: versions[0]?.id === record.id,
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      status: version.status,
      importedAt: iso(version.imported.at),
    })),
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, post } = await requireStaff(args, { form: TemplateApproveSchema });
  if (!post.ok) return refusedPost(post);
  const id = args.params.id;
  const approved = await services.approveTemplate({ id, note: post.data.note }, actor);
  if (approved === "missing") throw data("There is no such template.", { status: 404 });
  if (approved === "already") return refusal("This version's test cut is already approved.", 409);
  return doneRedirect(`/staff/templates/${id}`, "Test cut approved.");
}

export default function Template({ loaderData }: Route.ComponentProps) {
  const { record, approvedAt, piece, current, versions, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  const errors = reply && "fieldErrors" in reply ? reply.fieldErrors : {};
  const title = `${record.brand} ${record.model}, ${pieceLabels[record.piece].toLowerCase()} v${record.version}`;
  return (
    <>
      <p>
        <a href="/staff/templates" className="text-brand-700 text-sm font-semibold underline">
          Templates
        </a>
      </p>
      <PageTitle title={title} />
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Panel id="cut" title="The cut">
          <CutDrawing piece={piece} label={title} />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel id="facts" title="This version">
            <Facts
              rows={[
                [
                  "status",
                  record.status === "approved" ? "Test cut approved" : "Measured, not yet test cut",
                ],
                [
                  "in use",
                  current ? "Yes: the current version" : "No: a newer version replaced it",
                ],
                ["file", `${record.source.filename} (${record.source.format.toUpperCase()})`],
                [
                  "SHA-256",
                  <code key="sha" className="text-xs break-all">
                    {record.source.sha256}
                  </code>,
                ],
                [
                  "imported",
                  <span key="imported">
                    <When iso={record.importedAt} /> by {record.imported.by}
                  </span>,
                ],
                ["note", record.note || "None"],
                ...(record.approved && approvedAt
                  ? ([
                      [
                        "approved",
                        <span key="approved">
                          <When iso={approvedAt} /> by {record.approved.by}
                        </span>,
                      ],
                      ["test cut", record.approved.note],
                    ] as const)
                  : []),
              ]}
            />
          </Panel>
          {record.status === "measured" ? (
            <Panel id="approve" title="Approve the test cut">
              <PostForm csrf={csrf} className="flex flex-col gap-4">
                <TextArea
                  label="How it fitted"
                  name="note"
                  rows={3}
                  maxLength={500}
                  required
                  error={errors.note}
                  hint="Which device you fitted the test cut to, and what you checked (edges, logo, camera)."
                />
                <Button type="submit" className="self-start">
                  Approve the test cut
                </Button>
              </PostForm>
            </Panel>
          ) : null}
          <Panel id="versions" title="Versions">
            <ol className="flex flex-col gap-1 text-sm">
              {versions.map((version) => (
                <li key={version.id}>
                  <a
                    href={`/staff/templates/${version.id}`}
                    aria-current={version.id === record.id ? "page" : undefined}
                    className="text-brand-700 underline"
                  >
                    v{version.version}
                  </a>{" "}
                  {version.status === "approved" ? "test cut approved" : "measured"},{" "}
                  <When iso={version.importedAt} />
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}
