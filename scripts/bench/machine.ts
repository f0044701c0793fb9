/** What the machine under a benchmark can do and has done: its disk's commits, a process's CPU. */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Clock ticks per second of /proc's CPU times. */
const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds a process has used so far, all its threads and its main thread
 * (whose id is the process's): utime + stime from /proc, or undefined where
 * there is no /proc.
 */
export function cpuSeconds(
  pid: number | undefined,
): { process: number; mainThread: number } | undefined {
  if (pid === undefined) return undefined;
  const used = (statFile: string) => {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(statFile, "utf8").split(")").at(-1)?.trim().split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  };
  try {
    return {
      process: used(`/proc/${pid}/stat`),
      mainThread: used(`/proc/${pid}/task/${pid}/stat`),
    };
  } catch {
    return undefined;
  }
}

/**
 * How long one durable SQLite commit (WAL, synchronous=FULL: an fsync) takes
 * on this disk right now, alone: the ceiling for committing one at a time is
 * 1000 / this figure per second. Disks shared with other work vary a lot.
 */
export function commitProbeMs(payload: string, commits = 300): number {
  const directory = mkdtempSync(path.join(os.tmpdir(), "wrapcraft-probe-"));
  try {
    const database = new DatabaseSync(path.join(directory, "probe.db"));
    database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    database.exec("create table probe (id text primary key, payload text)");
    const insert = database.prepare("insert into probe values (?, ?)");
    const started = performance.now();
    for (let i = 0; i < commits; i++) {
      database.exec("begin");
      insert.run(randomUUID(), payload);
      database.exec("commit");
    }
    const elapsed = performance.now() - started;
    database.close();
    return elapsed / commits;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
