import { Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/careers";
import { JobOpeningCard } from "#app/components/info/job-opening.tsx";
import { jobPostingJsonLd } from "#app/components/info/structured-data.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { hiringDecisionDays, hiringSteps, jobOpenings } from "#app/domain/careers.ts";
import { site } from "#app/domain/site.ts";
import { formatCount } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { careersIntro, perks, values } from "./careers-content.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    title: "Careers",
    description: `Join ${site.name} in ${site.location.city}, ${site.location.regionName}: ${formatCount(jobOpenings.length)} open roles with salary ranges, our benefits and perks, and how we hire.`,
    path: "/careers",
    origin,
    breadcrumbs: [{ name: "Careers", path: "/careers" }],
    jsonLd: jobOpenings.map((job) => jobPostingJsonLd(job, origin)),
  });
};

export default function Careers() {
  return (
    <>
      <PageHero eyebrow="Careers" title={`Work at ${site.name}`} intro={careersIntro}>
        <a href="#openings" className={buttonClasses("hero", "lg")}>
          See Open Positions
        </a>
      </PageHero>
      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" title="What we value" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title}>
              <Card className="h-full">
                <h3 className="text-ink text-lg font-bold">{value.title}</h3>
                <p className="text-muted mt-2">{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" labelledBy="perks-heading">
        <SectionHeading id="perks-heading" title="Benefits and perks" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {perks.map((perk) => (
            <li key={perk.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-ink text-lg font-bold">{perk.title}</h3>
              <p className="text-muted mt-2">{perk.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section
        id="openings"
        aria-labelledby="openings-heading"
        className="scroll-mt-20 px-4 py-16 sm:px-6 lg:py-20"
      >
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="openings-heading"
            title="Current openings"
            intro="Salary ranges are yearly, in US dollars, and every role comes with the benefits above."
          />
          <ul className="space-y-6">
            {jobOpenings.map((job) => (
              <li key={job.id}>
                <JobOpeningCard job={job} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section tone="tint" labelledBy="process-heading">
        <SectionHeading
          id="process-heading"
          title="Our hiring process"
          intro={`From application to offer with no surprises: we make a decision within ${hiringDecisionDays} days of your interview.`}
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hiringSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <p aria-hidden="true" className="text-brand-700 text-3xl font-extrabold">
                {index + 1}
              </p>
              <h3 className="text-ink mt-2 text-lg font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-muted mt-2">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="careers-contact-heading">
        <SectionHeading
          id="careers-contact-heading"
          title="Questions about working here?"
          intro="Don't see the right role? Send us your résumé anyway: we keep promising applications on file for future openings."
        />
        <address className="text-ink flex flex-wrap justify-center gap-x-10 gap-y-4 not-italic">
          <a
            href={`mailto:${site.careersEmail}`}
            className="hover:text-brand-700 inline-flex min-h-6 items-center gap-2 font-semibold underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="text-brand-700 size-5" />
            {site.careersEmail}
          </a>
          <a
            href={site.phone.href}
            className="hover:text-brand-700 inline-flex min-h-6 items-center gap-2 font-semibold underline underline-offset-2"
          >
            <Phone aria-hidden="true" className="text-brand-700 size-5" />
            {site.phone.display}
          </a>
          <span className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="text-brand-700 size-5" />
            {site.location.city}, {site.location.regionName}, USA
          </span>
        </address>
      </Section>
    </>
  );
}
