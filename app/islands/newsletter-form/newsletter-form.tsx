import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SuccessBanner } from "#app/components/forms/form-outcome.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { emailMaxLength } from "#app/forms/fields.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { NewsletterSchema } from "#app/forms/newsletter.ts";

/**
 * Newsletter sign-up (an island in the footer and on /newsletter). Without
 * JavaScript it posts to /newsletter, whose action answers on that page.
 */
export function NewsletterForm({
  id,
  tone = "dark",
  initialReply,
}: {
  id: string;
  tone?: "dark" | "light";
  initialReply?: FormReply;
}) {
  const { form, fields, pending, reply } = useFormSubmission({
    name: "newsletter",
    id,
    action: "/newsletter",
    schema: NewsletterSchema,
    initialReply,
  });
  const email = fields.email;
  const error =
    email.errors?.join(" ") ?? (reply?.outcome === "failed" ? reply.message : undefined);
  return (
    <div>
      <form {...form} className="relative flex flex-col gap-2">
        <label htmlFor={email.id} className={tone === "dark" ? "text-brand-100" : "text-muted"}>
          Email address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={email.id}
            name={email.name}
            defaultValue={email.defaultValue}
            type="email"
            required
            maxLength={emailMaxLength}
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? email.errorId : undefined}
            className="border-brand-200 text-ink min-h-11 w-full rounded-lg border bg-white px-3 placeholder:text-gray-500"
          />
          <Button type="submit" variant="accent" aria-disabled={pending || undefined}>
            {pending ? "Subscribing…" : "Subscribe"}
          </Button>
        </div>
        <Honeypot formId={form.id} />
        {error ? (
          <p
            id={email.errorId}
            className={tone === "dark" ? "text-sm text-red-200" : "text-sm text-red-700"}
          >
            {error}
          </p>
        ) : null}
      </form>
      {reply?.outcome === "valid" ? (
        <div className="mt-3">
          <SuccessBanner
            title="You're subscribed!"
            detail="Look out for one e-mail a month with new designs, installation tips and subscriber offers. Signing up again with the same address keeps you on the list once."
            queued={reply.queued}
          />
        </div>
      ) : null}
    </div>
  );
}
