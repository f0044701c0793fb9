import { useActionData } from "react-router";
import type { Route } from "./+types/bulk-corporate";
import { BulkAudiences } from "~/components/bulk/bulk-audiences";
import { BulkBenefits } from "~/components/bulk/bulk-benefits";
import { VolumePricingGuide } from "~/components/bulk/volume-pricing-guide";
import { QuoteForm } from "~/components/forms/quote-form";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { bulkDiscountHigh, bulkDiscountLow, bulkMinimum, production } from "~/domain/policies";
import { site } from "~/domain/site";
import { formPageAction } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
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
