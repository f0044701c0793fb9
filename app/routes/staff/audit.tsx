import type { Route } from "./+types/audit";
import { Pager, PageTitle, When, pageParam } from "#app/components/staff/console-ui.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { type AuditEntry, consolePageSize } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args, { role: "owner" });
  const page = pageParam(new URL(args.request.url).searchParams.get("page"));
  return { page, ...(await services.auditLog(page)) };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { page, entries, total } = loaderData;
  return (
    <>
      <PageTitle title="Audit log" />
      <p className="text-muted">
        Every change made in the console and every sign-in, newest first. Nobody can edit it here.
      </p>
      <DataTable<AuditEntry>
        label="Audit log"
        caption="Audit log"
        rows={entries}
        rowKey={(row) => `${row.at}-${row.action}-${row.subject}`}
        minWidth="md:min-w-4xl"
        columns={[
          { label: "When", rowHeader: true, nowrap: true, cell: (row) => <When iso={row.at} /> },
          { label: "Who", cell: (row) => row.who },
          { label: "What", cell: (row) => row.action.replaceAll("-", " ") },
          { label: "On", cell: (row) => row.subject },
          {
            label: "Detail",
            cell: (row) => <span className="font-mono text-xs break-all">{row.detail}</span>,
          },
          { label: "From", cell: (row) => row.ip ?? "" },
        ]}
      />
      <Pager
        page={page}
        total={total}
        pageSize={consolePageSize}
        href={(next) => `/staff/audit?page=${next}`}
      />
    </>
  );
}
