import { describe, expect, it } from "vitest";
import { coverageOptions, customizerBrands, brands, product } from "#app/domain/catalog/index.ts";
import { listPriceRangeCents } from "./pricing.ts";
import { bulkDiscountFor, bulkTiers, shippingMethods } from "./policies.ts";
import { reviewSummary, reviews, reviewsPageSize } from "./reviews.ts";
import { jobOpenings, hiringSteps } from "./careers.ts";

describe("catalog", () => {
  it("sells the specified product at the specified prices", () => {
    expect(product).toEqual({
      id: "custom-laptop-wrap",
      title: "Custom Laptop Wrap",
      sku: "CLW-001",
      currency: "USD",
    });
    expect(coverageOptions.map((option) => [option.id, option.label, option.price])).toEqual([
      ["top-only", "Top Only", 24.95],
      ["top-palmrest", "Top + Palmrest", 34.95],
    ]);
    expect(listPriceRangeCents).toEqual({ low: 2495, high: 3495 });
  });

  it("has the eight brands with unique slugs, popular ones first", () => {
    expect(brands.map((brand) => brand.name)).toEqual([
      "Apple",
      "Dell",
      "HP",
      "Lenovo",
      "Microsoft",
      "ASUS",
      "Acer",
      "Chromebook",
    ]);
    expect(new Set(brands.map((brand) => brand.slug)).size).toBe(8);
    expect(brands.filter((brand) => brand.popular).map((brand) => brand.name)).toEqual([
      "Apple",
      "Dell",
      "HP",
      "Lenovo",
    ]);
    expect(customizerBrands).toEqual([...brands.map((brand) => brand.name), "Razer", "Other"]);
  });
});

describe("policies", () => {
  it.each([
    [9, 0],
    [10, 0.15],
    [24, 0.15],
    [25, 0.2],
    [49, 0.2],
    [50, 0.25],
    [99, 0.25],
    [100, 0.3],
    [5000, 0.3],
  ])("%i identical designs get %f off", (quantity, discount) => {
    expect(bulkDiscountFor(quantity)).toBe(discount);
  });

  it("has contiguous tiers and the three shipping methods", () => {
    for (let index = 1; index < bulkTiers.length; index++) {
      expect(bulkTiers[index]!.min).toBe(bulkTiers[index - 1]!.max! + 1);
    }
    expect(shippingMethods.map((method) => [method.label, method.days, method.price])).toEqual([
      ["Standard", "5–7", 4.99],
      ["Express", "2–3", 9.99],
      ["Overnight", "1", 24.99],
    ]);
  });
});

describe("reviews and careers", () => {
  it("keeps the published summary and enough reviews for two pages", () => {
    expect(reviewSummary.totalReviews).toBe(2847);
    expect(reviewSummary.averageRating).toBe(4.9);
    expect(reviewSummary.distribution.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1);
    expect(reviews.length).toBeGreaterThan(reviewsPageSize);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
  });

  it("lists the three openings and the four hiring steps", () => {
    expect(jobOpenings.map((job) => [job.title, job.salary.min, job.salary.max])).toEqual([
      ["Graphic Designer", 50_000, 65_000],
      ["Production Associate", 35_000, 45_000],
      ["Customer Success Manager", 45_000, 55_000],
    ]);
    expect(hiringSteps.map((step) => step.title)).toEqual([
      "Application",
      "Phone Screen",
      "Interview",
      "Decision",
    ]);
  });
});
