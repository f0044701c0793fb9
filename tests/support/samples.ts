import { randomUUID } from "node:crypto";

/**
 * Valid fields for each form, as the form script posts them. `marker` makes
 * a submission recognisable in the receiver when the server chose its id.
 */
export function contactFields(marker: string = randomUUID()): Record<string, string> {
  return {
    firstName: "Ana",
    lastName: "Diaz",
    email: "ana@example.com",
    message: `Does the wrap fit a 2023 MacBook Air? (${marker})`,
  };
}

export function quoteFields(marker: string = randomUUID()): Record<string, string> {
  return {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@school.example",
    organizationName: `Westfield High (${marker})`,
    estimatedQuantity: "250",
  };
}

export function affiliateFields(marker: string = randomUUID()): Record<string, string> {
  return {
    name: "Kim Park",
    email: "kim@creator.example",
    website: `https://instagram.com/kimpark?m=${marker}`,
  };
}

export function newsletterFields(email = `reader-${randomUUID()}@example.com`) {
  return { email };
}

/** The fields every form post may carry beside its own (app/forms/submission-fields.ts). */
export function submissionExtras({
  submissionId = randomUUID(),
  sessionId = randomUUID(),
  pageUrl = "https://www.wrapcraft.example/contact",
}: { submissionId?: string; sessionId?: string; pageUrl?: string } = {}) {
  return { submissionId, sessionId, pageUrl };
}
