/**
 * `npm run bench:intake`: how many contact submissions per second the
 * production server takes in durably, on SQLite and on PostgreSQL.
 *
 * For each engine it starts `node server/index.ts` on a fresh database
 * (logging at info as in production, rate limit out of the way,
 * no webhook: the intake is measured, not the delivery worker), warms up,
 * then runs two loads of 50 connections each with autocannon, in alternating
 * rounds (three of 5 s each by default: healthz, contact, healthz, …) so that
 * both are measured in the same minutes of a machine whose speed drifts:
 *   - GET /healthz: the baseline, the cheapest request that reaches the
 *     database (Express middleware + one `select 1`);
 *   - POST /api/forms/contact: a realistic ~530-byte JSON submission with a
 *     submissionId per request made as the form script makes it (newId: a
 *     time-ordered UUID), validated and committed.
 * The ratio contact/healthz req/s is the figure that counts (issue 38's
 * target: 0.5 or more, p99 under 100 ms): it says what share of the server's
 * bare HTTP capacity is left once a request also goes through validation and
 * a durable commit, and it travels between machines better than raw req/s
 * (1.0 = intake costs nothing extra). The server's CPU time per request, all
 * its threads and its event loop alone (from /proc), says where the time
 * went, and is steadier than req/s on a shared machine; the load
 * generator's own (this process) shares the same cores and is printed too.
 * The server logs to a file of its own, not to this process.
 * Afterwards every acknowledged id (answered 200 "valid") must be in the
 * `submissions` table. Timing is printed, not asserted (machines are noisy:
 * mind the load average it prints); the exit code is 1 when a request failed
 * or an acknowledged submission is missing.
 *
 * Options: --duration <s> (default 15, per load, over all its rounds),
 * --rounds <n> (default 3), --engines sqlite,postgres,
 * --connections <n> (default 50), --log-level <level> (default info),
 * --cpu-prof <dir> (writes the server's CPU profile there).
 * Figures are also written to build/bench/intake.json.
 */
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { newId } from "#app/lib/new-id.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import { startServer, tempSqliteUrl } from "../../tests/support/server-process.ts";
import { contactBody, storedIds } from "./intake-data.ts";
import { commitProbeMs, cpuSeconds } from "./machine.ts";
import {
  type EngineResult,
  type LoadFigures,
  combineRounds,
  failures,
  formatEngine,
  formatNumber,
  rpsRatio,
} from "./report.ts";

type Engine = EngineResult["engine"];
const allEngines: Engine[] = ["sqlite", "postgres"];
const root = path.resolve(import.meta.dirname, "../..");
const outFile = path.join(root, "build/bench/intake.json");
const warmupSeconds = 3;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "15" },
    rounds: { type: "string", default: "3" },
    engines: { type: "string", default: allEngines.join(",") },
    connections: { type: "string", default: "50" },
    "log-level": { type: "string", default: "info" },
    "cpu-prof": { type: "string" },
  },
});
const seconds = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
if (!(seconds > 0)) throw new Error("--duration takes a number of seconds above 0");
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error("--rounds takes a whole number of at least 1");
if (!Number.isInteger(connections) || connections < 1)
  throw new Error("--connections takes a whole number of at least 1");
const engines = values.engines.split(",") as Engine[];
const unknown = engines.filter((engine) => !allEngines.includes(engine));
if (unknown.length) throw new Error(`Unknown engines: ${unknown.join(", ")} (sqlite, postgres)`);
const profileDir = values["cpu-prof"] && path.resolve(values["cpu-prof"]);

/** Runs one load; every id answered 200 "valid" goes into `acknowledged`. */
async function load(
  origin: string,
  kind: "healthz" | "contact",
  duration: number,
  acknowledged: Set<string>,
  serverPid?: number,
): Promise<LoadFigures> {
  const target =
    kind === "healthz"
      ? { url: `${origin}/healthz`, expected: '"status":"ok"' }
      : { url: `${origin}/api/forms/contact`, expected: '"outcome":"valid"' };
  let unexpected = 0; // 2xx answers without the expected body
  const request: autocannon.Request = {
    method: kind === "healthz" ? "GET" : "POST",
    onResponse(status, body, context: { id?: string }) {
      const ok = body.includes(target.expected);
      if (status >= 200 && status < 300 && !ok) unexpected += 1;
      if (status === 200 && ok && context.id) acknowledged.add(context.id);
    },
  };
  if (kind === "contact") {
    request.headers = { "content-type": "application/json" };
    request.setupRequest = (raw, context: { id?: string }) => {
      context.id = newId();
      return { ...raw, body: contactBody(context.id) };
    };
  }
  let firstError: string | undefined;
  const cpuBefore = cpuSeconds(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: target.url, connections, duration, requests: [request] };
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))).on(
      "reqError",
      (error) => (firstError ??= error.message),
    );
  });
  const cpuAfter = cpuSeconds(serverPid);
  const generator = process.cpuUsage(generatorBefore);
  const perRequestUs = (seconds: number) => (seconds * 1e6) / Math.max(result.requests.total, 1);
  return {
    ...(cpuBefore &&
      cpuAfter && {
        cpuPerRequestUs: {
          process: perRequestUs(cpuAfter.process - cpuBefore.process),
          mainThread: perRequestUs(cpuAfter.mainThread - cpuBefore.mainThread),
        },
      }),
    generatorCpuPerRequestUs: perRequestUs((generator.user + generator.system) / 1e6),
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    mismatches: unexpected,
    ...(firstError && { firstError }),
  };
}

