import { data, useActionData } from "react-router";
import type { Route } from "./+types/order";
import { ProofRounds } from "#app/components/shop/proof-rounds.tsx";
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
import { PlacedOrderTotals } from "#app/components/shop/order-totals.tsx";
import { DesignMockup } from "#app/components/device-render/design-mockup.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { type OrderLine, isOrderStage, orderStages } from "#app/domain/orders.ts";
import type { DesignProduction } from "#app/domain/staff.ts";
import { businessDays, formatCents } from "#app/lib/format.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { doneRedirect, field, requireStaff, requireStaffPost } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = ({ params }) => staffMeta(`Order ${params.number}`);

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const found = await services.order(args.params.number);
  if (!found) throw data(`There is no order ${args.params.number}.`, { status: 404 });
  return {
    ...found,
    csrf: session.csrfToken,
    notice: new URL(args.request.url).searchParams.get("notice"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, actor, form, files, fileRefused } = await requireStaffPost(args);
  const here = `/staff/orders/${args.params.number}`;
  const intent = field(form, "intent", 20);
  if (fileRefused) {
    return data({ error: `The file was not taken: ${fileRefused.message}` }, { status: 400 });
  }
  if (intent === "proof") {
    const sent = await services.sendProof(
      {
        number: args.params.number,
        message: field(form, "message", 2000),
        uploadId: files.file ?? null,
      },
      actor,
    );
    switch (sent.outcome) {
      case "sent":
        return doneRedirect(
          here,
          sent.emailed
            ? `Proof ${sent.round} sent; the customer's e-mail is on its way.`
            : `Proof ${sent.round} is on the customer's page; no e-mail is sent while SMTP is not set up.`,
        );
      case "no-mockup":
        return data(
          { error: "The mockups are still being made: send the proof in a minute, or upload one." },
          { status: 409 },
        );
      case "past-proof":
        return data(
          { error: `The order is already at “${stageLabel(sent.stage)}”: it is past its proof.` },
          { status: 409 },
        );
      default:
        throw data(`There is no order ${args.params.number}.`, { status: 404 });
    }
  }
  if (intent === "replace") {
    const uploadId = files.file;
    if (!uploadId)
      return data({ error: "Choose the PDF to keep as the print file." }, { status: 400 });
    const kept = await services.replacePrintFile(
      {
        number: args.params.number,
        lineId: field(form, "line", 64),
        uploadId,
        note: field(form, "note", 500),
      },
      actor,
    );
    if (kept === "not-pdf") {
      return data({ error: "A print file must be a PDF." }, { status: 400 });
    }
    if (kept === "unknown") throw data("There is no such design in this order.", { status: 404 });
    return doneRedirect(here, "Your print file is kept as the latest version.");
  }
  if (intent === "remake") {
    const queued = await services.remakeFiles(args.params.number, field(form, "line", 64), actor);
    if (!queued) throw data("There is no such design in this order.", { status: 404 });
    return doneRedirect(
      here,
      "The print file and mockup are being made again; the page shows them when they are ready.",
    );
  }
  const stage = field(form, "stage", 20);
  if (!isOrderStage(stage) || stage === "received") {
    return data({ error: "Choose the stage to move the order to." }, { status: 400 });
  }
  const moved = await services.moveOrder(
    {
      number: args.params.number,
      stage,
      message: field(form, "message", 2000),
      email: form.get("email") !== "no",
    },
    actor,
  );
  if (moved.outcome === "unknown-order")
    throw data(`There is no order ${args.params.number}.`, { status: 404 });
  if (moved.outcome === "not-forward") {
    return data(
      {
        error: `The order is already at “${stageLabel(moved.current)}”: an order only moves forward.`,
      },
      { status: 409 },
    );
  }
  const label = stageLabel(moved.to);
  return doneRedirect(
    `/staff/orders/${args.params.number}`,
    moved.emailed
      ? `Moved to ${label}; the customer's e-mail is on its way.`
      : `Moved to ${label}; no e-mail.`,
  );
}

