import { describe, expect, it } from "vitest";
import { bulkTierFor } from "./policies.ts";
import { nextTier, priceLine, priceOrder, shippingCents } from "./pricing.ts";

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
    expect(bulkTierFor(quantity)?.discount ?? 0).toBe(rate);
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

  it("takes the discount off the unit price, rounded to the cent, at each boundary", () => {
    expect(priceLine("top-only", 9)).toMatchObject({ grossCents: 22455, discountCents: 0 });
    // $24.95 less 15% is $21.2075: $21.21 each, so 10 cost $212.10 (and save $37.40).
    expect(priceLine("top-only", 10)).toMatchObject({
      grossCents: 24950,
      discountedUnitCents: 2121,
      discountCents: 3740,
      totalCents: 21210,
    });
    // $34.95 less 20% is exactly $27.96.
    expect(priceLine("top-palmrest", 25)).toMatchObject({
      discountedUnitCents: 2796,
      discountCents: 17475,
      totalCents: 69900,
    });
    // $34.95 less 25% is $26.2125: $26.21 each.
    expect(priceLine("top-palmrest", 50)).toMatchObject({
      discountedUnitCents: 2621,
      discountCents: 43700,
      totalCents: 131050,
    });
    // $24.95 less 30% is $17.465, half a cent: rounded up to $17.47, so 100 cost $1,747.00.
    expect(priceLine("top-only", 100)).toMatchObject({
      discountedUnitCents: 1747,
      totalCents: 174700,
    });
    expect(priceLine("top-palmrest", 100)).toMatchObject({
      discountedUnitCents: 2447,
      discountCents: 104800,
      totalCents: 244700,
    });
  });

  it("is its discounted unit price times the quantity at every quantity", () => {
    for (const coverage of ["top-only", "top-palmrest"] as const) {
      for (let quantity = 1; quantity <= 250; quantity += 1) {
        const line = priceLine(coverage, quantity);
        expect(line.totalCents).toBe(line.discountedUnitCents * quantity);
        expect(line.grossCents - line.discountCents).toBe(line.totalCents);
      }
    }
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
    // 12 × $21.21 = $254.52 (12 × $24.95 = $299.40, less $44.88); plus $34.95 = $289.47; free shipping.
    expect(order).toMatchObject({
      merchandiseCents: 28947,
      discountCents: 4488,
      shippingCents: 0,
      totalCents: 28947,
    });
  });

  it("reaches free shipping by the discounted total, not the list price", () => {
    const small = priceOrder([{ coverage: "top-only", quantity: 2 }], "standard");
    expect(small).toMatchObject({ merchandiseCents: 4990, shippingCents: 499, totalCents: 5489 });
    const enough = priceOrder([{ coverage: "top-palmrest", quantity: 2 }], "overnight");
    expect(enough).toMatchObject({ merchandiseCents: 6990, shippingCents: 2499, totalCents: 9489 });
  });
});
