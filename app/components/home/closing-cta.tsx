import { PrimaryCtas } from "./primary-ctas.tsx";
import { Link } from "react-router";
import { Section } from "#app/components/ui/section.tsx";
import { bulkMinimum } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

export function ClosingCta() {
  return (
    <Section tone="dark" labelledBy="cta-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-heading font-bold">
          Ready to make your laptop yours?
        </h2>
        <p className="text-brand-100 mt-4 text-lg">
          Start with your model and your artwork. We take it from there, from our shop in{" "}
          {site.location.city}, {site.location.regionName}.
        </p>
        <PrimaryCtas className="justify-center" />
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
