import { describe, expect, it } from "vitest";
import { maxQueryLength, normalizeQuery, searchSite, searchedModelCount } from "./site-search.ts";

describe("the site search", () => {
  it("searches every model of the catalog", () => {
    expect(searchedModelCount).toBe(236);
  });

  it("finds a model by the number on its underside, first, and links to the customizer with it filled", () => {
    const { models } = searchSite("A2681");
    expect(models[0]).toEqual({
      title: "MacBook Air (13-inch, M2, 2022)",
      detail: expect.stringContaining("A2681"),
      href: "/shop/apple/macbook-air-13-inch-m2-2022",
    });
  });

  it("ignores spaces, punctuation and case, and wants every word", () => {
    const titles = searchSite("xps13").models.map((hit) => hit.title);
    expect(titles).toContain("XPS 13 9340");
    expect(titles.every((title) => title.startsWith("XPS 13"))).toBe(true);
    expect(searchSite("dell 9340").models.map((hit) => hit.title)).toEqual(["XPS 13 9340"]);
    expect(searchSite("apple 9340").models).toEqual([]);
  });

  it("finds templates, pages and the FAQ's answers", () => {
    expect(searchSite("xps 13").templates[0]?.href).toMatch(/^\/templates\/dell-xps-13.*\.pdf$/);
    expect(searchSite("bulk").pages.map((hit) => hit.href)).toContain("/bulk-corporate");
    const answers = searchSite("return policy").answers;
    expect(answers[0]).toMatchObject({
      title: "What is your return policy?",
      href: "/faq#returns-answer",
    });
  });

  it("answers nothing for an empty query and cuts a long one", () => {
    expect(searchSite("   ")).toEqual({
      query: "",
      models: [],
      templates: [],
      pages: [],
      answers: [],
    });
    expect(normalizeQuery(`  ${"x".repeat(500)} `)).toHaveLength(maxQueryLength);
    expect(normalizeQuery(null)).toBe("");
  });
});
