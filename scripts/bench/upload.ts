/**
 * `npm run bench:upload`: how fast the production server takes in artwork
 * and how much memory a file costs it, the server and all its processes
 * together (uploads are checked in sandboxed child processes, issue 32).
 *
 * Memory is the resident memory of the server and every process under it,
 * sampled every 10 ms from just before a post until its answer (Linux /proc,
 * tree-memory.ts): growth = that sum's peak − its value before.
 *
 * For each size (a 1 MB and a 50 MB PNG of random pixels, so nothing
 * compresses) and each of `--runs` runs (default 5), it starts
 * `node server/index.ts` on a fresh SQLite database and uploads directory,
 * warms up with one small upload and posts the file once. A fresh server
 * per run keeps one upload's garbage out of the next's figure. Throughput =
 * the file's size ÷ time until the 201 answers, which includes the content
 * check (for an image, a full decode into its preview). Medians are printed,
 * with the worst growth. Then ten 50 MB uploads back to back on one server
 * show that growth is bounded, not added up per file.
 * Then issue 16's storm, twice, each on a fresh server: eight images posted
 * at once, each one's preview asked for the moment its upload is stored,
 * while `GET /` is timed every 50 ms (and before, on the idle server). The
 * bomb is a 0.8 MB interlaced 16-bit RGBA PNG of 9,999 × 9,999 pixels (800
 * MB decoded), refused from its header; "at the limit" is the largest
 * interlaced image taken, a 5,100 × 3,450 16-bit RGBA lid (141 MB decoded).
 * Last, issue 32's four hostile PDFs at the sizes its security test
 * reported, each on a fresh server, two copies posted at once while `GET /`
 * is timed: an annotation whose appearance unpacks to 1.2 GB through two
 * FlateDecode layers, page content unpacking to 1.5 GB the same way, a page
 * drawing 2^40 lines, and 10,000 pages. The targets: growth under 256 MB
 * and `GET /` under 1 s in every case.
 * Figures are printed (with the 50 MB / 1 MB ratios), never asserted: the
 * exit code is 1 only when an upload is not answered as expected (201, or
 * 422 for a bomb, and an image's preview 200).
 * Figures are also written to build/bench/upload.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { blankPng, noisePng } from "../../tests/support/artwork.ts";
import {
  annotationBombPdf,
  contentBombPdf,
  manyPagesPdf,
  renderingBombPdf,
  scannerStressPdf,
} from "../../tests/support/pdf-bombs.ts";
import { watchTreeMemory } from "./tree-memory.ts";
import { post, storm, warmServer } from "./upload-server.ts";
import { median } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outFile = path.join(root, "build/bench/upload.json");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    /** "pdf": only issue 32's hostile PDFs (a minute or two rather than ten). */
    only: { type: "string" },
  },
});
const runs = Number(values.runs);
const imagesToo = values.only !== "pdf";

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

/** One upload on a fresh server: its peak memory growth and its time. */
async function uploadOnce(file: Buffer) {
  const { server, pid } = await warmServer();
  try {
    const memory = watchTreeMemory(pid);
    const started = performance.now();
    const status = await post(server.origin, file);
    const seconds = (performance.now() - started) / 1000;
    return {
      ok: status === 201,
      seconds,
      baselineRssMb: memory.baselineMb,
      growthMb: memory.stop().growthMb,
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
  const { server, pid } = await warmServer();
  try {
    const memory = watchTreeMemory(pid);
    let failures = 0;
    for (let upload = 0; upload < count; upload += 1) {
      if ((await post(server.origin, file)) !== 201) failures += 1;
    }
    return {
      count,
      totalMb: (file.length * count) / (1024 * 1024),
      growthMb: memory.stop().growthMb,
      failures,
    };
  } finally {
    await server.stop();
  }
}

const imageRuns = imagesToo ? await measureImages() : null;

/** The image uploads: two sizes, back to back, and issue 16's two storms. */
async function measureImages() {
  const small = await measure("1 MB", await noisePng(1));
  const largeFile = await noisePng(49.5);
  const large = await measure("50 MB", largeFile);
  const results = [small, large];
  const sustainedRun = await sustained(largeFile, 10);
  const bomb = blankPng({ width: 9999, height: 9999, channels: 4, bitDepth: 16, interlaced: true });
  const atLimit = blankPng({
    width: 5100,
    height: 3450,
    channels: 4,
    bitDepth: 16,
    interlaced: true,
  });
  const storms = [
    { ...(await storm("bomb", bomb)), expected: "422" },
    { ...(await storm("at the limit", atLimit)), expected: "201+200" },
  ];
  return { results, sustainedRun, storms };
}

/** Issue 32's hostile PDFs, at the sizes the security test reported, two of each at once. */
const pdfBombs = [
  { ...(await storm("annotation bomb", annotationBombPdf(), 2, "bomb.pdf")), expected: "422" },
  { ...(await storm("content bomb", contentBombPdf(), 2, "bomb.pdf")), expected: "422" },
  { ...(await storm("rendering bomb", renderingBombPdf(), 2, "bomb.pdf")), expected: "422" },
  { ...(await storm("10,000 pages", manyPagesPdf(), 2, "bomb.pdf")), expected: "422" },
  { ...(await storm("scanner stress", scannerStressPdf(), 2, "bomb.pdf")), expected: "422" },
];

const fixed = (value: number, digits = 1) => value.toFixed(digits);
if (imageRuns) printImages(imageRuns);

function printImages({ results, sustainedRun, storms }: NonNullable<typeof imageRuns>) {
  const [small, large] = results as [SizeResult, SizeResult];
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
  for (const run of storms) {
    const tally = Object.entries(
      Object.groupBy(run.answers, (answer) => answer) as Record<string, string[]>,
    )
      .map(([answer, all]) => `${all.length} × ${answer}`)
      .join(", ");
    console.log(
      `Storm, ${run.label}: ${run.count} × ${fixed(run.fileMb, 2)} MB posted at once, each preview asked for once stored: answers ${tally} in ${fixed(run.seconds)} s; peak growth ${fixed(run.growthMb)} MB over ${fixed(run.baselineRssMb)} MB; GET / ${fixed(run.stormHomeMs.median)} ms median, ${fixed(run.stormHomeMs.worst)} ms worst (${run.stormHomeMs.requests} requests) vs idle ${fixed(run.idleHomeMs.median)} ms median, ${fixed(run.idleHomeMs.worst)} ms worst`,
    );
  }
}

console.log(
  "Hostile PDFs (issue 32), two of each posted at once, each case on a fresh server; targets: growth < 256 MB, GET / < 1 s",
);
console.log(
  "case              file KB  answers      seconds  growth MB (all processes)  GET / ms median, worst",
);
for (const run of pdfBombs) {
  console.log(
    [
      run.label.padEnd(17),
      fixed(run.fileMb * 1024).padStart(7),
      `  ${run.answers.join(", ")}`.padEnd(13),
      fixed(run.seconds).padStart(8),
      fixed(run.growthMb).padStart(26),
      `  ${fixed(run.stormHomeMs.median)}, ${fixed(run.stormHomeMs.worst)}`,
    ].join(" "),
  );
}
const stormFailed = [...(imageRuns?.storms ?? []), ...pdfBombs].some((run) =>
  run.answers.some((answer) => answer !== run.expected),
);
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify({ runs, ...imageRuns, pdfBombs }, null, 2));
const uploadFailed =
  imageRuns !== null &&
  (imageRuns.results.some((result) => result.failures > 0) || imageRuns.sustainedRun.failures > 0);
process.exit(uploadFailed || stormFailed ? 1 : 0);
