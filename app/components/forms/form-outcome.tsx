import { useEffect, useRef } from "react";
import type { FormReply } from "~/forms/form-reply";
import { SendingUnavailable } from "./sending-unavailable";

/** The outcome of a post, focused so screen-reader and keyboard users hear it. */
export function FormOutcome({ reply, what }: { reply: FormReply | undefined; what: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = reply?.outcome === "valid" || reply?.outcome === "failed";
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, reply]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {reply.outcome === "valid" ? (
        <SendingUnavailable what={what} />
      ) : (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-800"
        >
          {reply.message}
        </p>
      )}
    </div>
  );
}
