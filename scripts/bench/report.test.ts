import { describe, expect, it } from "vitest";
import {
  type EngineResult,
  type LoadFigures,
  combineRounds,
  failures,
  formatEngine,
  formatMs,
  rpsRatio,
  verdict,
} from "./report.ts";

const load = (figures: Partial<LoadFigures>): LoadFigures => ({
  rps: 10_000,
  p50Ms: 4,
  p99Ms: 12,
  responses: 150_000,
  errors: 0,
  non2xx: 0,
  mismatches: 0,
  ...figures,
});

const fast: EngineResult = {
  engine: "sqlite",
  healthz: load({}),
  contact: load({ rps: 2_500, p50Ms: 18, p99Ms: 45 }),
  durability: { acknowledged: 40_000, stored: 40_000, missing: 0, rows: 40_050 },
};

describe("rpsRatio", () => {
  it("divides contact req/s by healthz req/s", () => {
    expect(rpsRatio(fast)).toBe(0.25);
  });

  it("is 0 when the baseline served nothing", () => {
    expect(rpsRatio({ ...fast, healthz: load({ rps: 0 }) })).toBe(0);
  });
});

describe("verdict", () => {
  it("meets the target on SQLite when fast, quick and clean", () => {
    expect(verdict({ ...fast, contact: load({ rps: 5_000, p99Ms: 45 }) })).toBe(
      "Verdict: target MET (durable submissions ≥ 0.5 of /healthz's req/s, p99 < 100 ms, no errors)",
    );
  });

  it("names every shortfall", () => {
    const slow = { ...fast, contact: load({ rps: 2_500, p99Ms: 189, non2xx: 3 }) };
    expect(verdict(slow)).toBe(
      "Verdict: target MISSED: 0.250 of /healthz's req/s < 0.5; p99 189 ms ≥ 100 ms; requests failed",
    );
  });

  it("judges other engines for reference only", () => {
    expect(verdict({ ...fast, engine: "postgres" })).toMatch(/^Verdict \(for reference.*MISSED/);
  });
});

describe("failures", () => {
  it("passes a clean run whatever its speed", () => {
    expect(failures({ ...fast, contact: load({ rps: 3 }) })).toEqual([]);
  });

  it("fails on unanswered or refused requests and on missing submissions", () => {
    const broken: EngineResult = {
      ...fast,
      healthz: load({ errors: 2, firstError: "read ECONNRESET" }),
      contact: load({ non2xx: 1, mismatches: 4 }),
      durability: { acknowledged: 10, stored: 9, missing: 1, rows: 9 },
    };
    expect(failures(broken)).toEqual([
      "sqlite healthz: 2 errors, 0 non-2xx, 0 unexpected bodies (first error: read ECONNRESET)",
      "sqlite contact: 0 errors, 1 non-2xx, 4 unexpected bodies",
      "sqlite: 1 of 10 acknowledged submissions missing",
    ]);
  });

  it("fails a run whose server died under load", () => {
    const died = { ...fast, serverDied: "the server died during the loads (SIGKILL)" };
    expect(failures(died)).toEqual(["sqlite: the server died during the loads (SIGKILL)"]);
    expect(formatEngine(died, { seconds: 15, connections: 50, rounds: 1 })).toContain(
      "\n  WARNING: the server died during the loads (SIGKILL)\n",
    );
  });

  it("fails a run that acknowledged nothing", () => {
    const empty = { ...fast, durability: { acknowledged: 0, stored: 0, missing: 0, rows: 0 } };
    expect(failures(empty)).toEqual(["sqlite: 0 of 0 acknowledged submissions missing"]);
  });
});

describe("combineRounds", () => {
  it("averages req/s, takes the median p50 and the worst p99, and sums answers and failures", () => {
    const combined = combineRounds([
      load({ rps: 9_000, p50Ms: 5, p99Ms: 14, responses: 45_000, errors: 1 }),
      load({ rps: 12_000, p50Ms: 3, p99Ms: 30, responses: 60_000, firstError: "read ECONNRESET" }),
      load({ rps: 6_000, p50Ms: 4, p99Ms: 11, responses: 30_000, non2xx: 2, mismatches: 1 }),
    ]);
    expect(combined).toEqual({
      rps: 9_000,
      p50Ms: 4,
      p99Ms: 30,
      responses: 135_000,
      errors: 1,
      non2xx: 2,
      mismatches: 1,
      firstError: "read ECONNRESET",
    });
  });

  it("weighs CPU per request by each round's answers, when every round measured it", () => {
    const combined = combineRounds([
      load({ responses: 1_000, cpuPerRequestUs: { process: 100, mainThread: 80 } }),
      load({ responses: 3_000, cpuPerRequestUs: { process: 200, mainThread: 120 } }),
    ]);
    expect(combined.cpuPerRequestUs).toEqual({ process: 175, mainThread: 110 });
    expect(combined.generatorCpuPerRequestUs).toBeUndefined();
    const unmeasured = combineRounds([
      load({ cpuPerRequestUs: { process: 100, mainThread: 80 }, generatorCpuPerRequestUs: 5 }),
      load({}),
    ]);
    expect(unmeasured.cpuPerRequestUs).toBeUndefined();
    expect(unmeasured.generatorCpuPerRequestUs).toBeUndefined();
  });

  it("takes the upper of the middle two rounds' p50s of an even number of rounds", () => {
    const p50s = [8, 2, 4, 6].map((p50Ms) => load({ p50Ms }));
    expect(combineRounds(p50s).p50Ms).toBe(6);
  });
});

describe("formatEngine", () => {
  it("prints the table, the ratio, the CPU per request, durability and the verdict", () => {
    const measured: EngineResult = {
      ...fast,
      healthz: load({ cpuPerRequestUs: { process: 101.4, mainThread: 98 } }),
    };
    const generators: EngineResult = {
      ...measured,
      healthz: { ...measured.healthz, generatorCpuPerRequestUs: 27.4 },
      contact: { ...measured.contact, generatorCpuPerRequestUs: 49 },
    };
    expect(formatEngine(generators, { seconds: 15, connections: 50, rounds: 1 })).toContain(
      "  Load generator CPU per request (on the same cores): healthz 27 µs, contact 49 µs\n",
    );
    expect(formatEngine(measured, { seconds: 15, connections: 50, rounds: 1 })).toBe(
      [
        "SQLite (WAL, synchronous=FULL): 50 connections, 15 s per load",
        "  Load      req/s  p50 ms  p99 ms  errors  non-2xx",
        "  healthz  10,000     4.0      12       0        0",
        "  contact   2,500      18      45       0        0",
        "  contact/healthz req/s ratio: 0.250",
        "  Server CPU per request: healthz 101 µs (event loop 98), contact not measured",
        "  Durability: 40,000 acknowledged, 40,000 stored, 0 missing (40,050 rows in all: the rest were in flight when a load ended)",
        "  Verdict: target MISSED: 0.250 of /healthz's req/s < 0.5",
      ].join("\n"),
    );
  });

  it("says how the rounds alternated and each round's ratio", () => {
    const rounds = formatEngine(
      { ...fast, roundRatios: [0.25, 0.2, 0.3] },
      { seconds: 15, connections: 50, rounds: 3 },
    );
    expect(rounds).toContain(
      "SQLite (WAL, synchronous=FULL): 50 connections, 15 s per load in 3 alternating rounds (p50: the median round's; p99: the worst round's)\n",
    );
    expect(rounds).toContain(
      "  contact/healthz req/s ratio: 0.250 (round by round: 0.250, 0.200, 0.300)\n",
    );
  });

  it("counts 2xx answers with an unexpected body beside the non-2xx", () => {
    const odd = { ...fast, contact: load({ rps: 2_500, non2xx: 2, mismatches: 3 }) };
    expect(formatEngine(odd, { seconds: 15, connections: 50, rounds: 1 })).toContain(
      "       0  2 (+3 bad 2xx)",
    );
  });

  it("shows short latencies with a decimal", () => {
    expect([formatMs(0.84), formatMs(9.96), formatMs(12.4)]).toEqual(["0.8", "10", "12"]);
  });
});
