import type { Route } from "./+types/faq";
import { FaqAccordion } from "~/components/info/faq-accordion";
import { faqJsonLd } from "~/components/info/structured-data";
import { buttonClasses } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { faqItems } from "./faq-content";

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
