/**
 * `npm run bench:print`: the time and memory it takes to make one design's
 * print file (issue 20), for a 1 MB and a 50 MB artwork, as a PNG of random
 * pixels (nothing compresses; the PNG is decoded and deflated again) and as
 * a JPEG of random pixels (embedded as it is).
 *
 * Each case runs in a fresh Node process, as the server makes the file: in
 * the sandbox (`makePrintFileInSandbox`, server/production/print-sandbox.ts),
 * a child process of its own. The resident memory of the process and all its
 * children is sampled (Linux /proc) from before the file is asked for until
 * it is made: growth = peak − before, what the file costs the machine.
 * Medians over `--runs` runs (default 3) are printed with the worst growth,
 * and the 50 MB ÷ 1 MB ratios; nothing is asserted, the exit code is 1 only
 * when a file is not made. Figures are also written to build/bench/print-file.json.
 */
import { execFileSync } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { median } from "./stats.ts";
import { watchTreeMemory } from "./tree-memory.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outFile = path.join(root, "build/bench/print-file.json");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    child: { type: "string" },
    format: { type: "string" },
  },
});

/** One print file in this process; prints its figures as JSON. */
async function child(file: string, format: string) {
  const { makePrintFileInSandbox } = await import("../../server/production/print-sandbox.ts");
  const metadata = await sharp(file).metadata();
  const memory = watchTreeMemory(process.pid);
  const started = performance.now();
  const output = `${file}.pdf`;
  await makePrintFileInSandbox(
    {
      orderNumber: "WC-BENCH001",
      quantity: 1,
      version: 1,
      template: null,
      design: {
        deviceBrand: "Apple",
        deviceModel: "MacBook Pro (16-inch, 2024)",
        coverage: "top-palmrest",
        coverageLabel: "Top + Palmrest",
        finish: "gloss",
        finishLabel: "Gloss",
        designName: "Bench",
        notes: "",
        textLines: ["Benchmark", "print file"],
        placement: { x: 0.5, y: 0.5, scale: 1.1, rotation: 0 },
        artwork: {
          id: "bench",
          url: "/artwork/bench",
          filename: path.basename(file),
          mimeType: format === "png" ? "image/png" : "image/jpeg",
          aspect: metadata.height / metadata.width,
        },
      },
      artworkPath: file,
      outputPath: output,
      now: Date.UTC(2026, 10, 26),
    },
    { timeoutMs: 600_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      seconds,
      growthMb: memory.stop().growthMb,
      pdfMb: statSync(output).size / 1024 / 1024,
    }),
  );
}

/** An image of random pixels about `megabytes` large in `format`. */
async function noiseImage(directory: string, megabytes: number, format: "png" | "jpeg") {
  // A PNG stored uncompressed takes 3 bytes a pixel; a JPEG of noise at quality 100 about 2.9.
  const bytesPerPixel = format === "png" ? 3 : 2.9;
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / bytesPerPixel));
  const pixels = randomFillSync(Buffer.alloc(side * side * 3));
  const image = sharp(pixels, { raw: { width: side, height: side, channels: 3 } });
  const file = path.join(directory, `noise-${megabytes}.${format}`);
  await (
    format === "png"
      ? image.png({ compressionLevel: 0 })
      : image.jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
  ).toFile(file);
  return file;
}

async function main() {
  const runs = Number(values.runs);
  const directory = mkdtempSync(path.join(os.tmpdir(), "bench-print-"));
  const results: Record<string, unknown>[] = [];
  console.log(
    `Print file: ${runs} runs per case, ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log("artwork          file MB   time s (median)   growth MB (median, worst)   PDF MB");
  const medians: Record<string, { seconds: number; growthMb: number }> = {};
  for (const format of ["png", "jpeg"] as const) {
    for (const megabytes of [1, 50]) {
      const file = await noiseImage(directory, megabytes, format);
      const figures: { seconds: number; growthMb: number; pdfMb: number }[] = [];
      for (let run = 0; run < runs; run += 1) {
        const out = execFileSync(
          process.execPath,
          [import.meta.filename, "--child", file, "--format", format],
          { cwd: root, encoding: "utf8", maxBuffer: 1 << 20 },
        );
        figures.push(JSON.parse(out.trim().split("\n").at(-1) ?? "{}"));
      }
      const seconds = median(figures.map((figure) => figure.seconds));
      const growthMb = median(figures.map((figure) => figure.growthMb));
      const worst = Math.max(...figures.map((figure) => figure.growthMb));
      const sizeMb = statSync(file).size / 1024 / 1024;
      medians[`${format}-${megabytes}`] = { seconds, growthMb };
      results.push({
        format,
        megabytes,
        sizeMb,
        seconds,
        growthMb,
        worstGrowthMb: worst,
        pdfMb: figures[0]?.pdfMb,
        runs: figures,
      });
      console.log(
        `${`${format.toUpperCase()} ${megabytes} MB`.padEnd(16)} ${sizeMb.toFixed(1).padStart(7)}   ${seconds.toFixed(2).padStart(14)}   ${growthMb.toFixed(0).padStart(14)}, ${worst.toFixed(0).padStart(4)}            ${(figures[0]?.pdfMb ?? 0).toFixed(1).padStart(6)}`,
      );
    }
  }
  for (const format of ["png", "jpeg"]) {
    const small = medians[`${format}-1`];
    const large = medians[`${format}-50`];
    if (small && large) {
      console.log(
        `${format.toUpperCase()} 50 MB ÷ 1 MB: time ×${(large.seconds / small.seconds).toFixed(1)}, growth ×${(large.growthMb / small.growthMb).toFixed(1)}`,
      );
    }
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ runs, results }, null, 2)}\n`);
}

if (values.child) await child(values.child, values.format ?? "png");
else await main();
