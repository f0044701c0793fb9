import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { engineNames, newWebhookSecret, useForwardingServer } from "../support/harness.ts";
import { postForm, postJson, waitFor } from "../support/http.ts";
import {
  affiliateFields,
  contactFields,
  newsletterFields,
  quoteFields,
  submissionExtras,
} from "../support/samples.ts";
import type { ReceivedWebhook, WebhookReceiver } from "../support/webhook-receiver.ts";
import { contactKeys, utmKeys } from "../support/spec-payloads.ts";

const noUtm = { source: null, medium: null, campaign: null, term: null, content: null };
const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const campaignPage =
  "https://www.wrapcraft.example/contact?utm_source=newsletter&utm_medium=email" +
  "&utm_campaign=spring-sale&utm_term=laptop%20wrap&utm_content=hero+button&ref=abc";
const campaignUtm = {
  source: "newsletter",
  medium: "email",
  campaign: "spring-sale",
  term: "laptop wrap",
  content: "hero button",
};

/** The one request for this webhook-id, once it has arrived. */
async function deliveryOf(receiver: WebhookReceiver, id: string): Promise<ReceivedWebhook> {
  const [delivery] = await waitFor(() => receiver.forId(id).length > 0 && receiver.forId(id), {
    message: `the delivery of ${id}`,
  });
  return delivery!;
}

/** The one request whose body contains `marker` (for posts whose id the server made). */
async function deliveryWith(receiver: WebhookReceiver, marker: string): Promise<ReceivedWebhook> {
  return waitFor(() => receiver.received.find((entry) => entry.body.includes(marker)), {
    message: `a delivery containing ${marker}`,
  });
}

function expectRecentTimestamp(value: unknown, notBefore: number) {
  expect(value).toMatch(isoTimestamp);
  const time = Date.parse(value as string);
  expect(time).toBeGreaterThanOrEqual(notBefore - 1000);
  expect(time).toBeLessThanOrEqual(Date.now());
}