async function benchEngine(engine: Engine): Promise<EngineResult> {
  const cleanups: (() => unknown)[] = [];
  try {
    let databaseUrl: string;
    if (engine === "sqlite") {
      databaseUrl = tempSqliteUrl();
      const directory = path.dirname(databaseUrl.slice("file:".length));
      cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    } else {
      const cluster = await startPostgresCluster();
      cleanups.push(() => cluster.stop());
      databaseUrl = cluster.url;
    }
    // The server logs to a file, as to a log collector in production: read through a pipe by
    // this process, its lines cost the load generator, on the same two cores, time that only
    // the contact load paid (/healthz is not logged).
    const logDirectory = mkdtempSync(path.join(os.tmpdir(), "wrapcraft-bench-log-"));
    cleanups.push(() => rmSync(logDirectory, { recursive: true, force: true }));
    const server = await startServer(
      {
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: values["log-level"],
        RATE_LIMIT_POSTS: "100000000",
        RATE_LIMIT_WINDOW_SECONDS: "600",
        NODE_OPTIONS: profileDir ? `--cpu-prof --cpu-prof-dir=${profileDir}` : undefined,
      },
      { logFile: path.join(logDirectory, "server.log") },
    );
    cleanups.push(() => server.kill());

    const acknowledged = new Set<string>();
    console.log(`${engine}: server on ${server.origin}; warming up for ${warmupSeconds * 2} s`);
    for (const kind of ["healthz", "contact"] as const) {
      const warmup = await load(server.origin, kind, warmupSeconds, acknowledged);
      if (warmup.errors + warmup.non2xx + warmup.mismatches > 0)
        throw new Error(`${engine} ${kind} warm-up failed: ${JSON.stringify(warmup)}`);
    }
    const roundSeconds = seconds / rounds;
    console.log(
      `${engine}: healthz load, then contact load, ${seconds} s each in ${rounds} rounds of ${roundSeconds} s`,
    );
    const pid = server.process.pid;
    const healthzRounds: LoadFigures[] = [];
    const contactRounds: LoadFigures[] = [];
    for (let round = 0; round < rounds; round++) {
      healthzRounds.push(await load(server.origin, "healthz", roundSeconds, acknowledged, pid));
      contactRounds.push(await load(server.origin, "contact", roundSeconds, acknowledged, pid));
    }
    const roundRatios = contactRounds.map((contact, round) =>
      rpsRatio({ contact, healthz: healthzRounds[round] ?? { rps: 0 } }),
    );
    const healthz = combineRounds(healthzRounds);
    const contact = combineRounds(contactRounds);

    // Something outside may stop the server (a shared machine): say so, then still check the data.
    const { exitCode: early, signalCode } = server.process;
    const serverDied =
      early !== null || signalCode !== null
        ? `the server died during the loads (${signalCode ?? `exit code ${early}`})`
        : undefined;
    const exitCode = serverDied ? 0 : await server.stop();
    if (exitCode !== 0)
      throw new Error(
        `The server exited with ${exitCode}; its log ends:\n${server.log().slice(-4000)}`,
      );

    const stored = await storedIds(engine, databaseUrl);
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    const { size } = acknowledged;
    const durability = { acknowledged: size, stored: size - missing, missing, rows: stored.size };
    return {
      engine,
      healthz,
      contact,
      roundRatios,
      durability,
      ...(serverDied && { serverDied }),
    };
  } finally {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.error(`${engine}: cleanup failed:`, error));
  }
}

const bodyBytes = Buffer.byteLength(contactBody(newId()));
console.log(
  `Intake benchmark: ${connections} connections, ${seconds} s per load, contact body ${bodyBytes} bytes, ` +
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"})\n`,
);
const loadAverage = () => Number(os.loadavg()[0]?.toFixed(2));
const loadBefore = loadAverage();
const probeMs = commitProbeMs(contactBody(""));
console.log(
  `Load average ${loadBefore} before the run (figures are only comparable on an idle machine); ` +
    `one durable SQLite commit alone takes ${probeMs.toFixed(2)} ms on this disk ` +
    `(≤ ${formatNumber(1000 / probeMs)} commits/s one at a time)\n`,
);
const results: EngineResult[] = [];
const problems: string[] = [];
for (const engine of engines) {
  try {
    const result = await benchEngine(engine);
    results.push(result);
    problems.push(...failures(result));
    console.log(`\n${formatEngine(result, { seconds, connections, rounds })}\n`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`${engine}: ${message.split("\n")[0]}`);
    console.error(`${engine}: benchmark failed:`, error);
  }
}

mkdirSync(path.dirname(outFile), { recursive: true });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  connections,
  secondsPerLoad: seconds,
  rounds,
  logLevel: values["log-level"],
  contactBodyBytes: bodyBytes,
  loadAverageBefore: loadBefore,
  loadAverageAfter: loadAverage(),
  sqliteCommitProbeMs: probeMs,
  engines: results.map((result) => ({ ...result, contactToHealthzRps: rpsRatio(result) })),
  problems,
};
writeFileSync(outFile, JSON.stringify(report, null, 2) + "\n");
console.log(
  `Load average ${loadAverage()} after the run. Figures written to ${path.relative(root, outFile)}`,
);
if (problems.length) {
  console.error(`FAILED:\n  ${problems.join("\n  ")}`);
  process.exitCode = 1;
} else {
  const summary = results.map((r) => `${r.engine} ${formatNumber(r.contact.rps)} req/s`);
  console.log(`No failed requests, no missing submissions (${summary.join(", ")}).`);
}
