import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/use-cases";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { useCases } from "./use-case-content.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { bulkMinimum } from "#app/domain/policies.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const trail = [{ name: "Use Cases", path: "/use-cases" }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Use Cases",
    description:
      "See how DJs, real estate agents, schools, businesses and law firms use custom laptop wraps: logos, headshots, QR codes, asset labels and bulk orders.",
    path: "/use-cases",
    origin: originFromMatches(matches),
    breadcrumbs: trail,
  });

export default function UseCases() {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Use cases"
        title="Custom laptop wraps for every kind of work"
        intro="From the DJ booth to the courtroom, a precision-cut wrap turns a laptop into a logo, a business card or a labelled school device. Find the ideas that fit you."
      />
      <Section labelledBy="segments-heading">
        <SectionHeading
          id="segments-heading"
          title="Who wraps with us"
          intro="Each guide covers what to design, what to upload and the questions people in your line of work ask us."
        />
        <ul className="flex flex-wrap justify-center gap-6">
          {useCases.map((useCase) => (
            <li
              key={useCase.path}
              className="border-brand-100 has-[a:focus-visible]:outline-brand-600 relative flex w-full flex-row items-start overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 sm:w-[calc(50%-0.75rem)] sm:flex-col sm:items-stretch lg:w-[calc((100%-3rem)/3)]"
            >
              <ProductPicture
                slug={useCase.picture}
                // On a phone the card is a row, a thumbnail beside the words.
                sizes="(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 2.25rem), 112px"
                className="mt-4 ml-4 h-auto w-28 shrink-0 rounded-lg sm:m-0 sm:w-full sm:rounded-none"
              />
              <div className="flex flex-1 flex-col p-4 sm:p-6">
                <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
                  {useCase.eyebrow}
                </p>
                <h3 className="mt-1 text-xl font-bold">
                  {/* The link covers the whole card, so the card is one large target. */}
                  <Link
                    to={useCase.path}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none"
                  >
                    {useCase.name}
                  </Link>
                </h3>
                <p className="text-muted mt-2 flex-1">{useCase.summary}</p>
                <p
                  aria-hidden="true"
                  className="text-brand-700 mt-4 inline-flex items-center gap-1 font-semibold"
                >
                  Read the guide <ArrowRight className="size-4" />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="dark" labelledBy="start-heading">
        <SectionHeading
          id="start-heading"
          tone="dark"
          title="Ready to design yours?"
          intro={`Order one wrap in the customizer, or request a quote for ${bulkMinimum} or more devices.`}
        />
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
            Start Customizing
          </ButtonLink>
          <ButtonLink to="/bulk-corporate" variant="outline-hero" size="lg">
            Get a Bulk Quote
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
