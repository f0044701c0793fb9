import { useActionData } from "react-router";
import type { Route } from "./+types/bulk-corporate";
import { BulkAudiences } from "#app/components/bulk/bulk-audiences.tsx";
import { BulkBenefits } from "#app/components/bulk/bulk-benefits.tsx";
import { VolumePricingGuide } from "#app/components/bulk/volume-pricing-guide.tsx";
import { QuoteForm } from "#app/islands/quote-form/quote-form.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import {
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  production,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { formPageAction } from "#app/actions/form-action.server.ts";
import { Island } from "#app/islands/island.tsx";
import { formatPercent } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const discountRange = `${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Bulk & Corporate Laptop Wraps",
    description: `Branded laptop wraps for schools, businesses and agencies: ${discountRange} off for ${bulkMinimum}+ devices, free proofs, PO and tax-exempt support, shipped in ${production.bulkShipDays} business days.`,
    path: "/bulk-corporate",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Bulk / Corporate", path: "/bulk-corporate" }],
  });

export function action(args: Route.ActionArgs) {
  return formPageAction(args, "quote");
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
  return (
    <Section tone="tint" labelledBy="quote-heading">
      <div id="quote" className="scroll-mt-24">
        <SectionHeading
          id="quote-heading"
          title="Request a Quote"
          intro={`Tell us about your project: we reply with a quote within ${site.replyWithinHours} hours during support hours, and send a free digital proof before anything is printed.`}
        />
        <Island name="quote-form" component={QuoteForm} props={{ initialReply: reply }} />
      </div>
    </Section>
  );
}
