import { type ChildProcess, spawn } from "node:child_process";
import { setPriority } from "node:os";

/*
 * Untrusted files are parsed, decoded, drawn and embedded only in a child
 * process whose limits the kernel enforces (issue 32): an address-space
 * limit (RLIMIT_AS, set by util-linux's `prlimit` before the program starts),
 * a CPU-time limit (RLIMIT_CPU), a largest file it may write (RLIMIT_FSIZE),
 * no core dumps, a wall clock the parent keeps (the whole process group is
 * killed past it), and a bound on what it may print. The child gets no
 * environment of the server's (no database URL, no secrets) and runs at a
 * lower priority, so the server's own requests come first on a busy machine.
 */

/** What one sandboxed run may spend. */
export interface SandboxLimits {
  /** Address space the program may map in all (RLIMIT_AS); null leaves it to the caller (runNodeTask). */
  addressSpaceBytes: number | null;
  cpuSeconds: number;
  wallSeconds: number;
  /** The largest file it may write (RLIMIT_FSIZE). */
  fileBytes: number;
  /** The most it may print on standard output; past it, it is killed. */
  outputBytes: number;
}

/** Which limit a run broke. */
export type BrokenLimit = "memory" | "cpu" | "time" | "output";

export type SandboxRun =
  | { ok: true; stdout: Buffer; stderr: string }
  | {
      ok: false;
      /** The limit it broke, or null when it failed by itself (a file it could not read). */
      broke: BrokenLimit | null;
      code: number | null;
      signal: NodeJS.Signals | null;
      stdout: Buffer;
      stderr: string;
    };

/** The exit code a sandboxed Node task uses when an allocation failed (child.ts). */
export const outOfMemoryExitCode = 86;

/** Sandboxed work yields to the server's requests. */
const sandboxNiceness = 10;

/** What of a child's error output is kept, for the log. */
const stderrKeptBytes = 16 * 1024;

/** Programs run with this PATH and nothing else of the server's environment. */
const sandboxEnv = { PATH: "/usr/local/bin:/usr/bin:/bin", LANG: "C.UTF-8" };

/** What allocators and runtimes print when memory runs out. */
const outOfMemoryText =
  /out of memory|cannot allocate|failed to allocate|bad_alloc|allocation failed|heap limit|memory exhausted|MemoryError|ENOMEM/i;

/** What a program prints when a write passes the file limit (Node ignores SIGXFSZ). */
const fileTooLargeText = /EFBIG|file too large/i;

/** `prlimit`'s arguments for `limits`, before the program and its arguments. */
export function prlimitArguments(limits: SandboxLimits): string[] {
  const cpu = Math.max(1, Math.ceil(limits.cpuSeconds));
  return [
    ...(limits.addressSpaceBytes === null ? [] : [`--as=${Math.floor(limits.addressSpaceBytes)}`]),
    // SIGXCPU at the soft limit; SIGKILL a second later if the program ignores it.
    `--cpu=${cpu}:${cpu + 1}`,
    `--fsize=${Math.floor(limits.fileBytes)}`,
    "--core=0",
    "--",
  ];
}

export interface SandboxOptions {
  /** Written to the program's standard input, then closed (none: /dev/null). */
  stdin?: Buffer | string;
  /** Standard output thrown away rather than collected (a renderer's pixels). */
  discardOutput?: boolean;
  /** Called once the process runs, before its input is written (runNodeTask's handshake). */
  onSpawn?: (child: ChildProcess) => void;
}

/** The process group of `child`, killed outright. */
function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Gone already.
  }
}

/**
 * Runs `command` under `limits` and answers what it printed, or which limit
 * it broke. Never throws for what the program does; throws only when it
 * cannot be started at all (prlimit or the program missing).
 */
export function runSandboxed(
  command: string,
  args: readonly string[],
  limits: SandboxLimits,
  options: SandboxOptions = {},
): Promise<SandboxRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("prlimit", [...prlimitArguments(limits), command, ...args], {
      env: sandboxEnv,
      // Its own process group, so the wall clock kills whatever it started too.
      detached: true,
      stdio: [
        options.stdin === undefined && !options.onSpawn ? "ignore" : "pipe",
        options.discardOutput ? "ignore" : "pipe",
        "pipe",
      ],
    });
    let broke: BrokenLimit | null = null;
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = "";
    const timer = setTimeout(() => {
      broke ??= "time";
      killGroup(child);
    }, limits.wallSeconds * 1000);
    child.stdout?.on("data", (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > limits.outputBytes) {
        broke ??= "output";
        killGroup(child);
        return;
      }
      out.push(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < stderrKeptBytes) stderr += chunk.toString("utf8", 0, stderrKeptBytes);
    });
    // A program that exits before reading its input closes the pipe: not an error of ours.
    child.stdin?.on("error", () => {});
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("spawn", () => {
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, sandboxNiceness);
        } catch {
          // Already gone: its exit says why.
        }
      }
      options.onSpawn?.(child);
      if (options.stdin !== undefined) child.stdin?.end(options.stdin);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      // Whatever it left running in its group goes with it.
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Nothing left.
        }
      }
      const stdout = Buffer.concat(out);
      if (broke === null && code === 0) {
        resolve({ ok: true, stdout, stderr });
        return;
      }
      if (broke === null) {
        // SIGXCPU at the soft CPU limit, SIGKILL at the hard one; SIGXFSZ past the file limit.
        if (signal === "SIGXCPU" || signal === "SIGKILL") broke = "cpu";
        else if (signal === "SIGXFSZ" || fileTooLargeText.test(stderr)) broke = "output";
        else if (code === outOfMemoryExitCode || outOfMemoryText.test(stderr)) broke = "memory";
      }
      resolve({ ok: false, broke, code, signal, stdout, stderr });
    });
  });
}
