/**
 * `npm run bench:upload`: how fast the production server takes in artwork
 * and how much memory a large file costs it.
 *
 * For each size (a 1 MB and a 50 MB PNG of random pixels, so nothing
 * compresses) it starts `node server/index.ts` on a fresh SQLite database
 * and uploads directory, warms up with one small upload, reads the server's
 * resident memory (VmRSS), then posts the file `--runs` times one after the
 * other, and reads the server's peak resident memory (VmHWM, Linux). Growth
 * = peak − baseline: streaming to disk should make it about the same for
 * 50 MB as for 1 MB (a server that buffered the body would grow by the file
 * size or more). Throughput = bytes posted ÷ time until the 201 answers,
 * which includes the content check (header read for PNG).
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
  peakRssMb: number;
  growthMb: number;
  throughputMbPerS: number;
  failures: number;
}

async function measure(label: string, file: Buffer): Promise<SizeResult> {
  const server = await startServer({
    DATABASE_URL: tempSqliteUrl(),
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "100000",
  });
  try {
    const { pid } = server.process;
    if (pid === undefined) throw new Error("The server process has no pid");
    await post(server.origin, await noisePng(0.05));
    const baselineRssMb = memoryMb(pid, "VmRSS");
    let failures = 0;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) {
      if ((await post(server.origin, file)) !== 201) failures += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = memoryMb(pid, "VmHWM");
    const fileMb = file.length / (1024 * 1024);
    return {
      label,
      fileMb,
      baselineRssMb,
      peakRssMb,
      growthMb: peakRssMb - baselineRssMb,
      throughputMbPerS: (fileMb * runs) / seconds,
      failures,
    };
  } finally {
    await server.stop();
  }
}

const small = await measure("1 MB", await noisePng(1));
const large = await measure("50 MB", await noisePng(49.5));
const results = [small, large];

const fixed = (value: number, digits = 1) => value.toFixed(digits);
console.log(
  `Artwork upload, ${runs} sequential uploads per size (load average ${os
    .loadavg()
    .map((load) => fixed(load, 2))
    .join(" ")}, ${os.cpus().length} CPUs)`,
);
console.log("size     file MB  throughput MB/s  baseline RSS MB  peak RSS MB  growth MB");
for (const result of results) {
  console.log(
    [
      result.label.padEnd(8),
      fixed(result.fileMb).padStart(7),
      fixed(result.throughputMbPerS).padStart(16),
      fixed(result.baselineRssMb).padStart(16),
      fixed(result.peakRssMb).padStart(12),
      fixed(result.growthMb).padStart(10),
    ].join(" "),
  );
}
console.log(
  `50 MB vs 1 MB: file ×${fixed(large.fileMb / small.fileMb)}, memory growth ×${fixed(large.growthMb / Math.max(small.growthMb, 0.1))} (${fixed(large.growthMb - small.growthMb)} MB more), throughput ×${fixed(large.throughputMbPerS / small.throughputMbPerS, 2)}`,
);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify({ runs, results }, null, 2));
process.exit(results.some((result) => result.failures > 0) ? 1 : 0);
