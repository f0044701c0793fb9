import type { AffiliateApplication } from "./affiliate";
import type { Contact } from "./contact";
import type { Quote } from "./quote";

/** What the server knows about a submission beyond its fields (SPEC.md section 3). */
export interface SubmissionContext {
  /** When the server accepted it (ISO 8601). */
  timestamp: string;
  page_url: string | null;
  session_id: string | null;
  user_agent: string | null;
  ip: string | null;
}

const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Record<(typeof utmKeys)[number], string | null>;

/** Campaign tags from the page's query string (`utm_source` and its four siblings). */
export function utmFromPageUrl(pageUrl: string | null): Utm {
  let params = new URLSearchParams();
  try {
    if (pageUrl) params = new URL(pageUrl).searchParams;
  } catch {
    // Not a URL: no campaign tags.
  }
  return Object.fromEntries(
    utmKeys.map((key) => [key, params.get(`utm_${key}`)?.slice(0, 200) || null]),
  ) as Utm;
}

/** Every payload says where it came from the same way. */
export const payloadSource = "website";

function envelope(event: string, context: SubmissionContext) {
  return {
    event,
    timestamp: context.timestamp,
    page_url: context.page_url,
    session_id: context.session_id,
  };
}

function trailer(context: SubmissionContext) {
  return {
    ip: context.ip,
    user_agent: context.user_agent,
    utm: utmFromPageUrl(context.page_url),
    source: payloadSource,
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** SPEC.md section 3, "Contact submission", field for field and in its order. */
export function contactPayload(form: Contact, context: SubmissionContext) {
  return {
    ...envelope("contact_form_submission", context),
    name: fullName(form.firstName, form.lastName),
    email: form.email,
    phone: form.phone ?? "",
    subject: form.subject ?? "",
    message: form.message,
    design_label_name: null,
    ...trailer(context),
  };
}

/** A bulk quote request, in the contact payload's style. */
export function quotePayload(form: Quote, context: SubmissionContext) {
  return {
    ...envelope("bulk_quote_request", context),
    name: fullName(form.firstName, form.lastName),
    email: form.email,
    phone: form.phone ?? "",
    organization: { name: form.organizationName, type: form.organizationType ?? "" },
    estimated_quantity: form.estimatedQuantity,
    device_models: form.deviceModels ?? "",
    timeline: form.timeline ?? "",
    project_details: form.projectDetails ?? "",
    options: {
      design_assistance: form.designAssistance,
      purchase_order: form.purchaseOrder,
      repeat_orders: form.repeatOrders,
    },
    ...trailer(context),
  };
}

/** An affiliate application, in the contact payload's style. */
export function affiliatePayload(form: AffiliateApplication, context: SubmissionContext) {
  return {
    ...envelope("affiliate_application", context),
    name: form.name,
    email: form.email,
    website: form.website,
    audience: form.audience ?? "",
    experience: form.experience ?? "",
    message: form.message ?? "",
    ...trailer(context),
  };
}

/** A newsletter sign-up, in the contact payload's style. */
export function newsletterPayload(form: { email: string }, context: SubmissionContext) {
  return {
    ...envelope("newsletter_signup", context),
    email: form.email,
    ...trailer(context),
  };
}
