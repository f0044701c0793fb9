import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A throwaway PostgreSQL cluster for tests: its own directory, port and lifetime. */
export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** PostgreSQL refuses to run as root; as root, run its binaries as the `postgres` user. */
function runAs(): string[] {
  if (process.getuid?.() !== 0) return [];
  return ["runuser", "-u", "postgres", "--"];
}

function run(command: string, args: string[]) {
  const prefix = runAs();
  const [file, ...rest] = [...prefix, command, ...args];
  execFileSync(file!, rest, { stdio: "pipe" });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts PostgreSQL (initdb + pg_ctl from PATH) in a temporary directory on a
 * free loopback port. fsync stays on: the tests exercise durability.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const root = mkdtempSync(path.join(tmpdir(), "wrapcraft-pg-"));
  const dataDir = path.join(root, "data");
  if (runAs().length) {
    const { uid, gid } = postgresUser();
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  const port = await freePort();
  run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-instructions",
  ]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(root, "server.log"),
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=100`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}
