import { clsx } from "clsx";
import { Check, FileImage } from "lucide-react";
import { Link } from "react-router";
import { type UseCaseContent, useCases } from "./use-case-content.ts";
import { Card } from "#app/components/ui/card.tsx";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { coverageOptions, finishOptions } from "#app/domain/catalog/index.ts";
import { accountManagerOver, bulkTiers } from "#app/domain/policies.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import { formatCents, formatPercent } from "#app/lib/format.ts";

export function BenefitsSection({ content }: { content: UseCaseContent }) {
  return (
    <Section labelledBy="benefits-heading">
      <SectionHeading id="benefits-heading" title={`Why ${content.audience} choose our wraps`} />
      <ul
        className={clsx(
          "grid gap-6 sm:grid-cols-2",
          content.benefits.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {content.benefits.map((benefit) => (
          <li key={benefit.title}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold">{benefit.title}</h3>
              <p className="text-muted mt-2">{benefit.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function IdeasSection({ content }: { content: UseCaseContent }) {
  return (
    <Section tone="tint" labelledBy="ideas-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <ProductPicture
          slug={content.picture}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          className="h-auto w-full rounded-2xl shadow-lg"
        />
        <div>
          <h2 id="ideas-heading" className="text-heading font-bold">
            Design ideas for {content.audience}
          </h2>
          <ul className="mt-6 space-y-3">
            {content.ideas.map((idea) => (
              <li key={idea} className="flex gap-3">
                <Check aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
                <span>{idea}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function VolumePricingSection() {
  return (
    <Section labelledBy="volume-heading">
      <SectionHeading
        id="volume-heading"
        title="Volume pricing"
        intro={`Discounts apply per order to identical designs; mixed designs may get less. Orders over ${accountManagerOver} units get a dedicated account manager.`}
      />
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {bulkTiers.map((tier) => (
          <li key={tier.min} className="border-brand-200 rounded-2xl border p-5 text-center">
            <p className="text-muted text-sm font-medium">
              {tier.max ? `${tier.min}–${tier.max} units` : `${tier.min}+ units`}
            </p>
            <p className="text-brand-800 mt-1 text-3xl font-extrabold">
              {formatPercent(tier.discount)} off
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function UploadsSection({ content }: { content: UseCaseContent }) {
  return (
    <Section labelledBy="uploads-heading">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="uploads-heading" className="text-heading font-bold">
            What to upload
          </h2>
          <ul className="mt-6 space-y-3">
            {content.uploads.map((upload) => (
              <li key={upload} className="flex gap-3">
                <FileImage aria-hidden="true" className="text-brand-700 mt-1 size-5 shrink-0" />
                <span>{upload}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="bg-brand-50 border-brand-100 rounded-2xl border p-6">
          <h3 className="text-lg font-semibold">Coverage, finish and price</h3>
          <ul className="mt-3 space-y-2">
            {coverageOptions.map((option) => (
              <li key={option.id} className="flex justify-between gap-4">
                <span>
                  <span className="font-medium">{option.label}</span>
                  <span className="text-muted block text-sm">{option.meaning}</span>
                </span>
                <span className="font-semibold">{formatCents(listPriceCents(option.id))}</span>
              </li>
            ))}
          </ul>
          <p className="text-muted mt-4 text-sm">
            Every wrap comes in your choice of{" "}
            {finishOptions.map((finish) => finish.label.toLowerCase()).join(" or ")} finish.
          </p>
        </div>
      </div>
    </Section>
  );
}

export function FaqSection({ content }: { content: UseCaseContent }) {
  return (
    <Section tone="tint" labelledBy="faq-heading">
      <SectionHeading id="faq-heading" title={`Questions ${content.audience} ask us`} />
      <div className="mx-auto max-w-3xl space-y-6">
        {content.faqs.map((faq) => (
          <div key={faq.question} className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{faq.question}</h3>
            <p className="text-muted mt-2">{faq.answer}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function RelatedUseCases({ current }: { current: string }) {
  const others = useCases.filter((useCase) => useCase.path !== current);
  return (
    <Section labelledBy="related-heading">
      <SectionHeading id="related-heading" title="More ways customers use our wraps" />
      <ul className="flex flex-wrap justify-center gap-3">
        {others.map((useCase) => (
          <li key={useCase.path}>
            <Link
              to={useCase.path}
              className="border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border px-5 font-medium"
            >
              {useCase.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/use-cases"
            className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center px-3 font-medium underline underline-offset-4"
          >
            All use cases
          </Link>
        </li>
      </ul>
    </Section>
  );
}
