import { median } from "./stats.ts";

/** One load run's figures, taken from autocannon's result. */
export interface LoadFigures {
  /** Mean responses per second over the run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses received in all. */
  responses: number;
  /** Connection errors and timeouts: requests that got no answer. */
  errors: number;
  non2xx: number;
  /** 2xx answers whose body was not the expected one. */
  mismatches: number;
  /** What the first failed request met (e.g. "connect ECONNREFUSED …"). */
  firstError?: string;
  /**
   * The server's CPU time per answered request, in µs (Linux: /proc), all its
   * threads and its main thread (the event loop) alone: steadier than req/s
   * on a shared machine, and it says where the time went.
   */
  cpuPerRequestUs?: { process: number; mainThread: number };
  /** The load generator's own CPU time per answered request, in µs: it runs on the same cores. */
  generatorCpuPerRequestUs?: number;
}

export interface Durability {
  acknowledged: number;
  /** Acknowledged ids found in the database. */
  stored: number;
  missing: number;
  /** Every row in the table, including writes whose answer the load generator never read. */
  rows: number;
}

export interface EngineResult {
  engine: "sqlite" | "postgres";
  /** Each load's rounds combined (combineRounds). */
  healthz: LoadFigures;
  contact: LoadFigures;
  /** contact req/s ÷ healthz req/s in each round: how much the machine drifted between them. */
  roundRatios?: number[];
  durability: Durability;
  /** Set when the server stopped before the loads were over. */
  serverDied?: string;
}

/**
 * The intake's target (SQLite, issue 38): durable contact posts at half of
 * /healthz's req/s or more, p99 latency, no errors.
 */
export const target = { engine: "sqlite", minRatio: 0.5, maxP99Ms: 100 } as const;

const engineTitles = {
  sqlite: "SQLite (WAL, synchronous=FULL)",
  postgres: "PostgreSQL (fsync on)",
} as const;

/** contact req/s ÷ healthz req/s: what share of the server's bare HTTP capacity the intake keeps. */
export const rpsRatio = ({
  contact,
  healthz,
}: {
  contact: Pick<LoadFigures, "rps">;
  healthz: Pick<LoadFigures, "rps">;
}): number => (healthz.rps > 0 ? contact.rps / healthz.rps : 0);

/**
 * A load's rounds, each as long as the others, as one run: the mean req/s,
 * the median round's p50 and the worst round's p99, answers and failures
 * summed, CPU per request over all the rounds' answers. The intake benchmark
 * alternates short rounds of its two loads, so that the baseline and the
 * intake are measured in the same minutes of a shared machine whose speed
 * drifts (from one minute to the next, /healthz alone was seen anywhere from
 * 8,000 to 16,000 req/s).
 */
export function combineRounds(rounds: LoadFigures[]): LoadFigures {
  if (!rounds.length) throw new Error("combineRounds needs at least one round");
  const sum = (figure: (round: LoadFigures) => number) =>
    rounds.reduce((total, round) => total + figure(round), 0);
  const responses = sum((round) => round.responses);
  /** A per-request figure over all the rounds' answers. */
  const perRequest = (figure: (round: LoadFigures) => number | undefined) => {
    if (rounds.some((round) => figure(round) === undefined)) return undefined;
    return responses > 0 ? sum((round) => (figure(round) ?? 0) * round.responses) / responses : 0;
  };
  const process = perRequest((round) => round.cpuPerRequestUs?.process);
  const mainThread = perRequest((round) => round.cpuPerRequestUs?.mainThread);
  const generator = perRequest((round) => round.generatorCpuPerRequestUs);
  const firstError = rounds.find((round) => round.firstError)?.firstError;
  return {
    rps: sum((round) => round.rps) / rounds.length,
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    responses,
    errors: sum((round) => round.errors),
    non2xx: sum((round) => round.non2xx),
    mismatches: sum((round) => round.mismatches),
    ...(firstError && { firstError }),
    ...(process !== undefined &&
      mainThread !== undefined && {
        cpuPerRequestUs: { process, mainThread },
      }),
    ...(generator !== undefined && { generatorCpuPerRequestUs: generator }),
  };
}

const failedRequests = (figures: LoadFigures) =>
  figures.errors + figures.non2xx + figures.mismatches;

