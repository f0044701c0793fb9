import type { Route } from "./+types/shipping-returns";
import { ProseSections } from "#app/components/info/prose-sections.tsx";
import { ShippingMethodsTable } from "#app/components/info/shipping-methods-table.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { freeShippingThreshold } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { formatUsdWhole } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  policySections,
  productionSection,
  shippingIntro,
  shippingNote,
} from "./shipping-returns-content.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shipping & Returns",
    description: `${site.name} production and delivery times, shipping prices (free Standard shipping from ${formatUsdWhole(freeShippingThreshold)}), international orders, returns and defect reports.`,
    path: "/shipping-returns",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Shipping & Returns", path: "/shipping-returns" }],
  });

export default function ShippingReturns() {
  return (
    <>
      <PageHero eyebrow="Policies" title="Shipping & Returns" intro={shippingIntro} />
      <div className="prose-page mx-auto max-w-3xl px-4 pt-6 pb-4 sm:px-6">
        <ProseSections sections={[productionSection]} />
        <section aria-labelledby="shipping-methods">
          <h2 id="shipping-methods" className="scroll-mt-24">
            Shipping methods
          </h2>
          <ShippingMethodsTable />
          <p className="mt-4">{shippingNote}</p>
        </section>
        <ProseSections sections={policySections} />
      </div>
      <Section tone="tint" labelledBy="shipping-help-heading">
        <SectionHeading
          id="shipping-help-heading"
          title="Questions about an order?"
          intro={`We reply within ${site.replyWithinHours} hours, ${site.supportHours.display}.`}
        />
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/contact" size="lg">
            Contact Support
          </ButtonLink>
          <ButtonLink to="/faq" size="lg" variant="outline">
            Read the FAQ
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
