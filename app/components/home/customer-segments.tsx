import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { segments } from "#app/routes/marketing/home-content.ts";
import { useCaseContent } from "#app/routes/marketing/use-case-content.ts";

export function CustomerSegments() {
  return (
    <Section tone="tint" labelledBy="segments-heading">
      <SectionHeading
        id="segments-heading"
        title="Wraps for every kind of laptop owner"
        intro="One laptop or a whole fleet: see how people like you use custom wraps."
      />
      {/* On a phone, rows: a thumbnail beside the title and its link. */}
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-5">
        {segments.map((segment) => {
          return (
            <li
              key={segment.path}
              className="ring-brand-100 flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 sm:flex-col sm:items-stretch sm:p-4"
            >
              <ProductPicture
                slug={useCaseContent[segment.path].picture}
                sizes="(min-width: 1024px) 200px, (min-width: 640px) calc(50vw - 3rem), 80px"
                className="h-auto w-20 shrink-0 rounded-lg sm:w-full"
              />
              <div className="flex flex-1 flex-col">
                <h3 className="text-lg font-semibold sm:mt-1">{segment.title}</h3>
                {/* On a phone the title and the link say enough; the page behind it says the rest. */}
                <p className="text-muted mt-2 hidden flex-1 sm:block">{segment.text}</p>
                <Link
                  to={segment.path}
                  className="text-brand-700 hover:text-brand-900 mt-1 inline-block py-0.5 font-semibold underline-offset-4 hover:underline sm:mt-4"
                >
                  {segment.linkText}
                  <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.15em]" />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
