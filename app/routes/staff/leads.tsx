import type { Route } from "./+types/leads";
import {
  Pager,
  PageTitle,
  When,
  pageParam,
  FilterTabs,
} from "#app/components/staff/console-ui.tsx";
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
      <FilterTabs
        label="Kinds of lead"
        current={kind}
        tabs={leadKinds.map((entry) => ({ ...entry, href: href(entry.id, "new") }))}
      />
      <FilterTabs
        label="Status"
        current={status}
        tabs={[...leadStatuses, { id: "all", label: "All" } as const].map((entry) => ({
          ...entry,
          href: href(kind, entry.id),
          count: entry.id === "all" ? total : leads.counts[entry.id],
        }))}
      />
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
