import { Briefcase, ChevronDown, DollarSign, MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import type { JobOpening } from "#app/domain/careers.ts";
import { applyHref, salaryRange } from "./wording.ts";

/** One opening: the summary, a Learn More disclosure (native, no script) with the full job, and Apply Now. */
export function JobOpeningCard({ job }: { job: JobOpening }) {
  return (
    <article
      id={job.id}
      aria-labelledby={`${job.id}-title`}
      className="border-brand-100 scroll-mt-24 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <h3 id={`${job.id}-title`} className="text-ink text-2xl font-bold">
        {job.title}
      </h3>
      <ul className="text-muted mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <Briefcase aria-hidden="true" className="size-4" />
          {job.department} · {job.type}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          {job.location}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <DollarSign aria-hidden="true" className="size-4" />
          {salaryRange(job.salary)} per year
        </li>
      </ul>
      <p className="text-muted mt-4">{job.description}</p>
      <details className="group mt-6">
        <summary
          className={buttonClasses(
            "outline",
            "default",
            "list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          Learn More<span className="sr-only"> about {job.title}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-brand-100 mt-5 border-t pt-5">
          <div className="grid gap-6 md:grid-cols-2">
            <JobList title="What you will do" items={job.responsibilities} />
            <JobList title="What you bring" items={job.requirements} />
          </div>
        </div>
      </details>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={applyHref(job.title)} className={buttonClasses("default")}>
          Apply Now<span className="sr-only"> for {job.title}</span>
        </Link>
      </div>
    </article>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-ink font-semibold">{title}</h4>
      <ul className="text-muted mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