describe.each(engineNames)("payloads and signatures (%s)", (engine) => {
  const secret = newWebhookSecret();
  const block = useForwardingServer(engine, { WEBHOOK_SECRET: secret });

  it("forwards a JSON contact post to CONTACT_WEBHOOK_URL with exactly SPEC's keys and values", async () => {
    const extras = submissionExtras({ pageUrl: campaignPage });
    const posted = Date.now();
    const response = await postJson(
      block.server.origin,
      "/api/forms/contact",
      {
        firstName: "  Ana ",
        lastName: "Diaz",
        email: "ana@example.com",
        phone: "+1 (714) 555-0148",
        subject: "Bulk order",
        message: "Do you ship to Canada?",
        ...extras,
      },
      { "user-agent": "IntegrationTest/1.0 (contact)" },
    );
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ outcome: "valid" });

    const delivery = await deliveryOf(block.receiver, extras.submissionId);
    expect(delivery.path).toBe("/contact");
    expect(delivery.headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(contactKeys);
    expect(Object.keys(payload.utm as object)).toEqual(utmKeys);
    expect(payload).toEqual({
      event: "contact_form_submission",
      timestamp: expect.any(String),
      page_url: campaignPage,
      session_id: extras.sessionId,
      name: "Ana Diaz",
      email: "ana@example.com",
      phone: "+1 (714) 555-0148",
      subject: "Bulk order",
      message: "Do you ship to Canada?",
      design_label_name: null,
      ip: "127.0.0.1",
      user_agent: "IntegrationTest/1.0 (contact)",
      utm: campaignUtm,
      source: "website",
    });
    expectRecentTimestamp(payload.timestamp, posted);
  });

  it("forwards a urlencoded contact post from the form script the same way", async () => {
    const extras = submissionExtras({ pageUrl: campaignPage });
    const response = await postForm(
      block.server.origin,
      "/api/forms/contact",
      { ...contactFields(), lastName: "", ...extras, firstName: "Cher", unknownField: "x" },
      { "user-agent": "IntegrationTest/1.0 (script)" },
    );
    // lastName is required: a blank one is refused…
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      outcome: "invalid",
      fieldErrors: { lastName: [expect.any(String)] },
    });

    const posted = Date.now();
    const accepted = await postForm(
      block.server.origin,
      "/api/forms/contact",
      { ...contactFields(), firstName: "Cher", lastName: "Bono", ...extras },
      { "user-agent": "IntegrationTest/1.0 (script)" },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.json()).toEqual({ outcome: "valid" });
    const payload = JSON.parse((await deliveryOf(block.receiver, extras.submissionId)).body);
    expect(Object.keys(payload)).toEqual(contactKeys);
    expect(payload).toMatchObject({
      name: "Cher Bono",
      phone: "",
      subject: "",
      page_url: campaignPage,
      session_id: extras.sessionId,
      user_agent: "IntegrationTest/1.0 (script)",
      utm: campaignUtm,
      ip: "127.0.0.1",
      source: "website",
    });
    expectRecentTimestamp(payload.timestamp, posted);
  });

  it("takes a page post without JavaScript: the page comes from Referer, the id from the server", async () => {
    const marker = randomUUID();
    const referer = "https://www.wrapcraft.example/contact?utm_source=google&utm_medium=cpc";
    const response = await postForm(block.server.origin, "/contact", contactFields(marker), {
      referer,
      "user-agent": "NoScriptBrowser/2",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");

    const delivery = await deliveryWith(block.receiver, marker);
    expect(delivery.headers["webhook-id"]).toMatch(uuid);
    const payload = JSON.parse(delivery.body);
    expect(Object.keys(payload)).toEqual(contactKeys);
    expect(payload).toMatchObject({
      page_url: referer,
      session_id: null,
      user_agent: "NoScriptBrowser/2",
      utm: { ...noUtm, source: "google", medium: "cpc" },
    });
  });

  it("leaves page_url and utm empty when the page URL is not an http(s) URL", async () => {
    const extras = submissionExtras({ pageUrl: "javascript:alert(1)//?utm_source=x" });
    const response = await postJson(block.server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
      sessionId: "short",
    });
    expect(response.status).toBe(200);
    const payload = JSON.parse((await deliveryOf(block.receiver, extras.submissionId)).body);
    expect(payload).toMatchObject({ page_url: null, session_id: null, utm: noUtm });
  });

  it("forwards a quote request to QUOTE_WEBHOOK_URL with its fields", async () => {
    const extras = submissionExtras({ pageUrl: "https://www.wrapcraft.example/bulk-corporate" });
    const response = await postForm(block.server.origin, "/api/forms/quote", {
      ...quoteFields("q"),
      organizationName: "Westfield High",
      organizationType: "Educational Institution",
      phone: "714-555-0100",
      deviceModels: "Chromebook 11",
      timeline: "August",
      projectDetails: "School logo on every lid",
      designAssistance: "on",
      repeatOrders: "on",
      ...extras,
    });
    expect(response.status).toBe(200);
    const delivery = await deliveryOf(block.receiver, extras.submissionId);
    expect(delivery.path).toBe("/quote");
    expect(JSON.parse(delivery.body)).toEqual({
      event: "bulk_quote_request",
      timestamp: expect.stringMatching(isoTimestamp),
      page_url: extras.pageUrl,
      session_id: extras.sessionId,
      name: "Sam Lee",
      email: "sam@school.example",
      phone: "714-555-0100",
      organization: { name: "Westfield High", type: "Educational Institution" },
      estimated_quantity: 250,
      device_models: "Chromebook 11",
      timeline: "August",
      project_details: "School logo on every lid",
      options: { design_assistance: true, purchase_order: false, repeat_orders: true },
      ip: "127.0.0.1",
      user_agent: "node",
      utm: noUtm,
      source: "website",
    });
  });

  it("reads JSON booleans as checkboxes: true ticked, false not", async () => {
    const extras = submissionExtras();
    const response = await postJson(block.server.origin, "/api/forms/quote", {
      ...quoteFields("json"),
      designAssistance: true,
      purchaseOrder: false,
      ...extras,
    });
    expect(response.status).toBe(200);
    const payload = JSON.parse((await deliveryOf(block.receiver, extras.submissionId)).body);
    expect(payload.options).toEqual({
      design_assistance: true,
      purchase_order: false,
      repeat_orders: false,
    });
  });

  it("forwards an affiliate application from its page to AFFILIATE_WEBHOOK_URL", async () => {
    const marker = randomUUID();
    const response = await postForm(block.server.origin, "/affiliates", {
      ...affiliateFields(marker),
      audience: "40k followers, students",
      experience: "Two years",
    });
    expect(response.status).toBe(200);
    const delivery = await deliveryWith(block.receiver, marker);
    expect(delivery.path).toBe("/affiliate");
    expect(JSON.parse(delivery.body)).toEqual({
      event: "affiliate_application",
      timestamp: expect.stringMatching(isoTimestamp),
      page_url: null,
      session_id: null,
      name: "Kim Park",
      email: "kim@creator.example",
      website: `https://instagram.com/kimpark?m=${marker}`,
      audience: "40k followers, students",
      experience: "Two years",
      message: "",
      ip: "127.0.0.1",
      user_agent: "node",
      utm: noUtm,
      source: "website",
    });
  });

  it("forwards a newsletter sign-up to NEWSLETTER_WEBHOOK_URL", async () => {
    const { email } = newsletterFields();
    const response = await postJson(block.server.origin, "/api/forms/newsletter", {
      email,
      pageUrl: "https://www.wrapcraft.example/?utm_campaign=footer",
    });
    expect(response.status).toBe(200);
    const delivery = await deliveryWith(block.receiver, email);
    expect(delivery.path).toBe("/newsletter");
    expect(delivery.headers["webhook-id"]).toMatch(/^newsletter-[0-9a-f]{40}$/);
    expect(JSON.parse(delivery.body)).toEqual({
      event: "newsletter_signup",
      timestamp: expect.stringMatching(isoTimestamp),
      page_url: "https://www.wrapcraft.example/?utm_campaign=footer",
      session_id: null,
      email,
      ip: "127.0.0.1",
      user_agent: "node",
      utm: { ...noUtm, campaign: "footer" },
      source: "website",
    });
  });

  it("signs every delivery with WEBHOOK_SECRET (Standard Webhooks)", async () => {
    const extras = submissionExtras();
    expect(
      (await postJson(block.server.origin, "/api/forms/contact", { ...contactFields(), ...extras }))
        .status,
    ).toBe(200);
    const delivery = await deliveryOf(block.receiver, extras.submissionId);
    const headers = delivery.headers as Record<string, string>;
    expect(headers["webhook-id"]).toBe(extras.submissionId);
    expect(headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(delivery.body, headers)).toMatchObject({
      event: "contact_form_submission",
    });
    // The signature covers the body and the id: a changed byte or another secret fails.
    expect(() =>
      new Webhook(secret).verify(delivery.body.replace("Ana", "Anna"), headers),
    ).toThrow();
    expect(() =>
      new Webhook(secret).verify(delivery.body, { ...headers, "webhook-id": randomUUID() }),
    ).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(delivery.body, headers)).toThrow();

    // Every delivery so far (all kinds) verifies.
    for (const entry of block.receiver.received) {
      expect(() =>
        new Webhook(secret).verify(entry.body, entry.headers as Record<string, string>),
      ).not.toThrow();
    }
  });

  it("sends no signature header without a secret", async () => {
    const unsignedReceiver = await block.processes.receiver();
    const unsigned = await block.processes.server({
      DATABASE_URL: await block.databases.fresh(),
      CONTACT_WEBHOOK_URL: unsignedReceiver.url,
    });
    const extras = submissionExtras();
    expect(
      (await postJson(unsigned.origin, "/api/forms/contact", { ...contactFields(), ...extras }))
        .status,
    ).toBe(200);
    const delivery = await deliveryOf(unsignedReceiver, extras.submissionId);
    expect(delivery.headers["webhook-id"]).toBe(extras.submissionId);
    expect(delivery.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
    expect(delivery.headers).not.toHaveProperty("webhook-signature");
    await unsigned.stop();
  });
});
