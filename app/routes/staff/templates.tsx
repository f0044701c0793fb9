import { useActionData } from "react-router";
import type { Route } from "./+types/templates";
import {
  Input,
  Notice,
  PageTitle,
  Panel,
  PostForm,
  TextArea,
  When,
} from "#app/components/staff/console-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { brands } from "#app/domain/catalog/brands.ts";
import { cutting } from "#app/domain/policies.ts";
import { deviceSeparator } from "#app/forms/staff-form-values.ts";
import { TemplateImportSchema } from "#app/forms/staff-templates.ts";
import { pieceLabels } from "#app/domain/catalog/piece-cut.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { doneRedirect, refusal, refusedPost, requireStaff } from "#app/staff/session.server.ts";

/*
 * The template library (issue 34): every model's current measured template,
 * and the form that imports one (SVG, DXF or PDF) as a model's lid or palm
 * rest. What cannot be cut is refused with the reasons, path by path.
 */

export const meta: Route.MetaFunction = () => staffMeta("Templates");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const templates = (await services.templates()).map((record) => ({
    id: record.id,
    model: `${record.brand} ${record.model}`,
    piece: pieceLabels[record.piece],
    version: record.version,
    status: record.status,
    imported: new Date(record.imported.at).toISOString(),
  }));
  return {
    templates,
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, post } = await requireStaff(args, {
    form: TemplateImportSchema,
    files: ["file"],
    intake: "template",
  });
  if (!post.ok) return refusedPost(post);
  const { device, piece, file, note = "" } = post.data;
  const [brand = "", model = ""] = device.split(deviceSeparator);
  const imported = await services.importTemplate({ brand, model, piece, file, note }, actor);
  if (imported.outcome === "refused") {
    return refusal(`The template was not imported: ${imported.problems.join(" ")}`, 422, {
      file: imported.problems.join(" "),
    });
  }
  const { record } = imported;
  return doneRedirect(
    `/staff/templates/${record.id}`,
    `Imported as version ${record.version} of the ${brand} ${model} ${pieceLabels[piece].toLowerCase()}: it is what we cut from now on. Cut a test piece and approve it below.`,
  );
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  const { templates, csrf, notice } = loaderData;
  const reply = useActionData<typeof action>();
  const errors = reply && "fieldErrors" in reply ? reply.fieldErrors : {};
  return (
    <>
      <PageTitle title="Templates" />
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      <p className="max-w-3xl text-sm">
        A model without a measured template is cut to an outline drawn from its published size (or
        estimated from its display), and its orders are flagged for a test fit before printing.
        Import a template measured from the device: its outline, and each logo, camera or opening as
        a path of its own. It is cut {cutting.insetInches.lid} in inside its edge, and no two cuts
        may leave less than {cutting.minBridgeMm} mm of vinyl between them.
      </p>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <Panel id="library" title="Current templates">
          {templates.length ? (
            <DataTable
              label="Current templates"
              caption="Each model’s current template, newest import first"
              rows={templates}
              rowKey={(row) => row.id}
              columns={[
                {
                  label: "Model",
                  rowHeader: true,
                  cell: (row) => (
                    <a
                      href={`/staff/templates/${row.id}`}
                      className="text-brand-700 font-semibold underline"
                    >
                      {row.model}
                    </a>
                  ),
                },
                { label: "Piece", cell: (row) => row.piece },
                { label: "Version", cell: (row) => `v${row.version}` },
                {
                  label: "Status",
                  cell: (row) => (row.status === "approved" ? "Test cut approved" : "Measured"),
                },
                { label: "Imported", cell: (row) => <When iso={row.imported} /> },
              ]}
            />
          ) : (
            <p className="text-sm">
              No measured templates yet: every model is cut to its drawn outline.
            </p>
          )}
        </Panel>
        <Panel id="import" title="Import a template">
          <PostForm csrf={csrf} encType="multipart/form-data" className="flex flex-col gap-4">
            <label htmlFor="device" className="font-semibold">
              Model
            </label>
            <select
              id="device"
              name="device"
              required
              aria-invalid={errors.device ? true : undefined}
              className="rounded-lg border border-gray-400 px-3 py-2"
            >
              {brands.map((brand) => (
                <optgroup key={brand.slug} label={brand.name}>
                  {brand.models.map((model) => (
                    <option key={model.name} value={`${brand.name}${deviceSeparator}${model.name}`}>
                      {model.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <fieldset className="flex flex-col gap-1">
              <legend className="font-semibold">Piece</legend>
              {(["lid", "palmrest"] as const).map((piece) => (
                <label key={piece} className="flex items-center gap-2">
                  <input type="radio" name="piece" value={piece} defaultChecked={piece === "lid"} />
                  {pieceLabels[piece]}
                </label>
              ))}
            </fieldset>
            <Input
              label="Template file"
              name="file"
              type="file"
              required
              accept=".svg,.dxf,.pdf,image/svg+xml,application/pdf"
              error={errors.file}
              hint="SVG, DXF or PDF at true size: the lid seen from outside, hinge at the bottom (the palm rest from above, hinge at the top). In an SVG, a layer named “Cut” is read alone."
            />
            <TextArea label="Note" name="note" maxLength={500} rows={2} error={errors.note} />
            <Button type="submit" className="self-start">
              Import
            </Button>
          </PostForm>
        </Panel>
      </div>
    </>
  );
}
