import { type ChildProcess, execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type BrokenLimit, runSandboxed } from "./run.ts";
import type { TaskInput, TaskName, TaskResult } from "./tasks.ts";

/*
 * A task of ours run on an untrusted file in a sandboxed Node process
 * (child.ts). Node reserves gigabytes of address space it never touches (the
 * WebAssembly and code cages), so a fixed RLIMIT_AS would be either too
 * tight to start or too loose to matter. Instead the child loads its
 * task's modules and reports its address space and data size; the parent
 * then sets RLIMIT_AS and RLIMIT_DATA to those plus the task's memory
 * budget (`prlimit --pid`), and only then sends the input. What the file
 * makes the task allocate (V8's heap, array buffers, a library's own
 * memory) is counted by the kernel against that budget.
 */

const execFileAsync = promisify(execFile);
const childScript = fileURLToPath(new URL("./child.ts", import.meta.url));

/** What a Node task may spend. */
export interface NodeTaskBudget {
  /** Memory it may take beyond what Node and its modules hold when it is ready. */
  memoryBytes: number;
  cpuSeconds: number;
  wallSeconds: number;
  /** The largest file it may write. */
  fileBytes: number;
  /** The most its answer may take. */
  outputBytes: number;
}

export type TaskOutcome<Value> =
  | { ok: true; value: Value }
  | {
      ok: false;
      /** The limit it broke; null when the task failed by itself (its message in `error`). */
      broke: BrokenLimit | null;
      error: string;
    };

const mib = 1024 * 1024;

/** Reads the child's "ready" line, sets its memory limits, then sends it `input`. */
async function handOver(child: ChildProcess, input: unknown, memoryBytes: number) {
  const stdout = child.stdout;
  if (!stdout || child.pid === undefined) throw new Error("The task has no output to read");
  const ready = await new Promise<{ vmSize: number; vmData: number }>((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const end = text.indexOf("\n");
      if (end === -1) return;
      stdout.off("data", onData);
      try {
        resolve(
          (JSON.parse(text.slice(0, end)) as { ready: { vmSize: number; vmData: number } }).ready,
        );
      } catch (error) {
        reject(error);
      }
    };
    stdout.on("data", onData);
    child.once("close", () => reject(new Error("The task ended before it was ready")));
  });
  await execFileAsync("prlimit", [
    `--pid=${child.pid}`,
    `--as=${ready.vmSize + memoryBytes}`,
    `--data=${ready.vmData + memoryBytes}`,
  ]);
  child.stdin?.end(JSON.stringify(input));
}

/**
 * Runs task `name` on `input` in a sandboxed Node process within `budget`:
 * its answer, or which limit it broke, or its error. Throws only when the
 * sandbox cannot be started (prlimit missing).
 */
export async function runNodeTask<Name extends TaskName>(
  name: Name,
  input: TaskInput<Name>,
  budget: NodeTaskBudget,
): Promise<TaskOutcome<TaskResult<Name>>> {
  let handOverFailed: unknown;
  const run = await runSandboxed(
    process.execPath,
    [
      // V8 gives up at the budget on its own, before the kernel refuses it a page.
      `--max-old-space-size=${Math.max(16, Math.floor(budget.memoryBytes / mib))}`,
      "--disable-warning=ExperimentalWarning",
      childScript,
      name,
    ],
    {
      addressSpaceBytes: null,
      cpuSeconds: budget.cpuSeconds,
      wallSeconds: budget.wallSeconds,
      fileBytes: budget.fileBytes,
      // The ready line comes first.
      outputBytes: budget.outputBytes + 4096,
    },
    {
      onSpawn(child) {
        handOver(child, input, budget.memoryBytes).catch((error: unknown) => {
          handOverFailed = error;
          if (child.pid !== undefined) {
            try {
              process.kill(-child.pid, "SIGKILL");
            } catch {
              // Gone already.
            }
          }
        });
      },
    },
  );
  if (handOverFailed !== undefined && !run.ok) {
    return {
      ok: false,
      broke: null,
      error: `The sandbox could not be set up: ${String(handOverFailed)}`,
    };
  }
  const lines = run.stdout.toString("utf8").split("\n");
  const answer = lines[1]
    ? (JSON.parse(lines[1]) as { ok: boolean; value?: unknown; error?: string })
    : null;
  if (run.ok && answer?.ok) return { ok: true, value: answer.value as TaskResult<Name> };
  if (!run.ok && run.broke)
    return { ok: false, broke: run.broke, error: `Broke its ${run.broke} limit` };
  return {
    ok: false,
    broke: null,
    error: answer?.error ?? (run.stderr.trim().split("\n").at(-1) || "The task failed"),
  };
}
