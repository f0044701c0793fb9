import type { Route } from "./+types/leads";
import { formatCount } from "#app/lib/format.ts";
import { Pager, PageTitle, When, pageParam } from "#app/components/staff/console-ui.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import {
  type LeadKind,
  type LeadRow,
  type LeadStatus,
  consolePageSize,
  isLeadKind,
  isLeadStatus,
  leadKinds,
  leadStatuses,
} from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Leads");

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const params = new URL(args.request.url).searchParams;
  const kindParam = params.get("kind") ?? "";
  const statusParam = params.get("status") ?? "";
  const kind: LeadKind = isLeadKind(kindParam) ? kindParam : "contact";
  const status: LeadStatus | "all" =
    isLeadStatus(statusParam) || statusParam === "all" ? statusParam : "new";
  const page = pageParam(params.get("page"));
  return { kind, status, page, leads: await services.leads({ kind, status, page }) };
}

function href(kind: LeadKind, status: string, page = 1) {
  return `/staff/leads?kind=${kind}&status=${status}${page > 1 ? `&page=${page}` : ""}`;
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { kind, status, page, leads } = loaderData;
  const total = leads.counts.new + leads.counts["in-progress"] + leads.counts.done;
  const pill = (current: boolean) =>
    `inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm ${current ? "bg-ink border-ink text-white" : "border-gray-300 bg-white"}`;
  return (
    <>
      <PageTitle title="Leads">
        {kind === "newsletter" ? (
          <a
            className="text-brand-700 font-semibold underline"
            href="/staff/leads/newsletter.csv"
            download
          >
            Export every subscriber as CSV
          </a>
        ) : null}
      </PageTitle>
      <nav aria-label="Kinds of lead">
        <ul className="flex flex-wrap gap-2">
          {leadKinds.map((entry) => (
            <li key={entry.id}>
              <a
                href={href(entry.id, "new")}
                aria-current={entry.id === kind ? "page" : undefined}
                className={pill(entry.id === kind)}
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Status">
        <ul className="flex flex-wrap gap-2">
          {[...leadStatuses, { id: "all", label: "All" } as const].map((entry) => (
            <li key={entry.id}>
              <a
                href={href(kind, entry.id)}
                aria-current={entry.id === status ? "page" : undefined}
                className={pill(entry.id === status)}
              >
                {entry.label}
                <span className="font-semibold">
                  {formatCount(entry.id === "all" ? total : leads.counts[entry.id])}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {leads.rows.length > 0 ? (
        <DataTable<LeadRow>
          label="Leads"
          caption={leadKinds.find((entry) => entry.id === kind)?.label}
          rows={leads.rows}
          rowKey={(row) => row.id}
          minWidth="md:min-w-4xl"
          columns={[
            {
              label: "From",
              rowHeader: true,
              cell: (row) => (
                <a
                  className="text-brand-700 font-semibold underline"
                  href={`/staff/leads/${row.id}`}
                >
                  {row.name || row.email}
                </a>
              ),
            },
            { label: "E-mail", cell: (row) => row.email },
            { label: "About", cell: (row) => row.summary },
            {
              label: "Status",
              nowrap: true,
              cell: (row) => leadStatuses.find((entry) => entry.id === row.status)?.label,
            },
            { label: "Received", nowrap: true, cell: (row) => <When iso={row.received} /> },
          ]}
        />
      ) : (
        <p>No leads here.</p>
      )}
      <Pager
        page={page}
        total={leads.total}
        pageSize={consolePageSize}
        href={(next) => href(kind, status, next)}
      />
    </>
  );
}