/** Why the run must fail whatever its speed: unanswered or refused requests, lost submissions. */
export function failures(result: EngineResult): string[] {
  const problems: string[] = [];
  for (const load of ["healthz", "contact"] as const) {
    const { errors, non2xx, mismatches, firstError } = result[load];
    if (failedRequests(result[load]) > 0)
      problems.push(
        `${result.engine} ${load}: ${errors} errors, ${non2xx} non-2xx, ${mismatches} unexpected bodies` +
          (firstError ? ` (first error: ${firstError})` : ""),
      );
  }
  if (result.serverDied) problems.push(`${result.engine}: ${result.serverDied}`);
  const { missing, acknowledged } = result.durability;
  if (missing > 0 || acknowledged === 0)
    problems.push(
      `${result.engine}: ${missing} of ${acknowledged} acknowledged submissions missing`,
    );
  return problems;
}

/** One line judging the contact load against the target (informational on other engines). */
export function verdict(result: EngineResult): string {
  const { p99Ms } = result.contact;
  const ratio = rpsRatio(result);
  const shortfalls = [
    ratio < target.minRatio && `${ratio.toFixed(3)} of /healthz's req/s < ${target.minRatio}`,
    p99Ms >= target.maxP99Ms && `p99 ${formatMs(p99Ms)} ms ≥ ${target.maxP99Ms} ms`,
    failedRequests(result.contact) > 0 && "requests failed",
    result.durability.missing > 0 && "acknowledged submissions missing",
  ].filter((shortfall) => typeof shortfall === "string");
  const goal = `durable submissions ≥ ${target.minRatio} of /healthz's req/s, p99 < ${target.maxP99Ms} ms, no errors`;
  const judged = shortfalls.length ? `MISSED: ${shortfalls.join("; ")}` : `MET (${goal})`;
  return result.engine === target.engine
    ? `Verdict: target ${judged}`
    : `Verdict (for reference; the target is set for SQLite): ${judged}`;
}

export const formatNumber = (value: number) => Math.round(value).toLocaleString("en-US");
export const formatMs = (value: number) => value.toFixed(value < 9.95 ? 1 : 0);

/** The per-engine block printed to the terminal. */
export function formatEngine(
  result: EngineResult,
  { seconds, connections, rounds }: { seconds: number; connections: number; rounds: number },
): string {
  const header = ["Load", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx"];
  const row = (name: string, figures: LoadFigures) => [
    name,
    formatNumber(figures.rps),
    formatMs(figures.p50Ms),
    formatMs(figures.p99Ms),
    String(figures.errors),
    String(figures.non2xx) + (figures.mismatches ? ` (+${figures.mismatches} bad 2xx)` : ""),
  ];
  const lines = [header, row("healthz", result.healthz), row("contact", result.contact)];
  const widths = header.map((_, index) =>
    Math.max(...lines.map((line) => line[index]?.length ?? 0)),
  );
  const table = lines.map(
    (line) =>
      "  " +
      line
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join("  "),
  );
  const { acknowledged, stored, missing, rows } = result.durability;
  const cpu = (figures: LoadFigures) =>
    figures.cpuPerRequestUs
      ? `${formatNumber(figures.cpuPerRequestUs.process)} µs (event loop ${formatNumber(figures.cpuPerRequestUs.mainThread)})`
      : "not measured";
  return [
    `${engineTitles[result.engine]}: ${connections} connections, ${seconds} s per load` +
      (rounds > 1
        ? ` in ${rounds} alternating rounds (p50: the median round's; p99: the worst round's)`
        : ""),
    ...table,
    ...(result.serverDied ? [`  WARNING: ${result.serverDied}`] : []),
    `  contact/healthz req/s ratio: ${rpsRatio(result).toFixed(3)}` +
      (result.roundRatios && result.roundRatios.length > 1
        ? ` (round by round: ${result.roundRatios.map((ratio) => ratio.toFixed(3)).join(", ")})`
        : ""),
    `  Server CPU per request: healthz ${cpu(result.healthz)}, contact ${cpu(result.contact)}`,
    ...(result.healthz.generatorCpuPerRequestUs !== undefined &&
    result.contact.generatorCpuPerRequestUs !== undefined
      ? [
          `  Load generator CPU per request (on the same cores): healthz ${formatNumber(result.healthz.generatorCpuPerRequestUs)} µs, contact ${formatNumber(result.contact.generatorCpuPerRequestUs)} µs`,
        ]
      : []),
    `  Durability: ${formatNumber(acknowledged)} acknowledged, ${formatNumber(stored)} stored, ${formatNumber(missing)} missing (${formatNumber(rows)} rows in all: the rest were in flight when a load ended)`,
    `  ${verdict(result)}`,
  ].join("\n");
}
