import { describe, expect, it } from "vitest";
import { brandBySlug, brands } from "#app/domain/catalog/index.ts";
import { brandPageDescription } from "./brand-content.ts";

describe("brandPageDescription", () => {
  it.each(brands.map((brand) => [brand.name, brand] as const))(
    "fits a search snippet for %s",
    (_name, brand) => {
      const description = brandPageDescription(brand);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toContain(brand.description);
    },
  );

  it("drops the offer rather than overflow for a long brand description", () => {
    const apple = brandBySlug("apple");
    if (!apple) throw new Error("Apple missing from the catalog");
    const brand = { ...apple, description: "x".repeat(120) };
    expect(brandPageDescription(brand)).not.toContain("from $");
  });
});
