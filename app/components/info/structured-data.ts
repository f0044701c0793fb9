import { currency } from "#app/domain/catalog/index.ts";
import type { JobOpening } from "#app/domain/careers.ts";
import { legalEffectiveDate } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

export interface QuestionAnswer {
  question: string;
  /** Plain text: it is shown on the page and published as structured data. */
  answer: string;
}

/** schema.org FAQPage built from the same items the page shows. */
export function faqJsonLd(items: readonly QuestionAnswer[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function isRemote(job: JobOpening): boolean {
  return /^remote\b/i.test(job.location);
}

/** schema.org JobPosting for one opening (Google for Jobs reads these). */
export function jobPostingJsonLd(job: JobOpening, origin: string): Record<string, unknown> {
  const where = isRemote(job)
    ? {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: site.location.country },
      }
    : {
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: site.location.city,
            addressRegion: site.location.region,
            addressCountry: site.location.country,
          },
        },
      };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    title: job.title,
    description: [
      job.description,
      `Responsibilities: ${job.responsibilities.join("; ")}.`,
      `Requirements: ${job.requirements.join("; ")}.`,
    ].join(" "),
    datePosted: legalEffectiveDate,
    employmentType: /full/i.test(job.type) ? "FULL_TIME" : "PART_TIME",
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: site.name,
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
    },
    ...where,
    baseSalary: {
      "@type": "MonetaryAmount",
      currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: "YEAR",
      },
    },
    directApply: false,
    url: `${origin}/careers#${job.id}`,
  };
}
