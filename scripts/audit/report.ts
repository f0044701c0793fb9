import type { Budgets } from "./budgets.ts";

/** One route's runs aggregated (see `aggregateRuns`) and its first-load bytes. */
export interface AuditRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** The median run's total blocking time, shown. */
  tbtMs: number;
  /** The best run's, which the budget holds (see `aggregateRuns`). */
  tbtBestMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
}

/** Every budget a row breaks, in words. */
export function budgetViolations(row: AuditRow, budgets: Budgets): string[] {
  const problems: string[] = [];
  const { scores, performanceFloor } = budgets;
  const performanceMin = performanceFloor.knownCause ? performanceFloor.score : scores.performance;
  if (row.performance < performanceMin)
    problems.push(`performance ${row.performance} < ${performanceMin}`);
  if (row.accessibility < scores.accessibility)
    problems.push(`accessibility ${row.accessibility} < ${scores.accessibility}`);
  if (row.bestPractices < scores.bestPractices)
    problems.push(`best practices ${row.bestPractices} < ${scores.bestPractices}`);
  if (row.seo < scores.seo) problems.push(`SEO ${row.seo} < ${scores.seo}`);
  if (row.lcpMs > budgets.lcpMs) problems.push(`LCP ${row.lcpMs} ms > ${budgets.lcpMs} ms`);
  if (row.tbtBestMs > budgets.tbtMs)
    problems.push(`TBT ${row.tbtBestMs} ms in the best run > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) problems.push(`CLS ${row.cls} > ${budgets.cls}`);
  const jsBudget = budgets.customizerPaths.includes(row.route)
    ? budgets.firstLoadJsKb.customizer
    : budgets.firstLoadJsKb.content;
  if (row.jsKb > jsBudget) problems.push(`first-load JS ${row.jsKb} KB > ${jsBudget} KB`);
  return problems;
}

/** One metric's part in a run's performance score: its weight and its score (0–1). */
export interface PerformancePart {
  /** The metric's audit, `total-blocking-time` for one. */
  id: string;
  weight: number;
  score: number;
}

/**
 * What one Lighthouse run measured on a route: the category scores, the
 * metrics, and the parts its performance score is the weighted mean of.
 */
export type RunMetrics = Omit<
  AuditRow,
  "route" | "performance" | "jsKb" | "cssKb" | "tbtBestMs"
> & {
  performanceParts: readonly PerformancePart[];
};

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const lower = sorted[Math.floor((sorted.length - 1) / 2)];
  const upper = sorted[Math.floor(sorted.length / 2)];
  if (lower === undefined || upper === undefined) throw new Error("No runs to take a median of");
  return (lower + upper) / 2;
};

/**
 * The median of every score and metric on its own (Lighthouse CI's "median"
 * aggregation), and the best run's total blocking time (its "optimistic"
 * one). Picking the run with the median performance score instead picks an
 * arbitrary run when every run scores 100, and with it that run's TBT.
 *
 * TBT is the one budget held by the best run: it is the main thread's time,
 * and another process on a 2-core machine only ever adds to it (a clean-clone
 * CI measured the home page at a median of 66 ms over five runs where this
 * machine measures 0–3 ms every time). Work the page itself does shows in
 * every run, the best included.
 *
 * The performance score is Lighthouse's weighted mean of its metrics' scores,
 * taken the same way: the median of each metric's score, and TBT's from its
 * best run (see `performanceOf`). The median of the runs' own scores counted
 * the busy machine through TBT's 30 % share: a clean-clone CI failed a model
 * page at 99 whose best run blocked for 0 ms and whose other metrics all
 * scored 100.
 */
export function aggregateRuns(
  runs: readonly RunMetrics[],
): Omit<AuditRow, "route" | "jsKb" | "cssKb"> {
  const of = (key: Exclude<keyof RunMetrics, "performanceParts">) =>
    middle(runs.map((run) => run[key]));
  return {
    tbtBestMs: Math.min(...runs.map((run) => run.tbtMs)),
    performance: performanceOf(runs),
    accessibility: Math.round(of("accessibility")),
    bestPractices: Math.round(of("bestPractices")),
    seo: Math.round(of("seo")),
    lcpMs: Math.round(of("lcpMs")),
    tbtMs: Math.round(of("tbtMs")),
    cls: Math.round(of("cls") * 1000) / 1000,
  };
}

/** The metric whose score is taken from the best run. */
const blockingTime = "total-blocking-time";

/**
 * The performance score (0–100) of several runs: each metric's weight times
 * its median score, or for TBT its best run's, over the sum of the weights,
 * rounded as Lighthouse rounds a category's score.
 */
function performanceOf(runs: readonly RunMetrics[]): number {
  const [first] = runs;
  if (!first) throw new Error("No runs to score");
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of first.performanceParts) {
    const scores = runs.map((run) => {
      const part = run.performanceParts.find((candidate) => candidate.id === id);
      if (!part) throw new Error(`A run has no score for ${id}`);
      return part.score;
    });
    weighted += weight * (id === blockingTime ? Math.max(...scores) : middle(scores));
    weights += weight;
  }
  if (!weights) throw new Error("The runs' performance scores have no weighted metrics");
  return Math.round((weighted / weights) * 100);
}

const columns: { title: string; value: (row: AuditRow) => string }[] = [
  { title: "Route", value: (row) => row.route },
  { title: "Perf", value: (row) => String(row.performance) },
  { title: "A11y", value: (row) => String(row.accessibility) },
  { title: "BP", value: (row) => String(row.bestPractices) },
  { title: "SEO", value: (row) => String(row.seo) },
  { title: "LCP", value: (row) => `${(row.lcpMs / 1000).toFixed(2)} s` },
  { title: "TBT", value: (row) => `${row.tbtMs} ms` },
  { title: "best", value: (row) => `${row.tbtBestMs} ms` },
  { title: "CLS", value: (row) => row.cls.toFixed(3) },
  { title: "JS gz", value: (row) => `${row.jsKb} KB` },
  { title: "CSS gz", value: (row) => `${row.cssKb} KB` },
];

/** A fixed-width table for the terminal. */
export function formatTable(rows: readonly AuditRow[]): string {
  const lines = [
    columns.map((column) => column.title),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
  const widths = columns.map((_, index) =>
    Math.max(...lines.map((line) => line[index]?.length ?? 0)),
  );
  return lines
    .map((line) =>
      line
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join("  "),
    )
    .join("\n");
}

/** The same table in Markdown. */
export function formatMarkdown(rows: readonly AuditRow[]): string {
  const header = `| ${columns.map((column) => column.title).join(" | ")} |`;
  const rule = `|${columns.map((_, index) => (index === 0 ? "---" : "---:")).join("|")}|`;
  const body = rows.map((row) => `| ${columns.map((column) => column.value(row)).join(" | ")} |`);
  return [header, rule, ...body].join("\n") + "\n";
}
