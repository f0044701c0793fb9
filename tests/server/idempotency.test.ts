import { describe, expect, it } from "vitest";
import { engineNames, readStore, useForwardingServer } from "../support/harness.ts";
import { type Answer, postForm, postJson, waitFor } from "../support/http.ts";
import { contactFields, newsletterFields, submissionExtras } from "../support/samples.ts";

describe.each(engineNames)("a repeated post is one submission (%s)", (engine) => {
  const block = useForwardingServer(engine);

  /** Waits until every queued delivery has been sent and marked delivered. */
  async function drainOutbox() {
    await waitFor(
      async () =>
        (await readStore(block.databaseUrl)).outbox.every((row) => row.state === "delivered"),
      { message: "an empty outbox" },
    );
  }

  function expectValid(responses: Answer[]) {
    for (const response of responses) {
      expect(response.status, response.text).toBe(200);
      expect(response.json()).toEqual({ outcome: "valid" });
    }
  }

  async function expectOneRecord(id: string) {
    const store = await readStore(block.databaseUrl);
    expect(store.submissions.filter((row) => row.id === id)).toHaveLength(1);
    expect(store.outbox.filter((row) => row.submission_id === id)).toMatchObject([
      { state: "delivered", attempts: 1 },
    ]);
  }

  it("takes the same submissionId twice (a resend) as one submission, delivered once", async () => {
    const fields = { ...contactFields(), ...submissionExtras() };
    expectValid([await postJson(block.server.origin, "/api/forms/contact", fields)]);
    await waitFor(() => block.receiver.forId(fields.submissionId).length === 1, {
      message: "delivery",
    });
    // The same post again, after delivery, and in the form script's encoding.
    expectValid([
      await postJson(block.server.origin, "/api/forms/contact", fields),
      await postForm(block.server.origin, "/api/forms/contact", fields),
    ]);
    expect((await postForm(block.server.origin, "/contact", fields)).status).toBe(200);
    await drainOutbox();
    expect(block.receiver.forId(fields.submissionId)).toHaveLength(1);
    await expectOneRecord(fields.submissionId);
  });

  it("takes concurrent posts of one submissionId (a double click) as one submission", async () => {
    const fields = { ...contactFields(), ...submissionExtras() };
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 2
          ? postJson(block.server.origin, "/api/forms/contact", fields)
          : postForm(block.server.origin, "/api/forms/contact", fields),
      ),
    );
    expectValid(responses);
    await drainOutbox();
    expect(block.receiver.forId(fields.submissionId)).toHaveLength(1);
    await expectOneRecord(fields.submissionId);
  });

  it("keeps one newsletter record per address, whatever the id or the letter case", async () => {
    const local = `reader-${crypto.randomUUID()}`;
    const spellings = [
      `${local}@example.com`,
      `${local.toUpperCase()}@Example.COM`,
      ` ${local}@EXAMPLE.com `,
    ];
    expectValid([
      await postJson(block.server.origin, "/api/forms/newsletter", {
        ...newsletterFields(spellings[0]),
        ...submissionExtras(),
      }),
    ]);
    // Again with other ids and spellings, some of them at the same moment.
    expectValid(
      await Promise.all(
        [...spellings, ...spellings].map((email) =>
          postForm(block.server.origin, "/api/forms/newsletter", { email, ...submissionExtras() }),
        ),
      ),
    );
    await drainOutbox();
    const deliveries = block.receiver.received.filter((entry) =>
      entry.body.toLowerCase().includes(local.toLowerCase()),
    );
    expect(deliveries).toHaveLength(1);
    const id = String(deliveries[0]!.headers["webhook-id"]);
    expect(id).toMatch(/^newsletter-[0-9a-f]{40}$/);
    expect(JSON.parse(deliveries[0]!.body).email).toBe(spellings[0]);
    await expectOneRecord(id);
  });

  it("gives different addresses different newsletter records", async () => {
    const emails = [newsletterFields().email, newsletterFields().email];
    expectValid(
      await Promise.all(
        emails.map((email) => postJson(block.server.origin, "/api/forms/newsletter", { email })),
      ),
    );
    await drainOutbox();
    for (const email of emails) {
      expect(block.receiver.received.filter((entry) => entry.body.includes(email))).toHaveLength(1);
    }
  });
});
