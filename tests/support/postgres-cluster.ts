import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** A throwaway PostgreSQL cluster for tests: its own directory, port and lifetime. */
export interface PostgresCluster {
  url: string;
  /** Stops the server for good and removes its directory. */
  stop(): void;
  /** Stops the server abruptly (like a crash), keeping its data: connections are cut. */
  halt(): void;
  /** Starts a halted server again on the same port. */
  resume(): void;
  /** A new, empty database in this cluster: its URL. */
  createDatabase(): Promise<string>;
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
  const start = () =>
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
  const halt = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  let running = false;
  start();
  running = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let databases = 0;
  return {
    url,
    stop() {
      try {
        if (running) halt();
        running = false;
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    halt() {
      halt();
      running = false;
    },
    resume() {
      start();
      running = true;
    },
    async createDatabase() {
      const name = `test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}
