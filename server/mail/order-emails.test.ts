import { describe, expect, it } from "vitest";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { testOrder as order } from "../../tests/support/orders.ts";
import { orderConfirmationEmail, shopNoticeEmail } from "./order-emails.ts";

const statusUrl = "https://wrapcraft.test/orders/WC-7K3M9Q2A?token=abc&view=1";

const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';

function hostileOrder(): PlacedOrder {
  const base = order();
  return order({
    customer: { ...base.customer, name: `Jane ${hostile}` },
    notes: `Rush, please ${hostile}`,
    lines: base.lines.map((item) => ({
      ...item,
      design: {
        ...item.design,
        designName: `Waves ${hostile}`,
        notes: `Text: ${hostile}`,
        artwork: {
          id: "art1",
          url: "https://wrapcraft.test/artwork/art1",
          filename: `logo ${hostile}.png`,
          mimeType: "image/png",
        },
      },
    })),
  });
}

describe("order e-mails", () => {
  it("escapes the customer's text in HTML and keeps it as typed in plain text", () => {
    for (const email of [
      orderConfirmationEmail(hostileOrder(), statusUrl),
      shopNoticeEmail(hostileOrder()),
    ]) {
      expect(email.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
      expect(email.html).toContain("Waves &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(email.html).not.toContain("&amp;lt;");
      expect(email.text).toContain(`Waves ${hostile}`);
    }
    const notice = shopNoticeEmail(hostileOrder()).html;
    expect(notice).toContain("Rush, please &lt;script&gt;");
    expect(notice).toContain("Text: &lt;script&gt;");
  });

  it("lists each line, its volume discount and the totals in both bodies", () => {
    const { text, html } = orderConfirmationEmail(order(), statusUrl);
    // What an inbox shows before the e-mail is opened holds nothing the customer typed.
    const firstLines = text.split("\n").slice(0, 6).join("\n");
    expect(firstLines).toMatch(/^Thank you for your order WC-7K3M9Q2A, placed/);
    expect(firstLines).not.toContain("Jane");
    expect(text.indexOf("Jane Doe")).toBeGreaterThan(text.indexOf("Ship to"));
    expect(text).toContain("WC-7K3M9Q2A");
    for (const expected of [
      "Device: MacBook Air 13",
      "Coverage: Full wrap",
      "Finish: Matte",
      "Quantity: 10",
      "Unit price: $24.95",
      "Volume discount (15%): −$37.40",
      "Price each after discount: $21.21",
      "Line total: $212.10",
      "Line total: $34.95",
      "Merchandise: $284.45",
      "Volume discounts: −$37.40",
      "Shipping: Standard, 5–7 business days: Free",
      "Total: $247.05",
    ]) {
      expect(text).toContain(expected);
      const [label = "", value = ""] = expected.split(/: (?=[^:]*$)/);
      expect(html).toContain(`>${label}</td>`);
      expect(html).toContain(`>${value}</td>`);
    }
    // The second line has no discount, so exactly one discount line appears.
    expect(text.match(/Volume discount \(/g)).toHaveLength(1);
    expect(text).toContain("Jane Doe\n1 Main St\nSpringfield, IL 62701");
    expect(html).toContain('<html lang="en">');
  });

  it("prices shipping by its method", () => {
    const express = orderConfirmationEmail(
      order({
        shipping: { method: "express", label: "Express", days: "2–3", cents: 999 },
        shippingCents: 999,
        totalCents: 15_721,
      }),
      statusUrl,
    );
    expect(express.text).toContain("Shipping: Express, 2–3 business days: $9.99");
    expect(express.text).toContain("Total: $157.21");
    const overnight = orderConfirmationEmail(
      order({ shipping: { method: "overnight", label: "Overnight", days: "1", cents: 2499 } }),
      statusUrl,
    );
    expect(overnight.text).toContain("Overnight, 1 business day:");
  });

  it("says what happens next: a proof first, or straight to the invoice", () => {
    const proof = orderConfirmationEmail(order({ proofFirst: true }), statusUrl);
    expect(proof.text).toContain("We e-mail you a proof before printing");
    expect(proof.html).toContain("We e-mail you a proof before printing");
    const direct = orderConfirmationEmail(order({ proofFirst: false }), statusUrl);
    expect(direct.text).not.toContain("proof before printing");
    expect(direct.text).toContain(
      "We check your file and send an invoice or payment link; taxes, if any, are added on the invoice.",
    );
  });

  it("says how the order is paid when Stripe payments are on", () => {
    const pay = (terms: Parameters<typeof orderConfirmationEmail>[3]) =>
      orderConfirmationEmail(order(), statusUrl, undefined, terms).text;
    expect(pay("card_at_checkout")).toContain("You pay by card on Stripe's secure page");
    expect(pay("card_after_proof")).toContain("Once you approve it, you pay by card");
    expect(pay("stripe_invoice")).toContain(
      "send your invoice through Stripe, payable within 30 days",
    );
    expect(pay("card_at_checkout")).not.toContain("send an invoice or payment link");
  });

  it("gives the private status link in both bodies", () => {
    const { text, html } = orderConfirmationEmail(order(), statusUrl);
    expect(text).toContain(statusUrl);
    expect(html).toContain(`href="${statusUrl.replace("&", "&amp;")}"`);
  });

  it("shows the PO number, tax exemption and organization only when given", () => {
    const plain = orderConfirmationEmail(order(), statusUrl).text;
    expect(plain).not.toMatch(/PO number|Tax-exempt|Organization/);
    const business = orderConfirmationEmail(
      order({ organization: "Acme Schools", purchaseOrder: "PO-4471", taxExempt: true }),
      statusUrl,
    ).text;
    expect(business).toContain("Organization: Acme Schools");
    expect(business).toContain("PO number: PO-4471");
    expect(business).toContain("Tax-exempt: Yes");
  });

  it("tells the shop who ordered, what to make and where the artwork is", () => {
    const notice = shopNoticeEmail(hostileOrder());
    expect(notice.subject).toBe("New order WC-7K3M9Q2A — $247.05");
    expect(notice.text).toContain("E-mail: jane@example.com");
    expect(notice.text).toContain("Phone: +1 714 555 0100");
    expect(notice.text).toContain("https://wrapcraft.test/artwork/art1");
    expect(notice.html).toContain('href="https://wrapcraft.test/artwork/art1"');
    expect(notice.text).not.toContain("token=");
    expect(shopNoticeEmail(order(), statusUrl).text).toContain(statusUrl);
  });

  it("tells the shop how each design's artwork prints, and that a poor one was confirmed", () => {
    const base = order();
    const [first, second] = base.lines;
    if (!first || !second) throw new Error("The test order has two lines");
    const notice = shopNoticeEmail(
      order({
        lines: [
          {
            ...first,
            design: { ...first.design, printQuality: { dpi: 96, tier: "poor", confirmed: true } },
          },
          {
            ...second,
            design: {
              ...second.design,
              printQuality: { dpi: 240, tier: "good", confirmed: false },
            },
          },
        ],
      }),
    );
    expect(notice.text).toContain(
      "Print quality: Poor, 96 DPI at print size; the customer chose to print it anyway",
    );
    expect(notice.text).toContain("Print quality: Good, 240 DPI at print size\n");
    // The customer's own confirmation does not repeat it.
    expect(orderConfirmationEmail(base, statusUrl).text).not.toContain("Print quality");
  });
});
