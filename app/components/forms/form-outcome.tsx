import { useEffect, useRef } from "react";
import type { FormReply } from "~/forms/form-action.server";
import { SendingUnavailable } from "./sending-unavailable";

/** The outcome of a valid post, focused so screen-reader and keyboard users hear it. */
export function FormOutcome({ reply, what }: { reply: FormReply | undefined; what: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = reply?.outcome === "valid";
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, reply]);
  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <SendingUnavailable what={what} />
    </div>
  );
}
