import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { FormReply } from "#app/forms/form-reply.ts";

/**
 * The outcome of a post, focused so screen-reader and keyboard users hear it:
 * the form's success banner (`title`, `detail`), or what went wrong. A
 * submission kept in the browser while offline shows the same success, and
 * says it will be sent by itself. `children` replaces the banner for a form
 * whose success reads differently.
 */
export function FormOutcome({
  reply,
  title,
  detail,
  children,
}: { reply: FormReply | undefined } & (
  | { title: string; detail: ReactNode; children?: never }
  | { children: ReactNode; title?: never; detail?: never }
)) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = reply?.outcome === "valid" || reply?.outcome === "failed";
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, reply]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {reply.outcome === "failed" ? (
        <ErrorBanner>{reply.message}</ErrorBanner>
      ) : (
        (children ?? <SuccessBanner title={title ?? ""} detail={detail} queued={reply.queued} />)
      )}
    </div>
  );
}

export function SuccessBanner({
  title,
  detail,
  queued,
}: {
  title: string;
  detail: ReactNode;
  queued?: boolean | undefined;
}) {
  return (
    <div
      role="status"
      className="text-ink flex gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-left"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div>
        <p className="font-semibold text-green-900">{title}</p>
        <p className="mt-1 text-sm">{detail}</p>
        {queued ? (
          <p className="mt-2 text-sm">
            Your connection dropped, so we kept it safe on this device: it will be sent
            automatically as soon as you are back online.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** What went wrong with a post, read out at once: every form's, the console's included. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-800"
    >
      {children}
    </p>
  );
}
