import { clsx } from "clsx";
import { Outlet, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { staffHandle } from "#app/components/layout/page-chrome.ts";
import { site } from "#app/domain/site.ts";
import { currentSession, findStaffSession } from "#app/staff/session.server.ts";

export const handle = staffHandle;

/** Finds the request's session once, for this header and the page's own check. */
export const middleware: Route.MiddlewareFunction[] = [findStaffSession];

/** Who is signed in, for the header (each page checks for itself: app/staff/session.server.ts). */
export function loader(args: Route.LoaderArgs) {
  const session = currentSession(args);
  return session
    ? { member: session.member, csrf: session.csrfToken }
    : { member: null, csrf: null };
}

const sections = [
  { to: "/staff", label: "Today", owner: false },
  { to: "/staff/orders", label: "Orders", owner: false },
  { to: "/staff/leads", label: "Leads", owner: false },
  { to: "/staff/deliveries", label: "Deliveries", owner: false },
  { to: "/staff/templates", label: "Templates", owner: false },
  { to: "/staff/team", label: "Team", owner: true },
  { to: "/staff/audit", label: "Audit log", owner: true },
] as const;

function ConsoleHeader({ member, csrf }: Route.ComponentProps["loaderData"]) {
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === "/staff" ? pathname === "/staff" : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <header className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <a href="/staff" className="font-bold">
          {site.name} <span className="font-normal text-gray-300">staff</span>
        </a>
        {member && csrf ? (
          <div className="flex items-center gap-4 text-sm">
            <a href="/staff/account" className="underline-offset-4 hover:underline">
              {member.name}
              <span className="sr-only"> (your account)</span>
            </a>
            <form method="post" action="/staff/sign-out">
              <input type="hidden" name="csrf" value={csrf} />
              <button type="submit" className="cursor-pointer underline underline-offset-4">
                Sign out
              </button>
            </form>
          </div>
        ) : null}
      </div>
      {member ? (
        <nav aria-label="Console" className="border-t border-white/15">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 text-sm">
            {sections
              .filter((section) => !section.owner || member.role === "owner")
              .map((section) => (
                <li key={section.to}>
                  <a
                    href={section.to}
                    aria-current={current(section.to) ? "page" : undefined}
                    className={clsx(
                      "block px-3 py-2.5 whitespace-nowrap",
                      current(section.to)
                        ? "border-accent-400 border-b-2 font-semibold"
                        : "text-gray-200 hover:text-white",
                    )}
                  >
                    {section.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function ConsoleMain({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 bg-gray-50 outline-none">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">{children}</div>
    </main>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeader {...loaderData} />
      <ConsoleMain>
        <Outlet />
      </ConsoleMain>
    </>
  );
}

/** A refusal (403) or a missing order or lead (404) inside the console, in its own words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error);
  const message =
    known && typeof error.data === "string"
      ? error.data
      : known && error.status === 404
        ? "There is nothing here: it may have been removed, or the link is wrong."
        : "Something went wrong. Try again in a moment.";
  return (
    <>
      <ConsoleHeader member={null} csrf={null} />
      <ConsoleMain>
        <title>{`${known && error.status === 403 ? "Not allowed" : "Not found"} · ${site.name} staff`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <h1 className="text-heading font-bold">
          {known && error.status === 403
            ? "Not allowed"
            : known && error.status === 404
              ? "Not found"
              : "Sorry"}
        </h1>
        <p>{message}</p>
        <p>
          <a href="/staff" className="text-brand-700 font-semibold underline">
            Back to the console
          </a>
        </p>
      </ConsoleMain>
    </>
  );
}
