import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { bulkMinimum } from "~/domain/policies";
import { site } from "~/domain/site";

export function ClosingCta() {
  return (
    <Section tone="dark" labelledBy="cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to make your laptop yours?
        </h2>
        <p className="text-brand-100 mt-4 text-lg">
          Start with your model and your artwork. We take it from there, from our shop in{" "}
          {site.location.city}, {site.location.regionName}.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink
            to="/custom-laptop-wraps"
            variant="hero"
            size="lg"
            className="focus-visible:outline-white"
          >
            Customize Yours
          </ButtonLink>
          <ButtonLink
            to="/laptop-wraps-by-brand"
            variant="outline-hero"
            size="lg"
            className="focus-visible:outline-white"
          >
            Shop by Brand
          </ButtonLink>
        </div>
        <p className="text-brand-100 mt-6">
          Wrapping {bulkMinimum} or more devices?{" "}
          <Link
            to="/bulk-corporate"
            className="font-semibold text-white underline underline-offset-4"
          >
            Request a bulk quote
          </Link>
        </p>
      </div>
    </Section>
  );
}
