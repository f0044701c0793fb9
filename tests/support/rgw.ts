import { s3Client as serverS3Client } from "#server/storage/s3.ts";
import { execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { freePort } from "./postgres-cluster.ts";

/**
 * A throwaway S3 server for tests: Ceph's gateway (radosgw) on a one-node
 * cluster of its own (one mon, one in-memory OSD, no auth between them).
 */
export interface Rgw {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A new private bucket with a unique name: its name. */
  createBucket(): Promise<string>;
  /** The S3 client of this gateway, with the settings the app uses; destroyed by `stop()`. */
  client(): S3Client;
  /** Stops radosgw, the OSD and the mon, and removes their directory. */
  stop(): void;
}

/** The S3 user every test signs as (created by `radosgw-admin`, nothing secret about it). */
const accessKeyId = "TESTACCESSKEY0000001";
const secretAccessKey = "TestSecretKey0000000000000000000000000001";
const region = "us-east-1";

/** The server's environment for storing its files in `bucket` on this gateway. */
export function storageEnv(rgw: Rgw, bucket: string): Record<string, string> {
  return {
    STORAGE: "s3",
    S3_BUCKET: bucket,
    AWS_ENDPOINT_URL_S3: rgw.endpoint,
    AWS_REGION: rgw.region,
    AWS_ACCESS_KEY_ID: rgw.accessKeyId,
    AWS_SECRET_ACCESS_KEY: rgw.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

/**
 * The app's own client (server/storage/s3.ts), on this gateway. Path style: the gateway has no DNS
 * name per bucket. Checksums only when required: the SDK's default
 * (aws-chunked bodies with trailing checksums) is unknown to Ceph 16, which
 * answers a streamed PutObject with 411.
 */
export function s3Client(endpoint: string, credentials = { accessKeyId, secretAccessKey }) {
  return serverS3Client({ bucket: "", region, endpoint, credentials, forcePathStyle: true });
}

/** Ceph's daemons should not run as root; as root, run them (and its tools) as the `ceph` user. */
const runAs = process.getuid?.() === 0 ? ["runuser", "-u", "ceph", "--"] : [];

const execFileAsync = promisify(execFile);

/** Runs one of Ceph's tools to completion; its stdout. */
async function run(command: string, args: string[], timeout = 30_000): Promise<string> {
  const [file, ...rest] = [...runAs, command, ...args];
  const { stdout } = await execFileAsync(file!, rest, { timeout, env: { PATH: process.env.PATH } });
  return stdout;
}

function cephConf(root: string, fsid: string, monPort: number, rgwPort: number): string {
  return `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${monPort}
public addr = 127.0.0.1
# Without it the OSD also listens on 0.0.0.0.
cluster addr = 127.0.0.1
ms bind ipv6 = false
auth cluster required = none
auth service required = none
auth client required = none
# radosgw's built-in default is "secure", which auth none cannot offer: it would never connect.
ms mon client mode = crc
keyring = /dev/null
run dir = ${root}/run
admin socket = ${root}/run/$name.asok
pid file = ${root}/run/$name.pid
log file = ${root}/log/$name.log
crash dir = ${root}/crash
mon data = ${root}/mon/$cluster-$id
osd data = ${root}/osd/$cluster-$id
rgw data = ${root}/rgw
# radosgw's first start creates its pools one by one: 12 s at the default 1 s per commit, <1 s so.
paxos propose interval = 0.01
paxos min wait = 0.001
# The mon shuts itself down below 5 % free disk by default: a fullish disk must not stop the tests.
mon data avail warn = 1
mon data avail crit = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon warn on insecure global id reclaim allowed = false
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
# Objects live in the OSD's memory: nothing to format, nothing to clean up.
osd objectstore = memstore
memstore device bytes = 1073741824
rgw frontends = beast endpoint=127.0.0.1:${rgwPort}
# The default is 512 threads (6 GB of address space); tests need few.
rgw thread pool size = 32
`;
}

/** A file's text; "" when it is not there (yet, or any more). */
function read(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/**
 * The commands of the live processes in a process group. A zombie counts as
 * gone: nobody may reap it for a while (its parent is runuser, whose parent
 * is us, blocked in `stop()`).
 */
function groupMembers(group: number): string[] {
  const commands: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    const stat = read(`/proc/${pid}/stat`);
    const [state, , processGroup] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (!stat || state === "Z" || Number(processGroup) !== group) continue;
    commands.push(stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
  }
  return commands;
}

function signalGroup(group: number, signal: NodeJS.Signals) {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Waits (blocking: `stop()` is synchronous) until `done()` or the time is up; whether done. */
function waitSync(done: () => boolean, milliseconds: number): boolean {
  const deadline = Date.now() + milliseconds;
  while (!done()) {
    if (Date.now() > deadline) return false;
    Atomics.wait(pause, 0, 0, 20);
  }
  return true;
}

/**
 * Stops one daemon: SIGTERM to its process group (runuser and the daemon),
 * SIGKILL when the daemon is still there after 3 s. runuser lingers 2 s after
 * a signal, so it is killed outright once the daemon is gone.
 */
function stopGroup(group: number) {
  signalGroup(group, "SIGTERM");
  waitSync(() => groupMembers(group).every((command) => command === "runuser"), 3_000);
  signalGroup(group, "SIGKILL");
  if (!waitSync(() => groupMembers(group).length === 0, 3_000)) {
    throw new Error(`Process group ${group} outlived SIGKILL`);
  }
}

/** Polls `ready` until it holds; fails after 30 s. */
async function waitUntil(ready: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts radosgw on a free loopback port with a cluster of its own in a
 * temporary directory, and creates the test user. The daemons run in the
 * foreground, each in its own process group (runuser included), so that
 * `stop()`, or a failed start, can end them all; whatever is still running
 * when the test process exits is killed then.
 */
export async function startRgw(): Promise<Rgw> {
  const root = fs.mkdtempSync(path.join(tmpdir(), "wrapcraft-rgw-"));
  const conf = path.join(root, "ceph.conf");
  const logDir = path.join(root, "log");
  const groups: number[] = [];
  let client: S3Client | undefined;
  const killAll = () => groups.forEach((group) => signalGroup(group, "SIGKILL"));
  process.once("exit", killAll);
  const stop = () => {
    process.off("exit", killAll);
    client?.destroy();
    try {
      for (const group of [...groups].reverse()) stopGroup(group);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };

  // Rejects as soon as a daemon exits before start-up is over: each step races it.
  let started = false;
  let daemonFailed: (error: Error) => void = () => {};
  const failure = new Promise<never>((_, reject) => (daemonFailed = reject));
  failure.catch(() => {});
  const step = <T>(promise: Promise<T>) => Promise.race([failure, promise]);
  const daemon = (name: string, command: string, args: string[]) => {
    const output = fs.openSync(path.join(logDir, `${name}.stderr`), "w");
    const [file, ...rest] = [...runAs, command, "-f", "-c", conf, ...args];
    const child = spawn(file!, rest, {
      detached: true,
      stdio: ["ignore", output, output],
      env: { PATH: process.env.PATH },
    });
    fs.closeSync(output);
    if (child.pid) groups.push(child.pid);
    child.once("error", (error) => daemonFailed(error));
    child.once("exit", (code, signal) => {
      if (!started) daemonFailed(new Error(`${name} exited (${code ?? signal}) during start-up`));
    });
  };

  try {
    if (runAs.length) fs.chownSync(root, ...cephUser());
    fs.chmodSync(root, 0o700);
    const dirs = ["mon/ceph-a", "osd/ceph-0", "run", "log", "rgw", "crash"];
    await run("mkdir", ["-p", ...dirs.map((dir) => path.join(root, dir))]);
    const [monPort, rgwPort, fsid] = [await freePort(), await freePort(), randomUUID()];
    fs.writeFileSync(conf, cephConf(root, fsid, monPort, rgwPort));

    const monmap = path.join(root, "monmap");
    const monAddress = ["--addv", "a", `[v2:127.0.0.1:${monPort}]`];
    await run("monmaptool", ["--create", "--fsid", fsid, ...monAddress, monmap]);
    await run("ceph-mon", ["-c", conf, "--mkfs", "-i", "a", "--monmap", monmap]);
    daemon("mon.a", "ceph-mon", ["-i", "a"]);
    const osdUuid = randomUUID();
    const osdId = (await step(run("ceph", ["-c", conf, "osd", "new", osdUuid]))).trim();
    await run("ceph-osd", ["-c", conf, "-i", osdId, "--mkfs", "--osd-uuid", osdUuid]);
    daemon(`osd.${osdId}`, "ceph-osd", ["-i", osdId]);
    // A gateway started before the OSD is up waits for its pools until its client's next 5 s tick.
    const osdLog = path.join(logDir, `osd.${osdId}.log`);
    await step(waitUntil(() => read(osdLog).includes("state: booting -> active"), "the OSD"));
    daemon("client.rgw.a", "radosgw", ["-n", "client.rgw.a"]);

    // Beast listens only once the gateway's pools and zone exist: any answer means ready.
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    const answers = () =>
      fetch(endpoint, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.arrayBuffer())
        .then(() => true)
        .catch(() => false);
    await step(waitUntil(answers, endpoint));
    const user = ["user", "create", "--uid", "test", "--display-name", "test"];
    const keys = ["--access-key", accessKeyId, "--secret", secretAccessKey];
    await step(run("radosgw-admin", ["-c", conf, ...user, ...keys]));
    started = true;

    let buckets = 0;
    const clientOf = () => (client ??= s3Client(endpoint));
    return {
      endpoint,
      region,
      accessKeyId,
      secretAccessKey,
      async createBucket() {
        const bucket = `test-${randomBytes(4).toString("hex")}-${++buckets}`;
        await clientOf().send(new CreateBucketCommand({ Bucket: bucket, ACL: "private" }));
        return bucket;
      },
      client: clientOf,
      stop,
    };
  } catch (error) {
    // What the daemons said, before their directory goes.
    const tail = (file: string) => read(path.join(logDir, file)).split("\n").slice(-15).join("\n");
    const logs = (fs.existsSync(logDir) ? fs.readdirSync(logDir) : [])
      .map((file) => `--- ${file} ---\n${tail(file)}`)
      .join("\n");
    stop();
    throw new Error(`radosgw did not start: ${String(error)}\n${logs}`, { cause: error });
  }
}

/** The `ceph` user's uid and gid (the packages create it). */
function cephUser(): [number, number] {
  return [Number(execFileSync("id", ["-u", "ceph"])), Number(execFileSync("id", ["-g", "ceph"]))];
}
