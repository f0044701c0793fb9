import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres-cluster.ts";

/** A production server process (`node server/index.ts` on the real build) started by a test. */
export interface ServerProcess {
  origin: string;
  port: number;
  /** Everything the server logged so far (JSON lines). */
  log(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>;
  process: ChildProcess;
}

/**
 * The SECRET_KEY of test servers on PostgreSQL (which requires one) and of
 * the command-line tools run beside them: one for every server of a test, as
 * several instances of one shop share theirs. SQLite servers make their own
 * beside their database unless a test sets one.
 */
export const testSecretKey = "test-secret-key-for-wrapcraft-tests-only-0123456789";

/** A fresh SQLite database URL in its own temporary directory. */
export function tempSqliteUrl(): string {
  return `file:${path.join(mkdtempSync(path.join(tmpdir(), "wrapcraft-db-")), "app.db")}`;
}

/**
 * Starts the server with `env` on a free port and waits until /healthz
 * answers 200. The repository's build must exist (`npm run build`). What it
 * logs is kept in this process, or written to `logFile` where a benchmark
 * must not spend its own time reading it (a log collector's job in production).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { port, logFile }: { port?: number; logFile?: string } = {},
): Promise<ServerProcess> {
  const serverPort = port ?? (await freePort());
  // Made for this server unless the caller chose one; removed when the server is gone.
  const ownUploadsDir = env.UPLOADS_DIR
    ? undefined
    : mkdtempSync(path.join(tmpdir(), "wrapcraft-uploads-"));
  const removeOwnUploads = () => {
    if (ownUploadsDir) rmSync(ownUploadsDir, { recursive: true, force: true });
  };
  let child: ChildProcess;
  // The file is the server's own from the start; the child keeps the descriptor it was given.
  const logFd = logFile ? openSync(logFile, "w") : undefined;
  try {
    child = spawn(process.execPath, ["server/index.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        // Artwork goes to a directory of the test's own, never the repository's data/.
        UPLOADS_DIR: ownUploadsDir,
        ...(env.DATABASE_URL?.startsWith("postgres") && { SECRET_KEY: testSecretKey }),
        ...env,
      },
      stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
    });
  } finally {
    if (logFd !== undefined) closeSync(logFd);
  }
  let kept = "";
  child.stdout?.on("data", (chunk: Buffer) => (kept += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (kept += chunk.toString()));
  const output = () => (logFile ? readFileSync(logFile, "utf8") : kept);
  const origin = `http://127.0.0.1:${serverPort}`;
  const exited = once(child, "exit");

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited on start:\n${output()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not become healthy:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    port: serverPort,
    process: child,
    log: output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const [code] = await exited;
      removeOwnUploads();
      return code as number | null;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
      removeOwnUploads();
    },
  };
}
