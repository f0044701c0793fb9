import { Info } from "lucide-react";
import { site } from "~/domain/site";

/**
 * Shown after a form passes validation while online sending is not switched
 * on yet: the visitor is told plainly that nothing was sent and how to reach us.
 */
export function SendingUnavailable({ what }: { what: string }) {
  return (
    <div
      role="status"
      className="text-ink flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left"
    >
      <Info aria-hidden="true" className="text-accent-700 mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">
          Your {what} looks good, but online sending is not available yet.
        </p>
        <p className="mt-1 text-sm">
          Nothing was sent. Please e-mail{" "}
          <a className="font-semibold underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>{" "}
          or call{" "}
          <a className="font-semibold underline" href={site.phone.href}>
            {site.phone.display}
          </a>{" "}
          ({site.supportHours.display}) and we will reply within {site.replyWithinHours} hours.
        </p>
      </div>
    </div>
  );
}
