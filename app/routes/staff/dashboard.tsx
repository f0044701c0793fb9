import type { Route } from "./+types/dashboard";
import { formatCount } from "#app/lib/format.ts";
import { PageTitle, When } from "#app/components/staff/console-ui.tsx";
import { orderStages } from "#app/domain/orders.ts";
import { leadKinds } from "#app/domain/staff.ts";
import { staffMeta } from "#app/staff/meta.ts";
import { requireStaff } from "#app/staff/session.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Today");

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  return { member: session.member, dashboard: await services.dashboard() };
}

function Tile({
  href,
  figure,
  label,
  alert,
}: {
  href: string;
  figure: number;
  label: string;
  alert?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        className={`hover:border-brand-700 block rounded-xl border bg-white p-5 ${alert && figure > 0 ? "border-red-400" : "border-gray-300"}`}
      >
        <span className={`block text-3xl font-bold ${alert && figure > 0 ? "text-red-700" : ""}`}>
          {formatCount(figure)}
        </span>
        <span className="text-muted">{label}</span>
      </a>
    </li>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { member, dashboard } = loaderData;
  const lead = dashboard.oldestLead;
  return (
    <>
      <PageTitle title={`Today, ${member.name.split(" ")[0]}`} />
      <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
        <h2 id="waiting-heading" className="text-lg font-bold">
          Orders waiting, by stage
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {orderStages
            .filter((stage) => stage.id !== "shipped")
            .map((stage) => (
              <Tile
                key={stage.id}
                href={`/staff/orders?stage=${stage.id}`}
                figure={dashboard.waiting[stage.id] ?? 0}
                label={stage.label}
              />
            ))}
        </ul>
      </section>
      <section aria-labelledby="leads-heading" className="flex flex-col gap-3">
        <h2 id="leads-heading" className="text-lg font-bold">
          Leads
        </h2>
        <p>
          {formatCount(dashboard.newLeads)} new contact message
          {dashboard.newLeads === 1 ? "" : "s"}, quote requests and applications.{" "}
          {lead ? (
            <>
              The oldest unanswered is{" "}
              <a
                className="text-brand-700 font-semibold underline"
                href={`/staff/leads/${lead.id}`}
              >
                {leadKinds
                  .find((kind) => kind.id === lead.kind)
                  ?.label.replace(/s$/, "")
                  .toLowerCase()}{" "}
                from {lead.name || "someone"}
              </a>
              , received <When iso={lead.received} />.
            </>
          ) : (
            "Nobody is waiting for an answer."
          )}
        </p>
      </section>
      <section aria-labelledby="deliveries-heading" className="flex flex-col gap-3">
        <h2 id="deliveries-heading" className="text-lg font-bold">
          Deliveries that need a hand
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Tile
            href="/staff/deliveries"
            figure={dashboard.deadWebhooks}
            label="Dead webhooks"
            alert
          />
          <Tile href="/staff/deliveries" figure={dashboard.deadEmails} label="Dead e-mails" alert />
          <Tile
            href="/staff/deliveries"
            figure={dashboard.heldEmails}
            label="Held confirmations"
            alert
          />
        </ul>
      </section>
    </>
  );
}
