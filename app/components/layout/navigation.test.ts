import { describe, expect, it } from "vitest";
import { brandLinks, customizerLink, footerColumns, legalLinks, mainLinks } from "./navigation.ts";
import { pageLabel, publicPaths } from "#app/route-table.ts";

describe("the site's navigation", () => {
  const links = [
    customizerLink,
    ...brandLinks,
    ...mainLinks,
    ...footerColumns.flatMap((column) => column.links),
    ...legalLinks,
  ];

  it("links only to pages of the route table", () => {
    for (const link of links) expect(publicPaths, link.label).toContain(link.to);
  });

  it("calls each page by the one label the route table gives it", () => {
    expect(mainLinks.map((link) => link.label)).toEqual([
      "How It Works",
      "Bulk / Corporate",
      "Reviews",
      "About",
      "Contact",
      "Use Cases",
    ]);
    const labelsByPath = new Map<string, Set<string>>();
    for (const link of links) {
      labelsByPath.set(link.to, (labelsByPath.get(link.to) ?? new Set()).add(link.label));
    }
    for (const [path, labels] of labelsByPath) expect([...labels], path).toHaveLength(1);
  });

  it("refuses a path the route table has no labelled page for", () => {
    expect(() => pageLabel("/not-a-page")).toThrow("No labelled page at /not-a-page");
    // Home is a page of the route table without a label: the logo links to it.
    expect(() => pageLabel("/")).toThrow("No labelled page at /");
  });
});
