import { useId } from "react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/forms/honeypot";
import { SendingUnavailable } from "~/components/forms/sending-unavailable";
import { Button } from "~/components/ui/button";
import type { FormReply } from "~/forms/form-action.server";

/**
 * Newsletter sign-up. Posts to /newsletter, which validates on the server.
 * Without JavaScript the post is a page load of /newsletter, which passes its
 * action's answer in as `pageReply`.
 */
export function NewsletterForm({
  tone = "dark",
  pageReply,
}: {
  tone?: "dark" | "light";
  pageReply?: FormReply;
}) {
  const fetcher = useFetcher<FormReply>();
  const inputId = useId();
  const errorId = useId();
  const reply = fetcher.data ?? pageReply;
  const error = reply?.result.error?.["email"]?.[0] ?? reply?.formError;
  return (
    <div>
      <fetcher.Form method="post" action="/newsletter" className="relative flex flex-col gap-2">
        <label htmlFor={inputId} className={tone === "dark" ? "text-brand-100" : "text-muted"}>
          Email address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="border-brand-200 text-ink min-h-11 w-full rounded-lg border bg-white px-3 placeholder:text-gray-500"
          />
          <Button type="submit" variant="accent" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? "Subscribe" : "Subscribing…"}
          </Button>
        </div>
        <Honeypot />
        {error ? (
          <p
            id={errorId}
            className={tone === "dark" ? "text-sm text-red-200" : "text-sm text-red-700"}
          >
            {error}
          </p>
        ) : null}
      </fetcher.Form>
      {reply?.outcome === "valid" ? (
        <div className="mt-3">
          <SendingUnavailable what="sign-up" />
        </div>
      ) : null}
    </div>
  );
}
