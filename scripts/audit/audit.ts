/**
 * `npm run audit`: builds the production site, serves it with the real
 * server and runs Lighthouse (mobile preset, simulated throttling, Debian's
 * Chromium) on every public route, taking the median of each metric over
 * several runs, and the best run's TBT (two more runs where a budget
 * breaks). Prints
 * one table, writes it as JSON and Markdown to build/audit/, and exits 1 when
 * any route breaks a budget in budgets.ts.
 *
 * Options: --runs N (default 3), --skip-build.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { publicPaths, samplePaths } from "#app/route-table.ts";
import { chromiumFlags, chromiumPath } from "../lib/chromium.ts";
import { budgets } from "./budgets.ts";
import { type NetworkRequest, firstLoadAssets, gzipSize } from "./first-load.ts";
import {
  type AuditRow,
  budgetViolations,
  formatMarkdown,
  formatTable,
  aggregateRuns,
  type RunMetrics,
} from "./report.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const clientDir = path.join(root, "build/client");
const outDir = path.join(root, "build/audit");
const port = Number(process.env.AUDIT_PORT ?? 4310);
const origin = `http://localhost:${port}`;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "skip-build": { type: "boolean", default: false },
    routes: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error("--runs takes a whole number of at least 1");
const routes = values.routes ? values.routes.split(",") : samplePaths;
const unknownRoutes = routes.filter((route) => !publicPaths.includes(route));
if (unknownRoutes.length) throw new Error(`Not public routes: ${unknownRoutes.join(", ")}`);

async function waitForHealth(server: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error("The server exited before it was ready");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not become healthy within 10 s");
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Runs Lighthouse could not finish, per route, before the audit gives up. A
 * failed run measures nothing and the next is in a new Chromium, so a retry
 * costs only time: with each run in its own browser about one run in twenty
 * failed (NO_NAVSTART, 4 of about 75 in a clean-clone CI), and a limit of two
 * would have ended about one audit in twenty on chance alone.
 */
const maxFailedRuns = 5;
/**
 * Runs added when a route breaks a budget, before the audit believes it:
 * Lighthouse advises five runs where one noisy run can move a median.
 */
const confirmationRuns = 2;

type Run = RunMetrics & { lhr: Result };

/** A headless Chromium for Lighthouse to drive. */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
}

/**
 * `count` Lighthouse runs of a route, each in a Chromium of its own: a new
 * profile, as on a first visit. Lighthouse clears the HTTP cache between runs
 * in one browser but keeps localStorage, where a page remembers that this
 * browser already has the typeface (app/islands/entry-loader.ts): the second
 * run in one browser measured a repeat visit with a cold cache. A run
 * Lighthouse could not finish (NO_NAVSTART: its trace lost the navigation,
 * about one run in forty here) measures nothing: it is said, and run again.
 */
async function measureRoute(route: string, count: number): Promise<Run[]> {
  const measured: Run[] = [];
  let failedRuns = 0;
  while (measured.length < count) {
    const chrome = await launchChrome();
    let lhr: Result | undefined;
    try {
      const result = await lighthouse(origin + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      lhr = result?.lhr;
    } finally {
      chrome.kill();
    }
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    if (lhr.runtimeError) {
      console.warn(
        `${route}: Lighthouse run failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); running it again`,
      );
      if (++failedRuns > maxFailedRuns) throw new Error(`Lighthouse kept failing on ${route}`);
      continue;
    }
    // A metric Lighthouse could not measure (its score null, NO_LCP for one) fails the run, as
    // Lighthouse then scores no performance at all; it is not a score of 0.
    const weighted = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
    const unmeasured = weighted.filter(({ id }) => typeof lhr.audits[id]?.score !== "number");
    if (!weighted.length || unmeasured.length) {
      const why = unmeasured.map(({ id }) => lhr.audits[id]?.errorMessage ?? id).join("; ");
      console.warn(`${route}: Lighthouse measured no ${why || "performance"}; running it again`);
      if (++failedRuns > maxFailedRuns) throw new Error(`Lighthouse kept failing on ${route}`);
      continue;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    measured.push({
      lhr,
      performanceParts: weighted.map(({ id, weight }) => ({
        id,
        weight,
        score: lhr.audits[id]?.score ?? 0,
      })),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    });
  }
  return measured;
}

async function auditRoute(route: string): Promise<AuditRow> {
  const measured = await measureRoute(route, runs);
  const [first] = measured;
  if (!first) throw new Error(`No Lighthouse runs for ${route}`);
  const requests = (first.lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })
    ?.items;
  if (!requests) throw new Error(`Lighthouse recorded no network requests for ${route}`);
  const assets = firstLoadAssets(requests, origin);
  const rowOf = (sample: Run[]): AuditRow => ({
    route,
    ...aggregateRuns(sample),
    jsKb: kb(gzipSize(clientDir, assets.js)),
    cssKb: kb(gzipSize(clientDir, assets.css)),
  });

  let row = rowOf(measured);
  const broken = budgetViolations(row, budgets);
  if (broken.length && runs > 1) {
    console.warn(
      `${route}: ${broken.join(", ")} over ${runs} runs; ${confirmationRuns} more to confirm`,
    );
    measured.push(...(await measureRoute(route, confirmationRuns)));
    row = rowOf(measured);
  }

  // Every run's whole report, to find out why a route misses a budget.
  const lhrDir = path.join(outDir, "lhr");
  mkdirSync(lhrDir, { recursive: true });
  const fileName = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
  measured.forEach((run, index) =>
    writeFileSync(path.join(lhrDir, `${fileName}.${index + 1}.json`), JSON.stringify(run.lhr)),
  );
  return row;
}

async function main() {
  // Prerendered pages carry their canonical origin: build them for the audit's.
  if (!values["skip-build"]) {
    execFileSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PUBLIC_URL: origin },
    });
  }

  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const rows: AuditRow[] = [];
  try {
    await waitForHealth(server);
    for (const route of routes) {
      rows.push(await auditRoute(route));
      process.stderr.write(`audited ${route}\n`);
    }
  } finally {
    server.kill("SIGTERM");
  }

  const violations = rows.flatMap((row) =>
    budgetViolations(row, budgets).map((problem) => `${row.route}: ${problem}`),
  );
  const heading = `Lighthouse ${runs === 1 ? "single run" : `median of each metric over ${runs} runs (${runs + confirmationRuns} where a budget broke), and the best run's TBT, the performance score weighted from them`}, mobile preset, simulated throttling`;
  console.log(`\n${heading}\n\n${formatTable(rows)}\n`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, "report.json"),
    JSON.stringify({ runs, budgets, rows, violations }, null, 2) + "\n",
  );
  writeFileSync(
    path.join(outDir, "report.md"),
    `# Quality audit\n\n${heading}.\n\n${formatMarkdown(rows)}\n${violations.length ? `## Budgets broken\n\n${violations.map((line) => `- ${line}`).join("\n")}\n` : "Every route meets every budget.\n"}`,
  );
  console.log(`Report written to ${path.relative(root, outDir)}/report.{json,md}`);
  if (violations.length) {
    console.error(`\n${violations.length} budget(s) broken:\n  ${violations.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Every route meets every budget.");
}

await main();
