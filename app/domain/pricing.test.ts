import { describe, expect, it } from "vitest";
import { nextTier, priceLine, priceOrder, shippingCents, tierFor } from "./pricing";

describe("volume tiers (SPEC.md section 9)", () => {
  it.each([
    [1, 0],
    [9, 0],
    [10, 0.15],
    [24, 0.15],
    [25, 0.2],
    [49, 0.2],
    [50, 0.25],
    [99, 0.25],
    [100, 0.3],
    [500, 0.3],
  ])("%i units of one design get %f off", (quantity, rate) => {
    expect(tierFor(quantity)?.discount ?? 0).toBe(rate);
    expect(priceLine("top-only", quantity).discountRate).toBe(rate);
  });

  it("says how many more units reach the next tier, and nothing past the top", () => {
    expect(nextTier(1)).toMatchObject({ unitsMore: 9, tier: { discount: 0.15 } });
    expect(nextTier(9)).toMatchObject({ unitsMore: 1, tier: { discount: 0.15 } });
    expect(nextTier(10)).toMatchObject({ unitsMore: 15, tier: { discount: 0.2 } });
    expect(nextTier(24)).toMatchObject({ unitsMore: 1, tier: { discount: 0.2 } });
    expect(nextTier(49)).toMatchObject({ unitsMore: 1, tier: { discount: 0.25 } });
    expect(nextTier(99)).toMatchObject({ unitsMore: 1, tier: { discount: 0.3 } });
    expect(nextTier(100)).toBeUndefined();
  });
});

describe("a design's line", () => {
  it("prices by coverage, in cents", () => {
    expect(priceLine("top-only", 1)).toMatchObject({ unitCents: 2495, totalCents: 2495 });
    expect(priceLine("top-palmrest", 2)).toMatchObject({ unitCents: 3495, totalCents: 6990 });
  });

  it("takes the discount off the line at each boundary", () => {
    expect(priceLine("top-only", 9)).toMatchObject({ grossCents: 22455, discountCents: 0 });
    // 10 × $24.95 = $249.50, 15% off = $37.43 (rounded to the cent), $212.07 to pay.
    expect(priceLine("top-only", 10)).toMatchObject({
      grossCents: 24950,
      discountCents: 3743,
      totalCents: 21207,
    });
    // 25 × $34.95 = $873.75, 20% off = $174.75.
    expect(priceLine("top-palmrest", 25)).toMatchObject({
      discountCents: 17475,
      totalCents: 69900,
    });
    // 50 × $34.95 = $1,747.50, 25% off = $436.875: the discount rounds to $436.88.
    expect(priceLine("top-palmrest", 50)).toMatchObject({
      discountCents: 43688,
      totalCents: 131062,
    });
    // 100 × $34.95 = $3,495.00, 30% off = $1,048.50.
    expect(priceLine("top-palmrest", 100)).toMatchObject({
      discountCents: 104850,
      totalCents: 244650,
    });
  });

  it("refuses quantities that are not whole and positive", () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(() => priceLine("top-only", quantity)).toThrow(RangeError);
    }
  });
});

describe("shipping (PRODUCT.md section 6)", () => {
  it("is free on Standard from $50 of designs, $4.99 below", () => {
    expect(shippingCents("standard", 4999)).toBe(499);
    expect(shippingCents("standard", 5000)).toBe(0);
  });

  it("charges Express and Overnight whatever the order", () => {
    expect(shippingCents("express", 100_000)).toBe(999);
    expect(shippingCents("overnight", 100)).toBe(2499);
  });
});

describe("a whole order", () => {
  it("discounts each identical design on its own and adds shipping", () => {
    const order = priceOrder(
      [
        { coverage: "top-only", quantity: 12 },
        { coverage: "top-palmrest", quantity: 1 },
      ],
      "standard",
    );
    // 12 × 24.95 = 299.40, less 15% (44.91) = 254.49; plus 34.95 = 289.44; free shipping.
    expect(order).toMatchObject({
      merchandiseCents: 28944,
      discountCents: 4491,
      shippingCents: 0,
      totalCents: 28944,
    });
  });

  it("reaches free shipping by the discounted total, not the list price", () => {
    const small = priceOrder([{ coverage: "top-only", quantity: 2 }], "standard");
    expect(small).toMatchObject({ merchandiseCents: 4990, shippingCents: 499, totalCents: 5489 });
    const enough = priceOrder([{ coverage: "top-palmrest", quantity: 2 }], "overnight");
    expect(enough).toMatchObject({ merchandiseCents: 6990, shippingCents: 2499, totalCents: 9489 });
  });
});
