import { describe, expect, it } from "vitest";
import {
  applyHref,
  businessDays,
  listAnd,
  listOr,
  salaryRange,
  shippingCost,
  tierRangeLabel,
} from "./wording.ts";

describe("wording", () => {
  it("pluralizes business days", () => {
    expect(businessDays(1)).toBe("1 business day");
    expect(businessDays("1")).toBe("1 business day");
    expect(businessDays(3)).toBe("3 business days");
    expect(businessDays("5–7")).toBe("5–7 business days");
  });

  it("joins lists", () => {
    expect(listOr(["PNG"])).toBe("PNG");
    expect(listOr(["PNG", "JPG"])).toBe("PNG or JPG");
    expect(listOr(["PNG", "JPG", "PDF"])).toBe("PNG, JPG or PDF");
    expect(listAnd(["a", "b", "c"])).toBe("a, b and c");
    expect(listAnd([])).toBe("");
  });

  it("describes tier ranges", () => {
    expect(tierRangeLabel({ min: 10, max: 24, discount: 0.15 })).toBe("10–24");
    expect(tierRangeLabel({ min: 100, discount: 0.3 })).toBe("100+");
  });

  it("describes shipping cost with and without a free threshold", () => {
    expect(
      shippingCost({ id: "standard", label: "Standard", days: "5–7", price: 4.99, freeOver: 50 }),
    ).toBe("Free on orders of $50 or more, otherwise $4.99");
    expect(shippingCost({ id: "express", label: "Express", days: "2–3", price: 9.99 })).toBe(
      "$9.99",
    );
  });

  it("formats salary ranges", () => {
    expect(salaryRange({ min: 50_000, max: 65_000 })).toBe("$50k–$65k");
  });

  it("builds an application link with an encoded subject", () => {
    expect(applyHref("Customer Success Manager")).toBe(
      "/contact?subject=Application%3A%20Customer%20Success%20Manager",
    );
    const subject = new URL(applyHref("R&D Lead"), "http://x").searchParams.get("subject");
    expect(subject).toBe("Application: R&D Lead");
  });
});
