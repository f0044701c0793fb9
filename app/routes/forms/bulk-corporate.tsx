import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/bulk-corporate";
import { BulkAudiences } from "~/components/bulk/bulk-audiences";
import { BulkBenefits } from "~/components/bulk/bulk-benefits";
import { VolumePricingGuide } from "~/components/bulk/volume-pricing-guide";
import { CheckboxField, SelectField, TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { PersonFields } from "~/components/forms/person-fields";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { bulkDiscountHigh, bulkDiscountLow, bulkMinimum, production } from "~/domain/policies";
import { site } from "~/domain/site";
import { handleFormPost } from "~/forms/form-action.server";
import { QuoteSchema, organizationTypes } from "~/forms/quote";
import { formatPercent } from "~/lib/format";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

const discountRange = `${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Bulk & Corporate Laptop Wraps",
    description: `Branded laptop wraps for schools, businesses and agencies: ${discountRange} off for ${bulkMinimum}+ devices, free proofs, PO and tax-exempt support, shipped in ${production.bulkShipDays} business days.`,
    path: "/bulk-corporate",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Bulk / Corporate", path: "/bulk-corporate" }],
  });

export function action({ request }: Route.ActionArgs) {
  return handleFormPost(request, QuoteSchema);
}

export default function BulkCorporate() {
  return (
    <>
      <PageHero
        eyebrow="Bulk & Corporate"
        title="Laptop Wraps for Your Whole Team"
        intro={`Branded, numbered and QR-tagged wraps for schools, companies and agencies. Save ${discountRange} on ${bulkMinimum} or more identical designs, with free proofs and purchase-order billing.`}
      >
        <a href="#quote" className={buttonClasses("hero", "lg")}>
          Request a Quote
        </a>
        <a href={site.phone.href} className="font-semibold text-white underline underline-offset-4">
          Or call {site.phone.display}
        </a>
      </PageHero>
      <BulkBenefits />
      <BulkAudiences />
      <VolumePricingGuide />
      <QuoteSection />
    </>
  );
}

function QuoteSection() {
  const reply = useActionData<typeof action>();
  const [form, fields] = useValidatedForm(QuoteSchema, reply);
  return (
    <Section tone="tint" labelledBy="quote-heading">
      <div id="quote" className="scroll-mt-24">
        <SectionHeading
          id="quote-heading"
          title="Request a Quote"
          intro={`Tell us about your project: we reply with a quote within ${site.replyWithinHours} hours during support hours, and send a free digital proof before anything is printed.`}
        />
        <Form
          method="post"
          {...getFormProps(form)}
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
          <Honeypot />
          <div className="sm:col-span-2">
            <SubmitButton label="Request Quote" />
          </div>
        </Form>
        <div className="mx-auto mt-6 max-w-3xl">
          <FormOutcome reply={reply} what="quote request" />
        </div>
      </div>
    </Section>
  );
}