const stageLabel = (id: string) => orderStages.find((stage) => stage.id === id)?.label ?? id;

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A design's print file versions and mockup, and what its job is doing. */
function ProductionFiles({
  number,
  production,
  csrf,
}: {
  number: string;
  production: DesignProduction;
  csrf: string;
}) {
  const prints = production.files.filter((file) => file.kind === "print").reverse();
  const { job } = production;
  const making = job?.state === "pending";
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <h4 className="font-bold">Print file</h4>
      {making ? (
        <p className="text-muted text-sm" role="status">
          {job.attempts > 0 && job.lastError
            ? `Being made again after a failure (attempt ${job.attempts}): ${job.lastError}`
            : "Being made: reload the page in a minute."}
        </p>
      ) : null}
      {job?.state === "dead" ? (
        <p className="text-sm font-medium text-red-700">
          Could not be made ({job.lastError}). Make it again, or upload one.
        </p>
      ) : null}
      {prints.length > 0 ? (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Print file versions, newest first">
          {prints.map((file, index) => (
            <li key={file.id} className="flex flex-wrap items-baseline gap-x-3">
              <a
                className="text-brand-700 font-semibold underline"
                href={`/staff/orders/${number}/files/${file.id}`}
                download={file.filename}
              >
                Version {file.version} (PDF, {fileSize(file.sizeBytes)})
              </a>
              <span className="text-muted">
                {index === 0 ? "Latest · " : ""}
                <When iso={file.at} /> · {file.by ? `uploaded by ${file.by}` : file.note}
              </span>
            </li>
          ))}
        </ol>
      ) : making ? null : (
        <p className="text-muted text-sm">None yet.</p>
      )}
      <PostForm csrf={csrf}>
        <input type="hidden" name="intent" value="remake" />
        <input type="hidden" name="line" value={production.lineId} />
        <Button type="submit" variant="secondary" size="sm">
          Make the print file and mockup again
        </Button>
      </PostForm>
      <details className="text-sm">
        <summary className="text-brand-700 cursor-pointer font-semibold">
          Replace it with your own PDF
        </summary>
        <PostForm csrf={csrf} encType="multipart/form-data" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="line" value={production.lineId} />
          <Input
            label="Adjusted print file (PDF)"
            name="file"
            scope={`replace-${production.lineId}`}
            type="file"
            accept="application/pdf"
            required
            hint="Kept as the next version; the earlier ones stay."
          />
          <Input
            label="What you changed (optional)"
            name="note"
            scope={`replace-${production.lineId}`}
            maxLength={500}
          />
          <Button type="submit" variant="secondary" size="sm" className="self-start">
            Keep this print file
          </Button>
        </PostForm>
      </details>
    </div>
  );
}

