import { getFormProps } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import type { Route } from "./+types/affiliates";
import { AffiliateBenefitCards } from "~/components/affiliates/affiliate-benefit-cards";
import { AffiliateFaq } from "~/components/affiliates/affiliate-faq";
import { ProgramDetails } from "~/components/affiliates/program-details";
import { TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { affiliateProgram } from "~/domain/affiliate";
import { handleFormPost } from "~/forms/form-action.server";
import { AffiliateSchema } from "~/forms/affiliate";
import { formatPercent } from "~/lib/format";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

const commission = `${formatPercent(affiliateProgram.commissionStart)}–${formatPercent(affiliateProgram.commissionMax)}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Affiliate Program",
    description: `Earn ${commission} commission recommending custom laptop wraps: a ${affiliateProgram.cookieDays}-day cookie, monthly payouts and no minimum sales. Apply in two minutes.`,
    path: "/affiliates",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Affiliates", path: "/affiliates" }],
  });

export function action({ request }: Route.ActionArgs) {
  return handleFormPost(request, AffiliateSchema);
}

export default function Affiliates() {
  return (
    <>
      <PageHero
        eyebrow="Affiliate Program"
        title="Earn by Sharing Wraps You Love"
        intro={`Recommend custom laptop wraps to your audience and earn ${commission} on every order, with a ${affiliateProgram.cookieDays}-day cookie and monthly payouts.`}
      >
        <a href="#apply" className={buttonClasses("hero", "lg")}>
          Join Now
        </a>
        <a href="#program" className={buttonClasses("outline-hero", "lg")}>
          Learn More
        </a>
      </PageHero>
      <AffiliateBenefitCards />
      <div id="program" className="scroll-mt-24">
        <ProgramDetails />
      </div>
      <ApplicationSection />
      <AffiliateFaq />
    </>
  );
}

function ApplicationSection() {
  const reply = useActionData<typeof action>();
  const [form, fields] = useValidatedForm(AffiliateSchema, reply);
  return (
    <Section tone="tint" labelledBy="apply-heading">
      <div id="apply" className="scroll-mt-24">
        <SectionHeading
          id="apply-heading"
          title="Apply to Join"
          intro={`We review every application and answer within ${affiliateProgram.reviewDays} business days.`}
        />
        <Form
          method="post"
          {...getFormProps(form)}
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
          <TextareaField
            meta={fields.message}
            label="Additional Message"
            rows={3}
            maxLength={5000}
          />
          <Honeypot />
          <div>
            <SubmitButton label="Submit Application" />
          </div>
        </Form>
        <div className="mx-auto mt-6 max-w-3xl">
          <FormOutcome reply={reply} what="application" />
        </div>
      </div>
    </Section>
  );
}
