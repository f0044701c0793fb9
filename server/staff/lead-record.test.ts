import { describe, expect, it } from "vitest";
import { contactPayload, internationalQuotePayload } from "#app/webhooks/payloads.server.ts";
import { testOrder, testOrderLine } from "../../tests/support/orders.ts";
import { describeLead } from "./lead-record.ts";

/*
 * The console reads a lead through its kind's schema (issue 33): every field
 * the visitor sent, named, and where it came from; a record that is not its
 * kind says so rather than showing blanks.
 */

const context = {
  timestamp: "2026-11-20T17:00:00.000Z",
  page_url: "https://wrapcraft.co/contact?utm_source=newsletter&utm_campaign=fall",
  session_id: "8c3f2a52-9d7b-4c71-a5d4-0e6f1b2c3d4e",
  user_agent: "test",
  ip: "203.0.113.7",
};

describe("a lead as the console reads it", () => {
  it("names a contact message's fields and where it was sent from", () => {
    const payload = contactPayload(
      {
        firstName: "Ana",
        lastName: "Diaz",
        email: "ana@example.com",
        subject: "Framework 13",
        message: "Do you cut wraps for it?",
      },
      context,
    );
    const lead = describeLead("contact", JSON.stringify(payload));
    expect(lead.summary).toBe("Framework 13");
    expect(lead.fields).toEqual(
      expect.arrayContaining([
        ["Message", "Do you cut wraps for it?"],
        ["Sent", context.timestamp],
        ["From the page", context.page_url],
        ["Campaign", "source: newsletter, campaign: fall"],
      ]),
    );
  });

  it("lists each design of an international quote", () => {
    const order = testOrder();
    const payload = internationalQuotePayload(
      {
        customer: order.customer,
        organization: "Lycée Voltaire",
        notes: "Term starts in March",
        address: { ...order.shipTo, country: "FR" },
        lines: [
          testOrderLine({
            id: "line-1",
            quantity: 3,
            totalCents: 7485,
            wrap: {
              device: { brand: "Apple", model: "MacBook Air 13" },
              design_label_name: "Crest",
              options: { coverage: "full", finish: "matte" },
            },
          }),
        ],
        merchandiseCents: 7485,
      },
      context,
    );
    const lead = describeLead("quote", JSON.stringify(payload));
    expect(lead.summary).toBe("International order: 74.85 USD of wraps");
    expect(lead.fields).toContainEqual([
      "Design 1",
      "3 × Apple MacBook Air 13 “Crest” (full, matte): 74.85 USD",
    ]);
  });

  it("says a record that is not its kind could not be read", () => {
    const lead = describeLead("affiliate", JSON.stringify(["not", "a", "lead"]));
    expect(lead.summary).toBe("This affiliate record could not be read");
  });
});
