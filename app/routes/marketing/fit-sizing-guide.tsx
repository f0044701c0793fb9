import { Check, X } from "lucide-react";
import type { Route } from "./+types/fit-sizing-guide";
import { CoverageOptions } from "#app/components/info/coverage-options.tsx";
import { LidSizesTable } from "#app/components/info/lid-sizes-table.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { site } from "#app/domain/site.ts";
import { formatCents } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  coverageBestFor,
  dontTips,
  doTips,
  fitIntro,
  measuringSteps,
  onRequestDescriptions,
} from "./fit-sizing-guide-content.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Fit & Sizing Guide",
    description: `Measure your laptop, compare common lid sizes and choose coverage for your ${site.name} wrap, from ${formatCents(listPriceRangeCents.low)}. Tips for a perfect fit.`,
    path: "/fit-sizing-guide",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Fit & Sizing Guide", path: "/fit-sizing-guide" }],
  });

export default function FitSizingGuide() {
  return (
    <>
      <PageHero eyebrow="Help Center" title="Fit & Sizing Guide" intro={fitIntro} />
      <Section labelledBy="measure-heading">
        <SectionHeading
          id="measure-heading"
          title="How to measure your laptop"
          intro="You need a tape measure and two minutes."
        />
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_360px]">
          <ol className="space-y-5">
            {measuringSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="bg-brand-700 flex size-9 shrink-0 items-center justify-center rounded-full font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-ink text-lg font-semibold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="text-muted mt-1">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <img
            src="/images/info/measure-lid.svg"
            width={360}
            height={260}
            alt="A closed laptop lid: measure the width from the left edge to the right edge, and the height from the hinge to the front edge."
            className="mx-auto h-auto w-full max-w-sm"
          />
        </div>
      </Section>
      <Section tone="tint" labelledBy="coverage-heading">
        <SectionHeading
          id="coverage-heading"
          title="Coverage options"
          intro="Choose how much of your laptop the wrap covers."
        />
        <CoverageOptions bestFor={coverageBestFor} onRequest={onRequestDescriptions} />
      </Section>
      <Section labelledBy="sizes-heading">
        <SectionHeading
          id="sizes-heading"
          title="Common laptop sizes"
          intro="A quick reference for typical lids. Your wrap is always cut to your exact model."
        />
        <LidSizesTable />
      </Section>
      <Section tone="tint" labelledBy="tips-heading">
        <SectionHeading id="tips-heading" title="Do's and don'ts for a perfect fit" />
        <div className="grid gap-6 md:grid-cols-2">
          <TipList title="Do" tips={doTips} good />
          <TipList title="Don't" tips={dontTips} good={false} />
        </div>
      </Section>
      <Section labelledBy="fit-help-heading">
        <SectionHeading
          id="fit-help-heading"
          title="Need help finding your fit?"
          intro={`Look up your model's template, or ask our team. We reply within ${site.replyWithinHours} hours, ${site.supportHours.display}.`}
        />
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/templates-model-finder" size="lg">
            Model Finder Tool
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            Contact Support
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

function TipList({ title, tips, good }: { title: string; tips: readonly string[]; good: boolean }) {
  const Icon = good ? Check : X;
  return (
    <div className="border-brand-100 rounded-2xl border bg-white p-6">
      <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className={good ? "text-green-700" : "text-red-700"} />
        {title}
      </h3>
      <ul className="mt-4 space-y-3">
        {tips.map((tip) => (
          <li key={tip} className="text-muted flex gap-3">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 ${good ? "text-green-700" : "text-red-700"}`}
            />
            {tip}
          </li>
        ))}
      </ul>
    </div>
  );
}
