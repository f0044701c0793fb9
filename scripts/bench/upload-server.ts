import { startServer, tempSqliteUrl } from "../../tests/support/server-process.ts";
import { noisePng } from "../../tests/support/artwork.ts";
import { median } from "./stats.ts";
import { watchTreeMemory } from "./tree-memory.ts";

/*
 * bench:upload's servers and posts: a fresh, warmed-up server per case, one
 * upload, and a storm of uploads at once with `GET /` timed throughout.
 */

export async function post(origin: string, file: Buffer, filename = "bench.png"): Promise<number> {
  const response = await fetch(`${origin}/api/uploads`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", "x-upload-filename": filename },
    body: new Uint8Array(file),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * A server on a fresh database, warmed up (the upload path's modules, sharp
 * and the database, are loaded), with its resident memory at that point.
 */
export async function warmServer() {
  const server = await startServer({
    DATABASE_URL: tempSqliteUrl(),
    PUBLIC_URL: "http://localhost:3000",
    LOG_LEVEL: "warn",
    RATE_LIMIT_POSTS: "100000",
  });
  const { pid } = server.process;
  if (pid === undefined) throw new Error("The server process has no pid");
  await post(server.origin, await noisePng(0.05));
  return { server, pid };
}

/** One `GET /` (the prerendered home page, from disk), in ms. */
async function homeMs(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * Between two timed `GET /` during a storm: a steady visitor rather than a
 * flood, whose own garbage would be counted in the server's growth.
 */
const probeGapMs = 50;

/**
 * `count` uploads of `file` at once (each image's preview asked for once it
 * is stored), with `GET /` timed throughout and before, on the idle server.
 */
export async function storm(label: string, file: Buffer, count = 8, filename = "storm.png") {
  const { server, pid } = await warmServer();
  try {
    const idle: number[] = [];
    for (let request = 0; request < 20; request += 1) idle.push(await homeMs(server.origin));
    let stormOver = false;
    const during: number[] = [];
    const memory = watchTreeMemory(pid);
    const probe = (async () => {
      // At least 20, so a storm refused in a blink still gives a figure.
      while (!stormOver || during.length < 20) {
        during.push(await homeMs(server.origin));
        await new Promise((resolve) => setTimeout(resolve, probeGapMs));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: count }, async () => {
        const response = await fetch(`${server.origin}/api/uploads`, {
          method: "POST",
          headers: { "content-type": "application/octet-stream", "x-upload-filename": filename },
          body: new Uint8Array(file),
        });
        const { id } = (await response.json()) as { id?: string };
        if (!id || filename.endsWith(".pdf")) return `${response.status}`;
        const preview = await fetch(`${server.origin}/artwork/${id}/preview`);
        await preview.arrayBuffer();
        return `${response.status}+${preview.status}`;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    stormOver = true;
    await probe;
    const { growthMb } = memory.stop();
    return {
      label,
      count,
      fileMb: file.length / (1024 * 1024),
      answers,
      seconds,
      baselineRssMb: memory.baselineMb,
      growthMb,
      idleHomeMs: { median: median(idle), worst: Math.max(...idle) },
      stormHomeMs: { median: median(during), worst: Math.max(...during), requests: during.length },
    };
  } finally {
    await server.stop();
  }
}
