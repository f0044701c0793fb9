import { FileDown, Monitor } from "lucide-react";
import type { Route } from "./+types/templates";
import { lookupNote, modelLookups, templateGuidelines } from "./templates-content.ts";
import { listAnd } from "#app/components/info/wording.ts";
import { HelpCard } from "#app/components/shop/help-card.tsx";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { templateRequestHref } from "#app/components/shop/shop-links.ts";
import { TemplateDownloadLinks } from "#app/components/shop/template-downloads.tsx";
import { TemplateFinder } from "#app/islands/template-finder/template-finder.tsx";
import { templateRows } from "#app/components/shop/template-rows.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { files } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { templateFilterBrands } from "#app/domain/catalog/index.ts";
import { Island } from "#app/islands/island.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const path = "/templates-model-finder";
const title = "Templates & Model Finder";
const trail = [{ name: title, path }];
const popularRows = templateRows.slice(0, files.popularTemplates);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title,
    description: `Download true-size laptop wrap templates (${listAnd(files.templateFormats)}) with ${files.bleedInches} inch bleed and safe area for MacBook, XPS, EliteBook, ThinkPad and ZenBook models.`,
    path,
    origin: originFromMatches(matches),
    breadcrumbs: trail,
  });

export default function Templates() {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Design Resources"
        title={title}
        intro="Designing your own wrap? Find your laptop, then download its true-size template so your artwork lands exactly where you want it."
      >
        {/* A same-page anchor: a router link would resolve it against the route's path. */}
        <a href="#finder-heading" className={buttonClasses("hero", "lg")}>
          Find Your Template
        </a>
        <ButtonLink to={templateRequestHref} variant="outline-hero" size="lg">
          Request a Template
        </ButtonLink>
      </PageHero>
      <Section labelledBy="finder-heading">
        <SectionHeading
          id="finder-heading"
          title="Find your template"
          intro={`Search by model, or by the A number on a MacBook's underside. Each template is a true-size ${listAnd(files.templateFormats)} with the cut line, ${files.bleedInches} inch bleed and safe area marked.`}
        />
        <Island
          name="template-finder"
          component={TemplateFinder}
          props={{
            rows: templateRows,
            brands: templateFilterBrands,
            contactHref: templateRequestHref,
          }}
        />
      </Section>
      <Section tone="tint" labelledBy="popular-templates-heading">
        <SectionHeading
          id="popular-templates-heading"
          title="Popular Template Downloads"
          intro="The templates designers download most."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {popularRows.map((row) => (
            <li key={row.model} className="rounded-2xl bg-white p-6 shadow-sm">
              <FileDown aria-hidden="true" className="text-brand-700 size-8" />
              <h3 className="text-ink mt-3 text-lg font-bold">
                {row.brand} {row.model}
              </h3>
              <p className="text-muted text-sm">
                {row.size} screen, {row.year}
              </p>
              <div className="mt-3">
                <TemplateDownloadLinks row={row} />
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="guidelines-heading">
        <SectionHeading
          id="guidelines-heading"
          title="Template Guidelines"
          intro="Every template follows the same print rules. Design to them and your file goes straight to print."
        />
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_360px]">
          <ul className="grid gap-5 sm:grid-cols-2">
            {templateGuidelines.map((rule) => (
              <li key={rule.title}>
                <h3 className="text-ink text-lg font-semibold">{rule.title}</h3>
                <p className="text-muted mt-1">{rule.text}</p>
              </li>
            ))}
          </ul>
          <img
            src="/images/brands/template-anatomy.svg"
            width={360}
            height={250}
            alt={`A wrap template: the outer band is the ${files.bleedInches} inch bleed, the solid line is the cut line, and the dashed box inside is the safe area for text and logos.`}
            className="mx-auto h-auto w-full max-w-sm"
          />
        </div>
      </Section>
      <Section tone="tint" labelledBy="find-model-heading">
        <SectionHeading
          id="find-model-heading"
          title="How to find your exact model"
          intro={lookupNote}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {modelLookups.map((lookup) => (
            <li key={lookup.device} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
                <Monitor aria-hidden="true" className="text-brand-700 size-5" />
                {lookup.device}
              </h3>
              <p className="text-ink mt-4 font-semibold">On screen</p>
              <p className="text-muted mt-1">{lookup.onScreen}</p>
              <p className="text-ink mt-4 font-semibold">On the laptop</p>
              <p className="text-muted mt-1">{lookup.onDevice}</p>
            </li>
          ))}
        </ul>
      </Section>
      <div className="px-4 py-16 sm:px-6 lg:py-20">
        <HelpCard
          id="template-help-heading"
          title="Need Help?"
          actions={
            <ButtonLink to={templateRequestHref} size="lg">
              Contact Design Team
            </ButtonLink>
          }
        >
          <p>
            Not sure which model you have, or want us to check your artwork against the template?
            Our design team replies within {site.replyWithinHours} hours,{" "}
            {site.supportHours.display}.
          </p>
        </HelpCard>
      </div>
    </>
  );
}
