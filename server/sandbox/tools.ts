import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Logger } from "pino";

const execFileAsync = promisify(execFile);

/** The programs the sandbox needs, from the Debian packages that have them. */
const tools = [
  {
    command: "prlimit",
    args: ["--version"],
    from: "util-linux",
    without: "no upload can be checked",
  },
  {
    command: "pdftoppm",
    args: ["-v"],
    from: "poppler-utils",
    without: "PDF artwork is refused with a message asking for PNG or JPG",
  },
];

/**
 * Says at start-up, loudly, which of the sandbox's programs this machine
 * lacks and what that costs (docs/operations.md lists the packages).
 */
export async function reportSandboxTools(logger: Logger): Promise<void> {
  for (const tool of tools) {
    try {
      await execFileAsync(tool.command, tool.args, { timeout: 10_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") continue;
      logger.error(
        `${tool.command} is not installed (Debian package ${tool.from}): ${tool.without}.`,
      );
    }
  }
}
