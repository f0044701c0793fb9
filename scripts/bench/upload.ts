/**
 * `npm run bench:upload`: how fast the production server takes in artwork
 * and how much memory a large file costs it.
 *
 * For each size (a 1 MB and a 50 MB PNG of random pixels, so nothing
 * compresses) and each of `--runs` runs (default 5), it starts
 * `node server/index.ts` on a fresh SQLite database and uploads directory,
 * warms up with one small upload, reads the server's resident memory
 * (VmRSS), posts the file once and reads the server's peak resident memory
 * (VmHWM, Linux). Growth = peak − baseline, the memory one file costs while
 * it arrives and is checked: streaming to disk keeps it to a few MB of
 * socket and stream buffers plus garbage not yet collected, where a server
 * that buffered the body would grow by the file's size or more. A fresh
 * server per run keeps one upload's garbage out of the next's figure.
 * Throughput = the file's size ÷ time until the 201 answers, which includes
 * the content check (a header read for PNG). Medians are printed, with the
 * worst growth. Last, ten 50 MB uploads back to back on one server show
 * that growth is bounded (the garbage collector's threshold for buffers),
 * not added up per file.
 * Figures are printed (with the 50 MB / 1 MB ratios), never asserted: the
 * exit code is 1 only when an upload is not answered 201.
 * Figures are also written to build/bench/upload.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { noisePng } from "../../tests/support/artwork.ts";
import { startServer, tempSqliteUrl } from "../../tests/support/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outFile = path.join(root, "build/bench/upload.json");

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);

/** A /proc/<pid>/status figure in MB (Linux). */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function post(origin: string, file: Buffer): Promise<number> {
  const response = await fetch(`${origin}/api/uploads`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", "x-upload-filename": "bench.png" },
    body: new Uint8Array(file),
  });
  await response.arrayBuffer();
  return response.status;
}

interface SizeResult {
  label: string;
  fileMb: number;
  baselineRssMb: number;
  /** Median and worst peak growth over the runs (each on a fresh server). */
  growthMb: number;
  worstGrowthMb: number;
  throughputMbPerS: number;
  failures: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * A server on a fresh database, warmed up (the upload path's modules, sharp
 * and the database, are loaded), with its resident memory at that point.
 */
async function warmServer() {
  const server = await startServer({
    DATABASE_URL: tempSqliteUrl(),
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "100000",
  });
  const { pid } = server.process;
  if (pid === undefined) throw new Error("The server process has no pid");
  await post(server.origin, await noisePng(0.05));
  return { server, pid, baselineRssMb: memoryMb(pid, "VmRSS") };
}

/** One upload on a fresh server: its peak memory growth and its time. */
async function uploadOnce(file: Buffer) {
  const { server, pid, baselineRssMb } = await warmServer();
  try {
    const started = performance.now();
    const status = await post(server.origin, file);
    const seconds = (performance.now() - started) / 1000;
    return {
      ok: status === 201,
      seconds,
      baselineRssMb,
      growthMb: memoryMb(pid, "VmHWM") - baselineRssMb,
    };
  } finally {
    await server.stop();
  }
}

async function measure(label: string, file: Buffer): Promise<SizeResult> {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await uploadOnce(file));
  const fileMb = file.length / (1024 * 1024);
  const growth = samples.map((sample) => sample.growthMb);
  return {
    label,
    fileMb,
    baselineRssMb: median(samples.map((sample) => sample.baselineRssMb)),
    growthMb: median(growth),
    worstGrowthMb: Math.max(...growth),
    throughputMbPerS: median(samples.map((sample) => fileMb / sample.seconds)),
    failures: samples.filter((sample) => !sample.ok).length,
  };
}

/** Many large uploads back to back on one server: growth stays bounded instead of adding up. */
async function sustained(file: Buffer, count: number) {
  const { server, pid, baselineRssMb } = await warmServer();
  try {
    let failures = 0;
    for (let upload = 0; upload < count; upload += 1) {
      if ((await post(server.origin, file)) !== 201) failures += 1;
    }
    return {
      count,
      totalMb: (file.length * count) / (1024 * 1024),
      growthMb: memoryMb(pid, "VmHWM") - baselineRssMb,
      failures,
    };
  } finally {
    await server.stop();
  }
}

const small = await measure("1 MB", await noisePng(1));
const largeFile = await noisePng(49.5);
const large = await measure("50 MB", largeFile);
const results = [small, large];
const sustainedRun = await sustained(largeFile, 10);

const fixed = (value: number, digits = 1) => value.toFixed(digits);
console.log(
  `Artwork upload, ${runs} uploads per size, each on a fresh server (load average ${os
    .loadavg()
    .map((load) => fixed(load, 2))
    .join(" ")}, ${os.cpus().length} CPUs)`,
);
console.log(
  "size     file MB  throughput MB/s  baseline RSS MB  growth MB (median)  growth MB (worst)",
);
for (const result of results) {
  console.log(
    [
      result.label.padEnd(8),
      fixed(result.fileMb).padStart(7),
      fixed(result.throughputMbPerS).padStart(16),
      fixed(result.baselineRssMb).padStart(16),
      fixed(result.growthMb).padStart(19),
      fixed(result.worstGrowthMb).padStart(18),
    ].join(" "),
  );
}
console.log(
  `50 MB vs 1 MB: file ×${fixed(large.fileMb / small.fileMb)}, memory growth ×${fixed(large.growthMb / Math.max(small.growthMb, 0.1))} (${fixed(large.growthMb - small.growthMb)} MB more), throughput ×${fixed(large.throughputMbPerS / small.throughputMbPerS, 2)}`,
);
console.log(
  `${sustainedRun.count} × 50 MB back to back on one server (${fixed(sustainedRun.totalMb, 0)} MB in all): peak growth ${fixed(sustainedRun.growthMb)} MB`,
);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify({ runs, results, sustained: sustainedRun }, null, 2));
process.exit(results.some((result) => result.failures > 0) || sustainedRun.failures > 0 ? 1 : 0);
