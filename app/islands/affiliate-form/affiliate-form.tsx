import { EmailField, TextField, TextareaField } from "#app/components/forms/fields.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { affiliateProgram } from "#app/domain/affiliate.ts";
import { AffiliateSchema } from "#app/forms/affiliate.ts";
import type { FormReply } from "#app/forms/form-reply.ts";

/** The affiliate application form (an island on /affiliates). */
export function AffiliateForm({ initialReply }: { initialReply?: FormReply }) {
  const { form, fields, pending, reply } = useFormSubmission({
    name: "affiliate",
    action: "/affiliates",
    schema: AffiliateSchema,
    initialReply,
  });
  return (
    <>
      <form
        {...form}
        className="relative mx-auto grid max-w-3xl gap-5 rounded-2xl bg-white p-6 shadow-sm sm:p-8"
      >
        <TextField
          meta={fields.name}
          label="Full Name"
          required
          autoComplete="name"
          maxLength={120}
        />
        <EmailField meta={fields.email} />
        <TextField
          meta={fields.website}
          label="Website/Social Media URL"
          type="url"
          required
          placeholder="https://"
          maxLength={500}
        />
        <TextareaField
          meta={fields.audience}
          label="Audience Size & Demographics"
          rows={3}
          maxLength={2000}
        />
        <TextareaField
          meta={fields.experience}
          label="Affiliate Marketing Experience"
          rows={3}
          maxLength={2000}
        />
        <TextareaField meta={fields.message} label="Additional Message" rows={3} maxLength={5000} />
        <Honeypot formId={form.id} />
        <div>
          <SubmitButton label="Submit Application" pending={pending} />
        </div>
      </form>
      <div className="mx-auto mt-6 max-w-3xl">
        <FormOutcome
          reply={reply}
          title="Application received!"
          detail={`Thank you for applying. We review every application and answer within ${affiliateProgram.reviewDays} business days.`}
        />
      </div>
    </>
  );
}
