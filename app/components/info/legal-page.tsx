import { legalEffectiveDate } from "#app/domain/policies.ts";
import { formatLongDate } from "#app/lib/format.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { ProseSections, SectionIndex } from "./prose-sections.tsx";
import type { ProseSection } from "./rich-text.ts";

/** Privacy and Terms: a hero, the fixed effective date, an index and the numbered sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly ProseSection[];
}) {
  const numbered = sections.map((section, index) => ({
    ...section,
    title: `${index + 1}. ${section.title}`,
  }));
  return (
    <>
      <PageHero eyebrow="Legal" title={title} intro={intro} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-muted mb-8 text-sm">
          Last updated:{" "}
          <time dateTime={legalEffectiveDate} className="text-ink font-semibold">
            {formatLongDate(legalEffectiveDate)}
          </time>
        </p>
        <SectionIndex sections={sections} />
        <div className="prose-page mt-4">
          <ProseSections sections={numbered} />
        </div>
      </div>
    </>
  );
}
