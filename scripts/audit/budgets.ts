/**
 * Quality budgets every public route must meet (mobile preset, simulated
 * throttling, median of three runs; TBT in the best run, and the performance
 * score weighted from them: report.ts). Tightening one is a one-line change.
 */
export const budgets = {
  /** Lighthouse category scores, 0–100. */
  scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
  /**
   * Performance may sit at 95 at worst while a known cause is being fixed;
   * set `knownCause` to name it, and remove this once it is fixed.
   */
  performanceFloor: { score: 95, knownCause: "" },
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.02,
  /** First-load JavaScript in KB (gzip). */
  firstLoadJsKb: { content: 90, customizer: 150 },
  /** Routes that get the customizer's JavaScript budget. */
  customizerPaths: ["/custom-laptop-wraps"],
};

export type Budgets = typeof budgets;
