import { TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { affiliateProgram } from "~/domain/affiliate";
import { AffiliateSchema } from "~/forms/affiliate";
import type { FormReply } from "~/forms/form-reply";

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
        <TextField
          meta={fields.email}
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
        />
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
