import { describe, expect, it } from "vitest";
import { budgets } from "./budgets.ts";
import { firstLoadAssets } from "./first-load.ts";
import {
  type AuditRow,
  budgetViolations,
  formatMarkdown,
  formatTable,
  aggregateRuns,
} from "./report.ts";

const perfect: AuditRow = {
  route: "/faq",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 20,
  tbtBestMs: 10,
  cls: 0,
  jsKb: 80,
  cssKb: 8,
};

describe("budgetViolations", () => {
  it("passes a route within every budget", () => {
    expect(budgetViolations(perfect, budgets)).toEqual([]);
  });

  it("names every broken budget", () => {
    const slow = {
      ...perfect,
      performance: 91,
      lcpMs: 2800,
      tbtBestMs: 60,
      cls: 0.1,
      jsKb: 120,
    };
    expect(budgetViolations(slow, budgets)).toEqual([
      "performance 91 < 100",
      "LCP 2800 ms > 1200 ms",
      "TBT 60 ms in the best run > 50 ms",
      "CLS 0.1 > 0.02",
      "first-load JS 120 KB > 90 KB",
    ]);
  });

  it("gives the customizer its own JavaScript budget", () => {
    expect(
      budgetViolations({ ...perfect, route: "/custom-laptop-wraps", jsKb: 140 }, budgets),
    ).toEqual([]);
  });

  it("accepts 95 performance only while a known cause is named", () => {
    const row = { ...perfect, performance: 96 };
    expect(budgetViolations(row, budgets)).toEqual(["performance 96 < 100"]);
    const named = { ...budgets, performanceFloor: { score: 95, knownCause: "hero font" } };
    expect(budgetViolations(row, named)).toEqual([]);
  });
});

/** A run's performance parts: Lighthouse 10–13's weights, every metric at `scores`' score or 1. */
const parts = (scores: Record<string, number> = {}) =>
  Object.entries({
    "first-contentful-paint": 10,
    "largest-contentful-paint": 25,
    "total-blocking-time": 30,
    "cumulative-layout-shift": 25,
    "speed-index": 10,
  }).map(([id, weight]) => ({ id, weight, score: scores[id] ?? 1 }));

describe("aggregateRuns", () => {
  const scores = { accessibility: 100, bestPractices: 100, seo: 100, cls: 0 };
  const run = { ...scores, performanceParts: parts() };

  it("takes the median of each metric, not one run's", () => {
    expect(
      aggregateRuns([
        { ...run, lcpMs: 1100, tbtMs: 71 },
        { ...run, lcpMs: 1000, tbtMs: 12 },
        { ...run, lcpMs: 1200, tbtMs: 20 },
      ]),
    ).toEqual({ ...scores, performance: 100, lcpMs: 1100, tbtMs: 20, tbtBestMs: 12 });
  });

  it("scores performance from each metric's median score and TBT's best run", () => {
    // The clean-clone CI's model page: the runs' own scores 100, 100, 99, 99, 98
    // (median 99), every metric but TBT at 1, the best run blocking for 0 ms.
    const tbtScores = [1, 0.99, 0.97, 0.96, 0.94];
    const busy = tbtScores.map((score) => ({
      ...run,
      lcpMs: 990,
      tbtMs: 0,
      performanceParts: parts({ "total-blocking-time": score }),
    }));
    expect(aggregateRuns(busy).performance).toBe(100);
    // A metric slow in most runs lowers the score: its median counts.
    const slowPaint = [0.9, 0.92, 0.95, 1, 1].map((score) => ({
      ...run,
      lcpMs: 1100,
      tbtMs: 0,
      performanceParts: parts({ "largest-contentful-paint": score }),
    }));
    expect(aggregateRuns(slowPaint).performance).toBe(99);
  });

  it("holds TBT to its best run: a busy machine only adds to it", () => {
    const busy = [66, 80, 31, 70, 90].map((tbtMs) => ({ ...run, lcpMs: 1000, tbtMs }));
    const row = { ...perfect, ...aggregateRuns(busy) };
    expect(row.tbtMs).toBe(70);
    expect(budgetViolations(row, budgets)).toEqual([]);
    const slowEveryTime = [66, 80, 55, 70, 90].map((tbtMs) => ({ ...run, lcpMs: 1000, tbtMs }));
    expect(budgetViolations({ ...perfect, ...aggregateRuns(slowEveryTime) }, budgets)).toEqual([
      "TBT 55 ms in the best run > 50 ms",
    ]);
  });

  it("averages the middle two of an even number of runs", () => {
    const runs = [10, 70, 30, 40].map((tbtMs) => ({ ...run, lcpMs: 1000, tbtMs }));
    expect(aggregateRuns(runs).tbtMs).toBe(35);
  });
});

describe("tables", () => {
  it("formats one line per route", () => {
    expect(formatTable([perfect]).split("\n")).toHaveLength(2);
    expect(formatMarkdown([perfect])).toContain(
      "| /faq | 100 | 100 | 100 | 100 | 1.20 s | 20 ms | 10 ms | 0.000 | 80 KB | 8 KB |",
    );
  });
});

describe("firstLoadAssets", () => {
  it("keeps the site's own scripts and stylesheets, once each", () => {
    const origin = "http://localhost:4310";
    const requests = [
      { url: `${origin}/about`, resourceType: "Document" },
      { url: `${origin}/assets/app.css`, resourceType: "Stylesheet" },
      { url: `${origin}/assets/entry.js`, resourceType: "Script" },
      { url: `${origin}/assets/client.js?v=1`, resourceType: "Script" },
      { url: `${origin}/assets/entry.js`, resourceType: "Script" },
      { url: "https://cdn.example.com/x.js", resourceType: "Script" },
      { url: `${origin}/images/hero.webp`, resourceType: "Image" },
    ];
    expect(firstLoadAssets(requests, origin)).toEqual({
      js: ["/assets/entry.js", "/assets/client.js"],
      css: ["/assets/app.css"],
    });
  });
});
