import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type PostgresCluster, startPostgresCluster } from "./postgres-cluster.ts";
import { type Rgw, startRgw, storageEnv } from "./rgw.ts";
import { type ServerProcess, startServer, testSecretKey } from "./server-process.ts";
import { TestClock } from "./test-clock.ts";
import { WebhookReceiver } from "./webhook-receiver.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export type EngineName = "sqlite" | "postgres";

/** Every engine-dependent test runs on both. */
export const engineNames: readonly EngineName[] = ["sqlite", "postgres"];

export interface EngineDatabases {
  /** A new, empty database on this engine: its DATABASE_URL. */
  fresh(): Promise<string>;
  /** The PostgreSQL cluster of this block (undefined on SQLite). */
  cluster(): PostgresCluster | undefined;
}

/**
 * Databases for one describe block on one engine. For PostgreSQL a throwaway
 * cluster is started before the block's tests and removed after them; each
 * `fresh()` is a database of its own in it. SQLite gets a new file each time.
 */
export function useEngine(engine: EngineName): EngineDatabases {
  let cluster: PostgresCluster | undefined;
  let sqliteDir: string | undefined;
  let sqliteFiles = 0;
  beforeAll(async () => {
    if (engine === "postgres") cluster = await startPostgresCluster();
    else sqliteDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-server-tests-"));
  });
  // Registered before useProcesses' hook, so it runs after the servers are gone.
  afterAll(() => {
    cluster?.stop();
    cluster = undefined;
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
  });
  return {
    async fresh() {
      if (sqliteDir) return `file:${path.join(sqliteDir, `app-${++sqliteFiles}.db`)}`;
      if (!cluster) throw new Error("The PostgreSQL cluster is not running");
      return cluster.createDatabase();
    },
    cluster: () => cluster,
  };
}

export interface ObjectStore {
  /** A new, empty, private bucket: the server's environment to store its files there. */
  env(): Promise<Record<string, string>>;
  /** The S3 gateway of this block. */
  rgw(): Rgw;
}

/**
 * An S3 server for one describe block: Ceph's gateway (radosgw), started
 * before the block's tests and removed after them. Call it before
 * useProcesses, as useEngine, so that it stops after the servers.
 */
export function useObjectStore(): ObjectStore {
  let gateway: Rgw | undefined;
  beforeAll(async () => {
    gateway = await startRgw();
  });
  // Registered before useProcesses' hook, so it runs after the servers are gone.
  afterAll(() => {
    gateway?.stop();
    gateway = undefined;
  });
  const rgw = () => {
    if (!gateway) throw new Error("The S3 gateway is not running");
    return gateway;
  };
  return {
    async env() {
      return storageEnv(rgw(), await rgw().createBucket());
    },
    rgw,
  };
}

/** Settings every test server shares: the build's origin (no rebuild warning) and quiet health checks. */
export const baseEnv: Record<string, string> = {
  PUBLIC_URL: "http://localhost:3000",
  LOG_LEVEL: "info",
  // Every test posts, and orders, from 127.0.0.1: only the tests of the limits set low ones.
  RATE_LIMIT_POSTS: "100000",
  CONFIRMATIONS_PER_ADDRESS: "100000",
  CONFIRMATIONS_PER_CLIENT: "100000",
  OUTBOX_POLL_INTERVAL_MS: "50",
  WEBHOOK_TIMEOUT_SECONDS: "5",
};

export interface Processes {
  /** Starts a server (with `baseEnv` under `env`); killed after the block if still running. */
  server(env: Record<string, string | undefined>): Promise<ServerProcess>;
  /** A webhook receiver listening on loopback; closed after the block. */
  receiver(): Promise<WebhookReceiver>;
}

/**
 * Servers and receivers started by a describe block's tests and hooks. Whatever
 * is still running after the block is killed; when a test fails, the logs of
 * the servers it started are printed.
 */