function Design({
  line,
  index,
  number,
  production,
  csrf,
}: {
  line: OrderLine;
  index: number;
  number: string;
  production: DesignProduction | undefined;
  csrf: string;
}) {
  const { design } = line;
  const mockup = production?.files.findLast((file) => file.kind === "mockup");
  const placement = design.placement;
  const quality = design.printQuality;
  return (
    <li className="grid gap-4 rounded-xl border border-gray-300 bg-white p-4 md:grid-cols-[16rem_1fr]">
      <div className="flex flex-col gap-2">
        <div className="rounded-lg bg-slate-100 p-2">
          <DesignMockup design={design} id={`staff-${line.id}`} className="block w-full" />
        </div>
        {mockup ? (
          <a
            className="text-brand-700 text-sm font-semibold underline"
            href={`/staff/orders/${number}/files/${mockup.id}`}
            download={mockup.filename}
          >
            Download the mockup (PNG)
          </a>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-bold">
          Design {index + 1}: {line.quantity} × {design.designName}
        </h3>
        <Facts
          rows={[
            ["Device", deviceName(design.deviceBrand, design.deviceModel)],
            ["Coverage", design.coverageLabel],
            ["Finish", design.finishLabel],
            [
              "Placement",
              placement
                ? `x ${placement.x.toFixed(3)}, y ${placement.y.toFixed(3)}, scale ${placement.scale.toFixed(3)}, rotation ${placement.rotation}°`
                : "Centred (not set)",
            ],
            [
              "Print quality",
              quality
                ? `${quality.dpi} DPI, ${quality.tier}${quality.tier === "poor" ? (quality.confirmed ? " (customer confirmed: print it anyway)" : "") : ""}`
                : "Not measured (no image)",
            ],
            ["Text", design.textLines?.filter(Boolean).join(" / ") || "None"],
            ["Notes", design.notes || "None"],
            [
              "Artwork",
              design.artwork ? (
                <span className="flex flex-wrap gap-x-3">
                  <span className="break-all">
                    {design.artwork.filename} ({design.artwork.mimeType})
                  </span>
                  <a
                    className="text-brand-700 font-semibold underline"
                    href={`/artwork/${design.artwork.id}`}
                    download
                  >
                    Download the file
                  </a>
                </span>
              ) : (
                "None uploaded"
              ),
            ],
            [
              "Price",
              `${formatCents(line.totalCents)}${line.discountRate > 0 ? ` after ${formatCents(line.discountCents)} discount` : ""}`,
            ],
          ]}
        />
        {production ? (
          <ProductionFiles number={number} production={production} csrf={csrf} />
        ) : null}
      </div>
    </li>
  );
}

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  const { order, stage, statusUrl, events, production, proofs, csrf, notice } = loaderData;
  const proofOpen = stage === "received" || stage === "proof_sent";
  const reply = useActionData<typeof action>();
  const later = orderStages.filter(
    (candidate) =>
      orderStages.findIndex((entry) => entry.id === candidate.id) >
      orderStages.findIndex((entry) => entry.id === stage),
  );
  const address = order.shipTo;
  return (
    <>
      <p>
        <a href="/staff/orders" className="text-brand-700 text-sm font-semibold underline">
          All orders
        </a>
      </p>
      <PageTitle title={`Order ${order.number}`}>
        <span className="bg-ink rounded-full px-3 py-1 text-sm font-semibold text-white">
          {stageLabel(stage)}
        </span>
      </PageTitle>
      <Notice>{notice}</Notice>
      {reply && "error" in reply ? <Notice tone="bad">{reply.error}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <Panel id="customer" title="Customer and shipping">
            <Facts
              rows={[
                ["Customer", order.customer.name],
                [
                  "E-mail",
                  <a key="e" className="underline" href={`mailto:${order.customer.email}`}>
                    {order.customer.email}
                  </a>,
                ],
                ["Phone", order.customer.phone || "None"],
                ["Organization", order.organization || "None"],
                [
                  "Ship to",
                  [
                    address.name,
                    address.line1,
                    address.line2,
                    `${address.city}, ${address.state} ${address.zip}`,
                    "United States",
                  ]
                    .filter(Boolean)
                    .join(", "),
                ],
                ["Shipping", `${order.shipping.label}, ${businessDays(order.shipping.days)}`],
                ["PO number", order.purchaseOrder || "None"],
                [
                  "Tax-exempt",
                  order.taxExempt ? "Yes: check the certificate before invoicing" : "No",
                ],
                [
                  "Proof",
                  order.proofFirst ? "Asked for a proof before printing" : "No proof asked for",
                ],
                ["Notes", order.notes || "None"],
                ["Placed", <When key="p" iso={order.placedAt} />],
                [
                  "Status page",
                  <a key="s" className="break-all underline" href={statusUrl}>
                    The customer's link
                  </a>,
                ],
              ]}
            />
          </Panel>
          <section aria-labelledby="designs-heading" className="flex flex-col gap-3">
            <h2 id="designs-heading" className="text-lg font-bold">
              Designs
            </h2>
            <ul className="flex flex-col gap-4">
              {order.lines.map((line, index) => (
                <Design
                  key={line.id}
                  line={line}
                  index={index}
                  number={order.number}
                  production={production.find((entry) => entry.lineId === line.id)}
                  csrf={csrf}
                />
              ))}
            </ul>
            {proofs.length ? (
              <Panel id="proofs" title="Proofs sent">
                <ProofRounds
                  proofs={proofs}
                  formatTime={(iso) => <When iso={iso} />}
                  waiting="Waiting for the customer"
                />
              </Panel>
            ) : null}
            <div className="rounded-xl border border-gray-300 bg-white p-5">
              <h3 className="font-bold">Totals</h3>
              <PlacedOrderTotals order={order} testIdPrefix="staff-order" />
            </div>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <Panel id="proof" title="Proof">
            {proofOpen ? (
              <PostForm csrf={csrf} encType="multipart/form-data" className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="proof" />
                <TextArea
                  label="Message to the customer"
                  name="message"
                  scope="proof"
                  maxLength={2000}
                  hint="Shown above the proof in their e-mail and on their order's page."
                />
                <Input
                  label="Proof file (optional)"
                  name="file"
                  scope="proof"
                  type="file"
                  accept="image/png,image/jpeg,application/pdf"
                  hint="An image or PDF of your own. Leave it empty to send each design's mockup."
                />
                <Button type="submit" className="self-start">
                  {proofs.length ? `Send proof ${proofs.length + 1}` : "Send the proof"}
                </Button>
              </PostForm>
            ) : (
              <p className="text-sm">
                {proofs.length
                  ? "The order is past its proof."
                  : "No proof was sent: the order moved on without one."}
              </p>
            )}
          </Panel>
          <Panel id="move" title="Move it along">
            {later.length > 0 ? (
              <PostForm csrf={csrf} className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="move" />
                <Select
                  label="Next stage"
                  name="stage"
                  options={later}
                  defaultValue={later[0]?.id}
                />
                <TextArea
                  label="Message to the customer (optional)"
                  name="message"
                  maxLength={2000}
                  hint="Added to the stage's e-mail, e.g. a tracking number."
                />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="email" value="no" className="size-4" />
                  Do not e-mail the customer
                </label>
                <Button type="submit" className="self-start">
                  Move the order
                </Button>
              </PostForm>
            ) : (
              <p>Shipped: nothing more to do.</p>
            )}
          </Panel>
          <Panel id="history" title="History">
            <ol className="flex flex-col gap-3 text-sm">
              {events.map((event, index) => (
                <li key={`${event.at}-${index}`} className="border-l-2 border-gray-300 pl-3">
                  <p className="text-muted">
                    <When iso={event.at} />
                  </p>
                  <p className="font-medium">{event.title}</p>
                  {event.detail ? <p className="text-muted break-words">{event.detail}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </>
  );
}
