import { TextField, TextareaField } from "#app/components/forms/fields.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { site } from "#app/domain/site.ts";
import { ContactSchema } from "#app/forms/contact.ts";
import type { FormReply } from "#app/forms/form-reply.ts";

/**
 * The contact form (an island on /contact). `subject` comes from links such
 * as "Apply Now" (`/contact?subject=…`).
 */
export function ContactForm({
  initialReply,
  subject,
}: {
  initialReply?: FormReply;
  subject?: string;
}) {
  const { form, fields, pending, reply } = useFormSubmission({
    name: "contact",
    action: "/contact",
    schema: ContactSchema,
    initialReply,
    defaultValues: { subject },
  });
  return (
    <>
      <form {...form} className="relative mt-6 grid gap-5 sm:grid-cols-2">
        <PersonFields fields={fields} />
        <TextField
          meta={fields.subject}
          label="Subject"
          maxLength={150}
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.message}
          label="Message"
          required
          rows={6}
          maxLength={5000}
          className="sm:col-span-2"
        />
        <Honeypot formId={form.id} />
        <div className="sm:col-span-2">
          <SubmitButton label="Send Message" pending={pending} />
        </div>
      </form>
      <div className="mt-6">
        <FormOutcome
          reply={reply}
          title="Message sent successfully!"
          detail={`We'll get back to you within ${site.replyWithinHours} hours.`}
        />
      </div>
    </>
  );
}
