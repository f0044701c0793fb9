import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { engineNames, logEntries, readStore, useForwardingServer } from "../support/harness.ts";
import { postForm, postJson, waitFor } from "../support/http.ts";
import {
  affiliateFields,
  contactFields,
  newsletterFields,
  quoteFields,
  submissionExtras,
} from "../support/samples.ts";

interface InvalidReply {
  outcome: "invalid";
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
}

describe.each(engineNames)("validation and the honeypot (%s)", (engine) => {
  const block = useForwardingServer(engine);

  /** Posts `body` as JSON, expects 400 "invalid", and answers the reply. */
  async function expectInvalid(form: string, body: Record<string, unknown>): Promise<InvalidReply> {
    const response = await postJson(block.server.origin, `/api/forms/${form}`, body);
    expect(response.status, response.text).toBe(400);
    const reply = response.json() as InvalidReply;
    expect(reply.outcome).toBe("invalid");
    return reply;
  }

  /** Waits for a valid post made after the ones under test: the outbox is then caught up. */
  async function sentinel(): Promise<string> {
    const { submissionId: id } = submissionExtras();
    const response = await postJson(block.server.origin, "/api/forms/contact", {
      ...contactFields(),
      submissionId: id,
    });
    expect(response.status).toBe(200);
    await waitFor(() => block.receiver.forId(id).length === 1, {
      message: "the sentinel's delivery",
    });
    return id;
  }

  it("answers 400 with an error for each missing required field, and stores nothing", async () => {
    const before = await readStore(block.databaseUrl);
    const required = {
      contact: ["email", "firstName", "lastName", "message"],
      quote: ["email", "estimatedQuantity", "firstName", "lastName", "organizationName"],
      affiliate: ["email", "name", "website"],
      newsletter: ["email"],
    };
    for (const [form, fields] of Object.entries(required)) {
      const reply = await expectInvalid(form, { ...submissionExtras() });
      expect(Object.keys(reply.fieldErrors).sort(), form).toEqual(fields);
      for (const messages of Object.values(reply.fieldErrors)) {
        expect(messages).toEqual([expect.stringMatching(/^Please /)]);
      }
    }
    // Blank (and whitespace-only) fields count as missing.
    const blank = await expectInvalid("contact", {
      ...contactFields(),
      firstName: "   ",
      message: "",
    });
    expect(Object.keys(blank.fieldErrors).sort()).toEqual(["firstName", "message"]);
    expect(blank.fieldErrors.firstName).toEqual(["Please enter your first name."]);
    expect(await readStore(block.databaseUrl)).toEqual(before);
  });

  it("names each invalid field with its own message, and echoes what was typed", async () => {
    const before = await readStore(block.databaseUrl);
    const contact = await expectInvalid("contact", {
      ...contactFields(),
      email: "ana@",
      phone: "call me maybe",
      subject: "s".repeat(151),
      message: "m".repeat(5001),
    });
    expect(contact.fieldErrors).toEqual({
      email: ["Please enter a valid email address, like name@example.com."],
      phone: ["Please use only digits, spaces and + ( ) - . in the phone number."],
      subject: ["Please keep the subject under 150 characters."],
      message: ["Please keep your message under 5000 characters."],
    });
    expect(contact.values).toMatchObject({ email: "ana@", phone: "call me maybe" });

    for (const [quantity, message] of [
      ["abc", "Please enter how many devices you need wrapped."],
      ["0", "Please enter how many devices you need wrapped."],
      ["2.5", "Please enter the number of devices as a whole number."],
      ["100001", "For more than 100,000 devices, please call us."],
    ]) {
      const quote = await expectInvalid("quote", { ...quoteFields(), estimatedQuantity: quantity });
      expect(quote.fieldErrors, quantity).toEqual({ estimatedQuantity: [message] });
    }
    const organization = await expectInvalid("quote", {
      ...quoteFields(),
      organizationType: "Spaceship",
      firstName: "f".repeat(81),
    });
    expect(Object.keys(organization.fieldErrors).sort()).toEqual(["firstName", "organizationType"]);

    for (const website of ["ftp://example.com", "instagram.com/me", "https://"]) {
      const affiliate = await expectInvalid("affiliate", { ...affiliateFields(), website });
      expect(affiliate.fieldErrors, website).toEqual({
        website: ["Please enter a full URL, like https://instagram.com/yourname."],
      });
    }
    const newsletter = await expectInvalid("newsletter", { email: "a".repeat(250) + "@x.com" });
    expect(newsletter.fieldErrors.email).toContain("That email address is too long.");
    expect(await readStore(block.databaseUrl)).toEqual(before);
  });

  it("answers a GET of the JSON endpoint with 405, naming POST", async () => {
    const response = await fetch(`${block.server.origin}/api/forms/contact`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ outcome: "failed" });
  });

  it("reports fields of the wrong JSON type as missing", async () => {
    const reply = await expectInvalid("contact", {
      firstName: ["Ana"],
      lastName: { first: "Diaz" },
      email: null,
      message: 42,
    });
    expect(Object.keys(reply.fieldErrors).sort()).toEqual(["email", "firstName", "lastName"]);
    expect(reply.values).toEqual({ message: "42" });
  });

  it("shows the errors on the page when the post comes without JavaScript", async () => {
    const before = await readStore(block.databaseUrl);
    const response = await postForm(block.server.origin, "/bulk-corporate", {
      firstName: "",
      email: "not-an-email",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.text).toContain("Please enter your first name.");
    expect(response.text).toContain("Please enter a valid email address");
    expect(await readStore(block.databaseUrl)).toEqual(before);
  });

  it("ignores unknown fields: they neither fail validation nor reach the payload", async () => {
    const invalid = await expectInvalid("contact", { email: "x", isAdmin: "true" });
    expect(invalid.fieldErrors).not.toHaveProperty("isAdmin");

    const extras = submissionExtras();
    const response = await postJson(block.server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
      isAdmin: "true",
      event: "order_paid",
      source: "admin",
      ip: "10.0.0.1",
      design_label_name: "injected",
      utm: "x",
    });
    expect(response.status).toBe(200);
    await waitFor(() => block.receiver.forId(extras.submissionId).length === 1, {
      message: "the delivery",
    });
    const payload = JSON.parse(block.receiver.forId(extras.submissionId)[0]!.body);
    expect(payload).not.toHaveProperty("isAdmin");
    expect(payload).toMatchObject({
      event: "contact_form_submission",
      source: "website",
      ip: "127.0.0.1",
      design_label_name: null,
      utm: { source: null },
    });
  });

  it("drops a post with the honeypot filled: 200 'ignored', nothing stored or sent, counted in the log", async () => {
    const before = await readStore(block.databaseUrl);
    const deliveredBefore = block.receiver.received.length;
    const drops: [string, () => Promise<{ status: number; text: string }>][] = [
      [
        "JSON",
        () =>
          postJson(block.server.origin, "/api/forms/contact", {
            ...contactFields(),
            ...submissionExtras(),
            leave_blank: "http://spam.example",
          }),
      ],
      [
        "urlencoded",
        () =>
          postForm(block.server.origin, "/api/forms/quote", {
            ...quoteFields(),
            ...submissionExtras(),
            leave_blank: "1",
          }),
      ],
      [
        "newsletter",
        () =>
          postForm(block.server.origin, "/api/forms/newsletter", {
            ...newsletterFields(),
            leave_blank: "x",
          }),
      ],
    ];
    for (const [name, post] of drops) {
      const response = await post();
      expect(response.status, name).toBe(200);
      expect(JSON.parse(response.text), name).toEqual({ outcome: "ignored" });
    }
    const page = await postForm(block.server.origin, "/contact", {
      ...contactFields(),
      leave_blank: "spam",
    });
    expect(page.status).toBe(200);

    // An empty honeypot is what a person sends: taken in as usual.
    const person = submissionExtras();
    const kept = await postForm(block.server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...person,
      leave_blank: "",
    });
    expect(kept.json()).toEqual({ outcome: "valid" });

    const sentinelId = await sentinel();
    const after = await readStore(block.databaseUrl);
    expect(after.submissions.map((row) => row.id)).toEqual([
      ...before.submissions.map((row) => row.id),
      person.submissionId,
      sentinelId,
    ]);
    expect(
      block.receiver.received
        .slice(deliveredBefore)
        .map((entry) => entry.headers["webhook-id"])
        .sort(),
    ).toEqual([person.submissionId, sentinelId].sort());

    const dropped = block.server
      .log()
      .split("\n")
      .filter((line) => line.startsWith("{") && line.includes("honeypot"))
      .map((line) => JSON.parse(line) as { form: string; honeypotDrops: number });
    expect(dropped.map((entry) => [entry.form, entry.honeypotDrops])).toEqual([
      ["contact", 1],
      ["quote", 2],
      ["newsletter", 3],
      ["contact", 4],
    ]);
    expect(logEntries(block.server.log(), "Form post dropped: honeypot filled")).toHaveLength(4);
  });

  it("answers 409 when a submission id is reused for another kind of form", async () => {
    const id = randomUUID();
    const first = await postJson(block.server.origin, "/api/forms/contact", {
      ...contactFields(),
      submissionId: id,
    });
    expect(first.status).toBe(200);
    const second = await postJson(block.server.origin, "/api/forms/quote", {
      ...quoteFields(),
      submissionId: id,
    });
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({ outcome: "failed", message: expect.any(String) });
    const stored = (await readStore(block.databaseUrl)).submissions.filter((row) => row.id === id);
    expect(stored.map((row) => row.kind)).toEqual(["contact"]);
  });
});
