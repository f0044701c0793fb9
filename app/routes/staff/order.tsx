import { data, useActionData } from "react-router";
import type { Route } from "./+types/order";
import { ProofRounds } from "#app/components/shop/proof-rounds.tsx";
import {
  errorsOf,
  Input,
  Notice,
  PageTitle,
  PostForm,
  Select,
  TextArea,
  When,
  Panel,
} from "#app/components/staff/console-ui.tsx";
import { PlacedOrderTotals } from "#app/components/shop/order-totals.tsx";
import { OrderDesign } from "#app/components/staff/order-design.tsx";
import { CustomerPanel } from "#app/components/staff/order-customer.tsx";
import { OrderPaymentPanel } from "#app/components/staff/order-payment-panel.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { laterStages, orderStages, stageLabel } from "#app/domain/orders.ts";
import { needsTestFit } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { orderFormOf } from "#app/forms/staff-form-values.ts";
import { orderAction } from "#app/staff/order-action.server.ts";
import { requireStaff } from "#app/staff/session.server.ts";

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

/** The page's forms: send a proof, move the order, a design's files and approval. */
export const action = (args: Route.ActionArgs) => orderAction(args);

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  const {
    order,
    stage,
    statusUrl,
    events,
    production,
    proofs,
    outlines,
    approvals,
    payment,
    artworkPreflights,
    csrf,
    notice,
  } = loaderData;
  const proofOpen = stage === "received" || stage === "proof_sent";
  const reply = useActionData<typeof action>();
  const proofErrors = errorsOf(reply, "proof");
  const moveErrors = errorsOf(reply, "move");
  const later = orderStages.filter((candidate) => laterStages(stage).includes(candidate.id));
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
          <CustomerPanel order={order} statusUrl={statusUrl} />
          <section aria-labelledby="designs-heading" className="flex flex-col gap-3">
            <h2 id="designs-heading" className="text-lg font-bold">
              Designs
            </h2>
            <ul className="flex flex-col gap-4">
              {order.lines.map((line, index) => (
                <OrderDesign
                  key={line.id}
                  line={line}
                  index={index}
                  number={order.number}
                  production={production.find((entry) => entry.lineId === line.id)}
                  outline={outlines.find((entry) => entry.lineId === line.id)}
                  artworkPreflight={
                    artworkPreflights.find((entry) => entry.lineId === line.id)?.report
                  }
                  approval={
                    proofs.length ? approvals.find((entry) => entry.lineId === line.id) : undefined
                  }
                  errors={errorsOf(reply, orderFormOf("replace", line.id))}
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
          {payment ? (
            <OrderPaymentPanel payment={payment} csrf={csrf} errors={errorsOf(reply, "payment")} />
          ) : null}
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
                  error={proofErrors.message}
                />
                <Input
                  label="Proof file"
                  name="file"
                  scope="proof"
                  error={proofErrors.file}
                  type="file"
                  accept="image/png,image/jpeg,application/pdf"
                  hint="An image or PDF of your own. Leave it empty to send each design's print file, drawn as it will be printed and cut, and its mockup."
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
                  error={moveErrors.stage}
                />
                <TextArea
                  label="Message to the customer"
                  name="message"
                  maxLength={2000}
                  hint="Added to the stage's e-mail, e.g. a tracking number."
                  error={moveErrors.message}
                />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="email" value="no" className="size-4" />
                  Do not e-mail the customer
                </label>
                {outlines.some(needsTestFit) &&
                later.some((option) => option.id === "in_production") ? (
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="testFit"
                      value="yes"
                      className="mt-0.5 size-4"
                      aria-invalid={moveErrors.testFit ? true : undefined}
                    />
                    I test-fitted the outline of every design not yet measured (needed to start
                    production)
                  </label>
                ) : null}
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
