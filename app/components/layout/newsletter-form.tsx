import { useId } from "react";
import { useFetcher } from "react-router";
import { SendingUnavailable } from "~/components/forms/sending-unavailable";
import { Button } from "~/components/ui/button";
import type { NewsletterResult } from "~/routes/forms/newsletter";

/**
 * Newsletter sign-up. Posts to /newsletter, which validates on the server; it
 * also works as a plain form post before JavaScript has loaded.
 */
export function NewsletterForm({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const fetcher = useFetcher<NewsletterResult>();
  const inputId = useId();
  const errorId = useId();
  const result = fetcher.data;
  const error = result?.status === "invalid" ? result.error : undefined;
  return (
    <div>
      <fetcher.Form
        method="post"
        action="/newsletter"
        noValidate={false}
        className="flex flex-col gap-2"
      >
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
        {error ? (
          <p
            id={errorId}
            className={tone === "dark" ? "text-sm text-red-200" : "text-sm text-red-700"}
          >
            {error}
          </p>
        ) : null}
      </fetcher.Form>
      {result?.status === "unavailable" ? (
        <div className="mt-3">
          <SendingUnavailable what="sign-up" />
        </div>
      ) : null}
    </div>
  );
}
