import type { Route } from "./+types/orders";
import {
  Pager,
  PageTitle,
  When,
  pageParam,
  FilterTabs,
} from "#app/components/staff/console-ui.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClass } from "#app/components/ui/control.ts";
import { Button } from "#app/components/ui/button.tsx";
import { isOrderStage, listedStageLabel, orderStages } from "#app/domain/orders.ts";
import { paymentStateLabel, paymentStates } from "#app/domain/payments.ts";
import {
  type OrderQueueQuery,
  type OrderQueueRow,
  consolePageSize,
  orderSorts,
} from "#app/domain/staff.ts";
import { formatCents, formatCount } from "#app/lib/format.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Orders");

/** The queue's payment filter: any, each payment state, or flagged by Stripe's events. */
const paymentFilters = [
  { id: "any", label: "Any" },
  ...paymentStates,
  { id: "flagged", label: "Flagged for a check" },
] as const;

/** The queue's query from the URL; anything unknown falls back to the default. */
function readQuery(url: URL): OrderQueueQuery {
  const params = url.searchParams;
  const stage = params.get("stage") ?? "open";
  const sort = params.get("sort") ?? "newest";
  const payment = params.get("payment") ?? "any";
  return {
    stage: stage === "all" || stage === "open" || isOrderStage(stage) ? stage : "open",
    search: (params.get("q") ?? "").trim().slice(0, 100),
    payment: paymentFilters.some((filter) => filter.id === payment) ? payment : "any",
    sort: orderSorts.find((entry) => entry.id === sort)?.id ?? "newest",
    page: pageParam(params.get("page")),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const query = readQuery(new URL(args.request.url));
  return { query, queue: await services.orderQueue(query) };
}

function queryHref(query: OrderQueueQuery, change: Partial<OrderQueueQuery>) {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.stage !== "open") params.set("stage", next.stage);
  if (next.search) params.set("q", next.search);
  if (next.payment !== "any") params.set("payment", next.payment);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `/staff/orders${search ? `?${search}` : ""}`;
}

/** One of the queue's filters: a labelled select whose choice the search form sends. */
function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={name} className="font-medium">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={controlClass}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { query, queue } = loaderData;
  const open = Object.entries(queue.stageCounts)
    .filter(([stage]) => stage !== "shipped")
    .reduce((sum, [, count]) => sum + count, 0);
  const all = Object.values(queue.stageCounts).reduce((sum, count) => sum + count, 0);
  const tabs = [
    { id: "open", label: "Open", count: open },
    ...orderStages.map((stage) => ({
      id: stage.id,
      label: stage.label,
      count: queue.stageCounts[stage.id] ?? 0,
    })),
    { id: "all", label: "All", count: all },
  ];
  return (
    <>
      <PageTitle title="Orders" />
      <FilterTabs
        label="Stages"
        current={query.stage}
        tabs={tabs.map((tab) => ({ ...tab, href: queryHref(query, { stage: tab.id, page: 1 }) }))}
      />
      <form method="get" role="search" className="flex flex-wrap items-end gap-3">
        {query.stage !== "open" ? <input type="hidden" name="stage" value={query.stage} /> : null}
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="q" className="font-medium">
            Search orders
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.search}
            maxLength={100}
            placeholder="Order number, customer, e-mail or PO"
            className={controlClass}
          />
        </div>
        <FilterSelect
          name="payment"
          label="Payment"
          value={query.payment}
          options={paymentFilters}
        />
        <FilterSelect name="sort" label="Sort" value={query.sort} options={orderSorts} />
        <Button type="submit">Search</Button>
      </form>
      <p role="status" className="text-muted text-sm">
        {formatCount(queue.total)} order{queue.total === 1 ? "" : "s"}
        {query.search ? ` matching “${query.search}”` : ""}
      </p>
      {queue.rows.length > 0 ? (
        <DataTable<OrderQueueRow>
          label="Orders"
          caption="Orders"
          rows={queue.rows}
          rowKey={(row) => row.number}
          minWidth="md:min-w-4xl"
          columns={[
            {
              label: "Order",
              rowHeader: true,
              nowrap: true,
              cell: (row) => (
                <a
                  className="text-brand-700 font-semibold underline"
                  href={`/staff/orders/${row.number}`}
                >
                  {row.number}
                </a>
              ),
            },
            { label: "Stage", nowrap: true, cell: (row) => listedStageLabel(row.stage) },
            { label: "Customer", cell: (row) => row.customer },
            { label: "E-mail", cell: (row) => row.email },
            { label: "PO", cell: (row) => row.purchaseOrder || "None" },
            { label: "Total", nowrap: true, cell: (row) => formatCents(row.totalCents) },
            {
              label: "Payment",
              nowrap: true,
              cell: (row) =>
                row.payment === null ? (
                  "Billed outside Stripe"
                ) : (
                  <>
                    {paymentStateLabel(row.payment)}
                    {row.paymentFlagged ? (
                      <strong className="text-red-800"> · Check it</strong>
                    ) : null}
                  </>
                ),
            },
            { label: "Placed", nowrap: true, cell: (row) => <When iso={row.placed} /> },
          ]}
        />
      ) : (
        <p>No orders here.</p>
      )}
      <Pager
        page={query.page}
        total={queue.total}
        pageSize={consolePageSize}
        href={(page) => queryHref(query, { page })}
      />
    </>
  );
}
