import { describe, expect, it } from "vitest";
import type { JobOpening } from "#app/domain/careers.ts";
import { faqJsonLd, jobPostingJsonLd } from "./structured-data.ts";

const job: JobOpening = {
  id: "tester",
  title: "Tester",
  department: "QA",
  type: "Full-time",
  location: "Huntington Beach, CA",
  salary: { min: 40_000, max: 50_000 },
  description: "Tests things.",
  responsibilities: ["Write tests"],
  requirements: ["Patience"],
};

describe("faqJsonLd", () => {
  it("publishes every question with its answer", () => {
    const data = faqJsonLd([
      { question: "Q1?", answer: "A1." },
      { question: "Q2?", answer: "A2." },
    ]);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Q1?", acceptedAnswer: { "@type": "Answer", text: "A1." } },
      { "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2." } },
    ]);
  });
});

describe("jobPostingJsonLd", () => {
  it("gives an on-site job a postal location and a USD salary", () => {
    const data = jobPostingJsonLd(job, "https://example.com");
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.jobLocation).toMatchObject({ address: { addressLocality: "Huntington Beach" } });
    expect(data.jobLocationType).toBeUndefined();
    expect(data.baseSalary).toMatchObject({
      currency: "USD",
      value: { minValue: 40_000, maxValue: 50_000, unitText: "YEAR" },
    });
    expect(data.url).toBe("https://example.com/careers#tester");
  });

  it("marks a remote job as telecommute within the country", () => {
    const data = jobPostingJsonLd({ ...job, location: "Remote (US)" }, "https://example.com");
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
    expect(data.jobLocation).toBeUndefined();
  });
});
