import { describe, expect, it } from "vitest";
import { contactKeys, utmKeys } from "../../tests/support/spec-payloads.ts";
import {
  type SubmissionContext,
  affiliatePayload,
  contactPayload,
  newsletterPayload,
  payloadSource,
  quotePayload,
  utmFromPageUrl,
} from "./payloads.server.ts";

const context: SubmissionContext = {
  timestamp: "2026-11-21T10:00:00.000Z",
  page_url: "https://www.wrapcraft.example/contact?utm_source=google&utm_medium=cpc",
  session_id: "5f0c7a58-58d4-4cb3-9a0e-0d0c8a1f2b3c",
  user_agent: "Mozilla/5.0",
  ip: "203.0.113.7",
};

const noUtm = { source: null, medium: null, campaign: null, term: null, content: null };

describe("contactPayload", () => {
  const contact = {
    firstName: "Ana",
    lastName: "Diaz",
    email: "ana@example.com",
    phone: "+1 714 555 0148",
    subject: "Fit",
    message: "Does it fit?",
  };

  it("has SPEC.md's contact keys, in SPEC.md's order", () => {
    expect(Object.keys(contactPayload(contact, context))).toEqual(contactKeys);
    expect(Object.keys(contactPayload(contact, context).utm)).toEqual(utmKeys);
  });

  it("fills every key from the form and the request", () => {
    expect(contactPayload(contact, context)).toEqual({
      event: "contact_form_submission",
      timestamp: context.timestamp,
      page_url: context.page_url,
      session_id: context.session_id,
      name: "Ana Diaz",
      email: "ana@example.com",
      phone: "+1 714 555 0148",
      subject: "Fit",
      message: "Does it fit?",
      design_label_name: null,
      ip: "203.0.113.7",
      user_agent: "Mozilla/5.0",
      utm: { ...noUtm, source: "google", medium: "cpc" },
      source: "website",
    });
  });

  it("joins first and last name with one space, and trims a missing half", () => {
    expect(
      contactPayload({ ...contact, firstName: "Mary Ann", lastName: "Lee" }, context).name,
    ).toBe("Mary Ann Lee");
    expect(contactPayload({ ...contact, lastName: "" }, context).name).toBe("Ana");
    expect(contactPayload({ ...contact, firstName: "" }, context).name).toBe("Diaz");
  });

  it("sends empty text for the optional fields left blank", () => {
    const payload = contactPayload({ ...contact, phone: undefined, subject: undefined }, context);
    expect(payload.phone).toBe("");
    expect(payload.subject).toBe("");
  });

  it("keeps nulls for what the request did not tell", () => {
    const bare = {
      timestamp: context.timestamp,
      page_url: null,
      session_id: null,
      user_agent: null,
      ip: null,
    };
    expect(contactPayload(contact, bare)).toMatchObject({
      page_url: null,
      session_id: null,
      user_agent: null,
      ip: null,
      utm: noUtm,
    });
  });
});

describe("utmFromPageUrl", () => {
  it("reads the five campaign tags from the query string, decoded", () => {
    expect(
      utmFromPageUrl(
        "https://x.example/p?utm_source=news%20letter&utm_medium=email&utm_campaign=spring&utm_term=laptop+wrap&utm_content=hero&other=1",
      ),
    ).toEqual({
      source: "news letter",
      medium: "email",
      campaign: "spring",
      term: "laptop wrap",
      content: "hero",
    });
  });

  it("answers null for each tag that is absent or empty", () => {
    expect(utmFromPageUrl("https://x.example/p")).toEqual(noUtm);
    expect(utmFromPageUrl("https://x.example/p?utm_source=&utm_medium=cpc")).toEqual({
      ...noUtm,
      medium: "cpc",
    });
    expect(utmFromPageUrl("https://x.example/p#utm_source=hash")).toEqual(noUtm);
  });

  it("answers all nulls without a page URL or for one that is not a URL", () => {
    expect(utmFromPageUrl(null)).toEqual(noUtm);
    expect(utmFromPageUrl("")).toEqual(noUtm);
    for (const garbage of [
      "not a url",
      "utm_source=x",
      "/contact?utm_source=x",
      "http://",
      "%%%",
    ]) {
      expect(utmFromPageUrl(garbage), garbage).toEqual(noUtm);
    }
  });

  it("takes the first of repeated tags and cuts long ones to 200 characters", () => {
    expect(utmFromPageUrl("https://x.example/?utm_source=a&utm_source=b").source).toBe("a");
    const long = utmFromPageUrl(`https://x.example/?utm_campaign=${"c".repeat(500)}`).campaign;
    expect(long).toBe("c".repeat(200));
  });
});

describe("the other payloads", () => {
  it("share the envelope and the trailer of the contact payload", () => {
    const payloads = [
      quotePayload(
        {
          firstName: "Sam",
          lastName: "Lee",
          email: "sam@example.com",
          organizationName: "School",
          estimatedQuantity: 20,
          designAssistance: true,
          purchaseOrder: false,
          repeatOrders: false,
        },
        context,
      ),
      affiliatePayload(
        { name: "Kim", email: "kim@example.com", website: "https://k.example" },
        context,
      ),
      newsletterPayload({ email: "reader@example.com" }, context),
    ];
    expect(payloads.map((payload) => payload.event)).toEqual([
      "bulk_quote_request",
      "affiliate_application",
      "newsletter_signup",
    ]);
    for (const payload of payloads) {
      const keys = Object.keys(payload);
      expect(keys.slice(0, 4)).toEqual(["event", "timestamp", "page_url", "session_id"]);
      expect(keys.slice(-4)).toEqual(["ip", "user_agent", "utm", "source"]);
      expect(payload).toMatchObject({
        timestamp: context.timestamp,
        ip: context.ip,
        utm: { source: "google", medium: "cpc" },
        source: payloadSource,
      });
    }
    expect(payloadSource).toBe("website");
  });
});
