import { runNodeTask } from "../sandbox/node-task.ts";
import { sandboxQueue } from "../sandbox/sandbox.ts";
import type { PrintJobInput, PrintJobResult } from "./print-task.ts";

const mib = 1024 * 1024;

/** A failure that trying again cannot mend: the job is given up at once. */
export class PermanentFailure extends Error {
  readonly permanent = true;
}

/**
 * Makes a print file in the sandbox (print-task.ts), in the order's turn of
 * the sandbox's line: a 50 MB artwork and its PDF within 1 GiB, the job's
 * time limit as its CPU and wall-clock limits. A file that breaks a limit
 * would break it again: that failure is permanent.
 */
export async function makePrintFileInSandbox(
  input: PrintJobInput,
  { timeoutMs }: { timeoutMs: number },
): Promise<PrintJobResult> {
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  const outcome = await sandboxQueue(
    `order:${input.orderNumber}`,
    () =>
      runNodeTask("print-file", input, {
        memoryBytes: 1024 * mib,
        cpuSeconds: seconds,
        wallSeconds: seconds,
        fileBytes: 512 * mib,
        outputBytes: 64 * 1024,
      }),
    { alwaysWait: true },
  );
  if (outcome.ok) return outcome.value;
  if (outcome.broke) {
    const limit = { memory: "memory", cpu: "CPU time", time: "time", output: "output" }[
      outcome.broke
    ];
    throw new PermanentFailure(
      `The artwork broke the print file's ${limit} limit: it cannot be printed as it is (ask the customer for another file, or upload a print file)`,
    );
  }
  throw new Error(outcome.error);
}
