import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";

export function ReviewsCta() {
  return (
    <Section labelledBy="reviews-cta-heading" tone="dark">
      <SectionHeading
        id="reviews-cta-heading"
        tone="dark"
        title="Ready to write your own review?"
        intro={`Design a wrap for your exact laptop model, or browse the brands ${site.name} cuts for.`}
      />
      <div className="flex flex-wrap items-center justify-center gap-4">
        <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
          Start Your Order
        </ButtonLink>
        <ButtonLink to="/laptop-wraps-by-brand" variant="outline-hero" size="lg">
          View Products
        </ButtonLink>
      </div>
    </Section>
  );
}
