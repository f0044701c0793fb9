import {
  CheckboxField,
  SelectField,
  TextField,
  TextareaField,
} from "#app/components/forms/fields.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { bulkMinimum } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { QuoteSchema, organizationTypes } from "#app/forms/quote.ts";

/** The bulk quote request form (an island on /bulk-corporate). */
export function QuoteForm({ initialReply }: { initialReply?: FormReply }) {
  const { form, fields, pending, reply } = useFormSubmission({
    name: "quote",
    // The section around it is #quote, the target of "Request a Quote" links.
    id: "quote-form",
    action: "/bulk-corporate",
    schema: QuoteSchema,
    initialReply,
  });
  return (
    <>
      <form
        {...form}
        className="relative mx-auto grid max-w-3xl gap-5 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
      >
        <PersonFields fields={fields} />
        <TextField
          meta={fields.organizationName}
          label="Organization Name"
          required
          autoComplete="organization"
          maxLength={150}
        />
        <SelectField
          meta={fields.organizationType}
          label="Organization Type"
          options={organizationTypes}
          placeholder="Select type"
        />
        <TextField
          meta={fields.estimatedQuantity}
          label="Estimated Quantity"
          type="number"
          inputMode="numeric"
          required
          hint={`Discounts start at ${bulkMinimum} identical designs.`}
        />
        <TextField
          meta={fields.timeline}
          label="Timeline / Deadline"
          placeholder="e.g. before August 15"
          maxLength={200}
        />
        <TextareaField
          meta={fields.deviceModels}
          label="Device Models Needed"
          rows={3}
          placeholder="e.g. 120 × Dell Latitude 3140, 30 × MacBook Air 13 (M2)"
          maxLength={1000}
          className="sm:col-span-2"
        />
        <TextareaField
          meta={fields.projectDetails}
          label="Project Details"
          rows={5}
          placeholder="Logos, colours, numbering, QR codes or asset labels you need"
          maxLength={5000}
          className="sm:col-span-2"
        />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="text-ink mb-2 font-medium">Options (optional)</legend>
          <CheckboxField meta={fields.designAssistance} label="I would like design assistance" />
          <CheckboxField
            meta={fields.purchaseOrder}
            label="We pay through a purchase order process"
          />
          <CheckboxField meta={fields.repeatOrders} label="We expect ongoing or repeat orders" />
        </fieldset>
        <Honeypot formId={form.id} />
        <div className="sm:col-span-2">
          <SubmitButton label="Request Quote" pending={pending} />
        </div>
      </form>
      <div className="mx-auto mt-6 max-w-3xl">
        <FormOutcome
          reply={reply}
          title="Quote request received!"
          detail={`Our bulk team will reply within ${site.replyWithinHours} hours (${site.supportHours.display}) with pricing for your devices.`}
        />
      </div>
    </>
  );
}
