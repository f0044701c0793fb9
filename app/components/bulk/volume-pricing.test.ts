import { describe, expect, it } from "vitest";
import { discountedUnitPrice } from "~/domain/policies";
import { tierRangeLabel } from "./volume-pricing";

describe("discountedUnitPrice", () => {
  it("applies the discount and rounds half a cent up", () => {
    expect(discountedUnitPrice(24.95, 0.15)).toBe(21.21);
    expect(discountedUnitPrice(34.95, 0.15)).toBe(29.71);
  });

  it("handles the other tiers to the cent", () => {
    expect(discountedUnitPrice(24.95, 0.2)).toBe(19.96);
    expect(discountedUnitPrice(24.95, 0.25)).toBe(18.71);
    expect(discountedUnitPrice(34.95, 0.3)).toBe(24.47);
  });

  it("leaves the price alone without a discount", () => {
    expect(discountedUnitPrice(24.95, 0)).toBe(24.95);
  });
});

describe("tierRangeLabel", () => {
  it("shows a closed range with an en dash and an open top tier with a plus", () => {
    expect(tierRangeLabel({ min: 10, max: 24, discount: 0.15 })).toBe("10–24");
    expect(tierRangeLabel({ min: 100, discount: 0.3 })).toBe("100+");
  });
});
