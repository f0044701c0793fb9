import { describe, expect, it } from "vitest";
import { useCasePaths } from "#app/route-table.ts";
import { useCaseContent, contentForUseCasePath, useCases } from "./use-case-content.ts";

describe("use-case content", () => {
  it("has one entry per use-case route, keyed by its own path", () => {
    expect(useCases.map((useCase) => useCase.path)).toEqual([...useCasePaths]);
    for (const path of useCasePaths) expect(useCaseContent[path].path).toBe(path);
  });

  it.each(useCases)("$path has a 120–160 character description", ({ description }) => {
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it.each(useCases)("$path has distinct call-to-action texts", ({ primary, secondary }) => {
    expect(primary.label).not.toBe(secondary.label);
    expect(secondary.to).toBe("/contact");
  });

  it("sends each audience to the call to action the route table names", () => {
    const primaryTargets = Object.fromEntries(useCases.map((c) => [c.path, c.primary.to]));
    expect(primaryTargets).toEqual({
      "/dj-laptop-wraps-skins": "/custom-laptop-wraps",
      "/real-estate-laptop-wraps": "/custom-laptop-wraps",
      "/school-laptop-wraps": "/bulk-corporate",
      "/business-laptop-wraps": "/bulk-corporate",
      "/law-firm-laptop-wraps": "/business-laptop-wraps",
    });
  });
});

describe("contentForUseCasePath", () => {
  it("finds the content for a path, with or without a trailing slash", () => {
    expect(contentForUseCasePath("/school-laptop-wraps").name).toBe("School Laptop Wraps");
    expect(contentForUseCasePath("/school-laptop-wraps/").name).toBe("School Laptop Wraps");
  });

  it("throws for a path that is not a use case", () => {
    expect(() => contentForUseCasePath("/use-cases")).toThrow(/No use-case content/);
  });
});
