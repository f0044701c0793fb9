import { describe, expect, it } from "vitest";
import { AffiliateSchema } from "./affiliate.ts";
import { ContactSchema } from "./contact.ts";
import { QuoteSchema } from "./quote.ts";

describe("ContactSchema", () => {
  const valid = { firstName: "Ana", lastName: "Diaz", email: "ana@example.com", message: "Hi" };

  it("accepts the required fields alone", () => {
    expect(ContactSchema.safeParse(valid).success).toBe(true);
  });

  it.each(["firstName", "lastName", "email", "message"] as const)("requires %s", (field) => {
    const result = ContactSchema.safeParse({ ...valid, [field]: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("rejects a malformed email with a clear message", () => {
    const result = ContactSchema.safeParse({ ...valid, email: "ana@" });
    expect(result.error?.issues[0]?.message).toMatch(/valid email address/);
  });

  it("rejects letters in the phone number", () => {
    expect(ContactSchema.safeParse({ ...valid, phone: "call me" }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, phone: "+1 (714) 555-0148" }).success).toBe(true);
  });
});

describe("QuoteSchema", () => {
  const valid = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@school.org",
    organizationName: "Riverside Unified",
    estimatedQuantity: "150",
  };

  it("coerces the quantity and reads checkboxes", () => {
    const result = QuoteSchema.parse({ ...valid, purchaseOrder: "on" });
    expect(result.estimatedQuantity).toBe(150);
    expect(result.purchaseOrder).toBe(true);
    expect(result.designAssistance).toBe(false);
  });

  it("rejects a zero or fractional quantity and an unknown organization type", () => {
    expect(QuoteSchema.safeParse({ ...valid, estimatedQuantity: "0" }).success).toBe(false);
    expect(QuoteSchema.safeParse({ ...valid, estimatedQuantity: "2.5" }).success).toBe(false);
    expect(QuoteSchema.safeParse({ ...valid, organizationType: "Pirates" }).success).toBe(false);
  });
});

describe("AffiliateSchema", () => {
  it("requires an http(s) URL for the website", () => {
    const base = { name: "Kim", email: "kim@example.com" };
    expect(AffiliateSchema.safeParse({ ...base, website: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(
      AffiliateSchema.safeParse({ ...base, website: "https://youtube.com/@kim" }).success,
    ).toBe(true);
  });
});

describe("control characters (issue 16, item 10)", () => {
  const valid = { firstName: "Ana", lastName: "Diaz", email: "ana@example.com", message: "Hi" };
  // A terminal title change, a screen clear, an OSC 52 clipboard write and a C1 CSI.
  const escapes = "\u001b]0;owned\u0007\u001b[2J\u001b]52;c;Y3VybCBldmlsLnNo\u0007\u009b31m";

  it("removes them from one-line fields, where tabs and line breaks become spaces", () => {
    const result = ContactSchema.parse({
      ...valid,
      firstName: `An${escapes}a`,
      subject: "Bulk\r\norder\tfor\u000bschool",
    });
    expect(result.firstName).toBe("An]0;owned[2J]52;c;Y3VybCBldmlsLnNo31ma");
    expect(result.subject).toBe("Bulk order for school");
  });

  it("keeps a message's line breaks and tabs, CR LF made LF", () => {
    const result = ContactSchema.parse({
      ...valid,
      message: `Hello,\r\n\r\nTwo lines\tand a tab.${escapes}\rEnd`,
    });
    expect(result.message).toBe(
      "Hello,\n\nTwo lines\tand a tab.]0;owned[2J]52;c;Y3VybCBldmlsLnNo31m\nEnd",
    );
  });

  it("counts a field made only of control characters as empty", () => {
    const result = ContactSchema.safeParse({ ...valid, lastName: "\u001b\u0007\u009b" });
    expect(result.error?.issues[0]?.path).toEqual(["lastName"]);
  });
});
