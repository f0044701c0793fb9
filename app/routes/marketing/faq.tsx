import type { Route } from "./+types/faq";
import { FaqAccordion } from "#app/components/info/faq-accordion.tsx";
import { faqJsonLd } from "#app/components/info/structured-data.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { faqItems } from "./faq-content.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "FAQ",
    description: `Answers about ${site.name} custom laptop wraps: production time, shipping prices, returns, artwork files, installation, bulk discounts and fit.`,
    path: "/faq",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "FAQ", path: "/faq" }],
    jsonLd: [faqJsonLd(faqItems)],
  });

export default function Faq() {
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="Frequently Asked Questions"
        intro="Quick answers about making, shipping, installing and returning your custom laptop wrap."
      />
      <Section labelledBy="faq-heading">
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="faq-heading"
            title="Your questions, answered"
            intro="Select a question to see its answer."
          />
          <FaqAccordion items={faqItems} />
        </div>
      </Section>
      <Section tone="tint" labelledBy="faq-help-heading">
        <SectionHeading
          id="faq-help-heading"
          title="Still have a question?"
          intro={`Our team in ${site.location.city} replies within ${site.replyWithinHours} hours, ${site.supportHours.display}.`}
        />
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/contact" size="lg">
            Contact Us
          </ButtonLink>
          <a href={site.phone.href} className={buttonClasses("outline", "lg")}>
            Call {site.phone.display}
          </a>
          <ButtonLink to="/fit-sizing-guide" size="lg" variant="outline">
            Fit &amp; Sizing Guide
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
