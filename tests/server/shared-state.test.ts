import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseEnv, readStore, runOperatorCli, useEngine, useProcesses } from "../support/harness.ts";
import { get, postJson } from "../support/http.ts";
import { freePort } from "../support/postgres-cluster.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";
import type { ServerProcess } from "../support/server-process.ts";

/*
 * Several instances behind a load balancer share one PostgreSQL database, and
 * whatever limits a client must be counted there: a limit each instance
 * counted on its own would let a client make its allowance once per instance.
 * SQLite is one machine's database, and refuses a second server.
 */

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/** A year: no window ends while the test runs (windows are fixed, aligned to the epoch). */
const longWindow = String(365 * 24 * 3600);

/** A contact post from `client` (X-Forwarded-For, believed from loopback): its status. */
async function postAs(server: ServerProcess, client: string): Promise<number> {
  const answer = await postJson(
    server.origin,
    "/api/forms/contact",
    { ...contactFields(), ...submissionExtras() },
    { "x-forwarded-for": client },
  );
  return answer.status;
}

describe("two instances on one PostgreSQL database", () => {
  const databases = useEngine("postgres");
  const processes = useProcesses();

  it("count a client's form posts together: the 6th in all is refused, not the 11th", async () => {
    const env = {
      DATABASE_URL: await databases.fresh(),
      RATE_LIMIT_POSTS: "5",
      RATE_LIMIT_WINDOW_SECONDS: longWindow,
    };
    const [first, second] = [await processes.server(env), await processes.server(env)];
    const statuses: number[] = [];
    for (let post = 0; post < 10; post += 1) {
      statuses.push(await postAs(post % 2 ? second : first, "203.0.113.7"));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    // The refusal says when to come back, on either instance.
    const refused = await postJson(
      second.origin,
      "/api/forms/contact",
      { ...contactFields(), ...submissionExtras() },
      { "x-forwarded-for": "203.0.113.7" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client has an allowance of its own.
    expect(await postAs(first, "203.0.113.8")).toBe(200);
    expect((await readStore(env.DATABASE_URL)).submissions).toHaveLength(6);
    expect(await first.stop()).toBe(0);
    expect(await second.stop()).toBe(0);
  });

  it("let posts through uncounted, with the error logged, while the database is away", async () => {
    const server = await processes.server({
      DATABASE_URL: await databases.fresh(),
      RATE_LIMIT_POSTS: "5",
      RATE_LIMIT_WINDOW_SECONDS: longWindow,
    });
    const cluster = databases.cluster()!;
    cluster.halt();
    try {
      // Not 429, and not held up: the limiter fails open, and intake answers 503 itself.
      expect(await postAs(server, "203.0.113.9")).toBe(503);
      // Written by the server's logger as the post is answered: it reaches this process a moment later.
      await expect.poll(() => server.log()).toContain("express-rate-limit: error from store");
    } finally {
      cluster.resume();
    }
    await expect.poll(() => postAs(server, "203.0.113.9"), { timeout: 20_000 }).toBe(200);
    expect(server.process.exitCode).toBeNull();
    await server.stop();
  });
});

/** Starts a server on `databaseUrl` that is expected to refuse: its exit code and output. */
async function refusedStart(databaseUrl: string) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...baseEnv,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe("a SQLite database", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it("serves one server: a second refuses to start, and one starts at once after a SIGKILL", async () => {
    const databaseUrl = await databases.fresh();
    const first = await processes.server({ DATABASE_URL: databaseUrl });
    expect(await postAs(first, "203.0.113.7")).toBe(200);

    const second = await refusedStart(databaseUrl);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      `Another server is already running on the SQLite database ${databaseUrl.slice("file:".length)}`,
    );
    // The first goes on, and the command-line tools still open the file beside it.
    expect((await get(first.origin, "/healthz")).status).toBe(200);
    expect(await postAs(first, "203.0.113.7")).toBe(200);
    const status = await runOperatorCli("outbox", databaseUrl, ["status"]);
    expect(status.code, status.stderr).toBe(0);

    await first.kill();
    expect(first.process.signalCode).toBe("SIGKILL");
    const started = Date.now();
    const next = await processes.server({ DATABASE_URL: databaseUrl });
    // No stale lock to wait out: as quick as any start.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await postAs(next, "203.0.113.7")).toBe(200);
    expect((await readStore(databaseUrl)).submissions).toHaveLength(3);

    // Stopped cleanly, it lets the next one have the file too.
    expect(await next.stop()).toBe(0);
    const after = await processes.server({ DATABASE_URL: databaseUrl });
    expect((await get(after.origin, "/healthz")).status).toBe(200);
    await after.stop();
  });
});
