import { readFileSync } from "node:fs";
import { outOfMemoryExitCode } from "./run.ts";
import { isTaskName, taskModules } from "./tasks.ts";

/*
 * A sandboxed Node task's process (node-task.ts starts it under prlimit):
 * loads its task's module, says how much memory it holds ("ready"), waits
 * for the parent to set its memory limits and send the input on standard
 * input, runs the task and prints its answer as one JSON line. Nothing of
 * the untrusted file is read before the limits are set.
 */

/** VmSize and VmData of this process, in bytes. */
function footprint() {
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { vmSize: kb("VmSize") * 1024, vmData: kb("VmData") * 1024 };
}

const allocationFailure =
  /allocation failed|Failed to allocate|Invalid array length|out of memory/i;

function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RangeError && allocationFailure.test(message)) {
    process.stderr.write(`Out of memory: ${message}\n`);
    process.exit(outOfMemoryExitCode);
  }
  process.stdout.write(`${JSON.stringify({ ok: false, error: message })}\n`, () => process.exit(1));
  // Exits in the write's callback.
  throw error;
}

process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

const name = process.argv[2];
if (!isTaskName(name)) {
  process.stderr.write(`Unknown task ${name}\n`);
  process.exit(2);
}
const task = await taskModules[name]();
process.stdout.write(`${JSON.stringify({ ready: footprint() })}\n`);

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const input: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
try {
  const value = await task.run(input as never);
  process.stdout.write(`${JSON.stringify({ ok: true, value })}\n`, () => process.exit(0));
} catch (error) {
  fail(error);
}