export function useProcesses(): Processes {
  const servers: ServerProcess[] = [];
  const receivers: WebhookReceiver[] = [];
  let startedInTest: ServerProcess[] = [];
  beforeEach(() => {
    startedInTest = [];
  });
  afterEach((context) => {
    if (context.task.result?.state !== "fail") return;
    for (const server of startedInTest) {
      const tail = server.log().trimEnd().split("\n").slice(-40).join("\n");
      console.error(`--- last log lines of the server on port ${server.port} ---\n${tail}`);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await Promise.all(receivers.map((receiver) => receiver.down()));
  });
  return {
    async server(env) {
      const server = await startServer({ ...baseEnv, ...env });
      servers.push(server);
      startedInTest.push(server);
      return server;
    },
    async receiver() {
      const receiver = await new WebhookReceiver().up();
      receivers.push(receiver);
      return receiver;
    },
  };
}

/** A describe block's server: a fresh database, every kind forwarded to one receiver. */
export interface ForwardingServer {
  server: ServerProcess;
  /** The staff console's time on that server (TEST_CLOCK_FILE): the test moves it. */
  clock: TestClock;
  receiver: WebhookReceiver;
  databaseUrl: string;
  databases: EngineDatabases;
  processes: Processes;
}

/**
 * Starts, before a describe block's tests, one server on a fresh database of
 * `engine` that forwards every kind to one receiver (extra `env` on top).
 * Its fields are set once the block's `beforeAll` has run.
 */
export function useForwardingServer(
  engine: EngineName,
  env: Record<string, string> = {},
): ForwardingServer {
  const block = { databases: useEngine(engine), processes: useProcesses() } as ForwardingServer;
  beforeAll(async () => {
    block.receiver = await block.processes.receiver();
    block.databaseUrl = await block.databases.fresh();
    block.clock = new TestClock();
    block.server = await block.processes.server({
      DATABASE_URL: block.databaseUrl,
      TEST_CLOCK_FILE: block.clock.file,
      ...webhookEnv(block.receiver),
      ...env,
    });
  });
  return block;
}

/** A new Standard Webhooks secret. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** The webhook URL of each kind on one receiver, each on its own path. */
export function webhookEnv(receiver: WebhookReceiver): Record<string, string> {
  return {
    CONTACT_WEBHOOK_URL: receiver.urlFor("/contact"),
    QUOTE_WEBHOOK_URL: receiver.urlFor("/quote"),
    AFFILIATE_WEBHOOK_URL: receiver.urlFor("/affiliate"),
    NEWSLETTER_WEBHOOK_URL: receiver.urlFor("/newsletter"),
    ORDER_WEBHOOK_URL: receiver.urlFor("/order"),
  };
}

export interface StoredRows {
  submissions: { id: string; kind: string; payload: string }[];
  outbox: { submission_id: string; kind: string; state: string; attempts: number }[];
}

/**
 * Everything stored so far, read straight from the database the server
 * writes (SQLite opened read-only; PostgreSQL through its own connection).
 */
export async function readStore(databaseUrl: string): Promise<StoredRows> {
  const submissionsSql = "select id, kind, payload from submissions order by created_at, id";
  const outboxSql =
    "select submission_id, kind, state, attempts from outbox order by created_at, submission_id";
  if (databaseUrl.startsWith("file:")) {
    const database = new DatabaseSync(databaseUrl.slice("file:".length), { readOnly: true });
    try {
      return {
        submissions: database.prepare(submissionsSql).all() as StoredRows["submissions"],
        outbox: database.prepare(outboxSql).all() as StoredRows["outbox"],
      };
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return {
      submissions: (await client.query(submissionsSql)).rows as StoredRows["submissions"],
      outbox: (await client.query(outboxSql)).rows as StoredRows["outbox"],
    };
  } finally {
    await client.end();
  }
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an operator tool (`npm run outbox|orders|staff -- …`) on a database, as an operator would. */
export async function runOperatorCli(
  tool: "outbox" | "orders" | "staff" | "storage",
  databaseUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, [`scripts/${tool}.ts`, ...args], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      // The server's key (on SQLite, the file beside the database is shared anyway).
      ...(databaseUrl.startsWith("postgres") && { SECRET_KEY: testSecretKey }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
}

/** The server's JSON log lines with this message. */
export function logEntries(log: string, message: string): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (const line of log.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === message) entries.push(entry);
    } catch {
      // The last line may still be arriving.
    }
  }
  return entries;
}
