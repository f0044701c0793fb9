import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SandboxLimits, runSandboxed } from "./run.ts";

const mib = 1024 * 1024;
const roomy: SandboxLimits = {
  addressSpaceBytes: 4096 * mib,
  cpuSeconds: 20,
  wallSeconds: 30,
  fileBytes: mib,
  outputBytes: mib,
};
const scratch = mkdtempSync(path.join(tmpdir(), "wrapcraft-sandbox-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Node as a stand-in for any program: what it does is the test's, the limits are the kernel's. */
const node = (script: string, limits: Partial<SandboxLimits>, options = {}) =>
  runSandboxed(process.execPath, ["-e", script], { ...roomy, ...limits }, options);

describe("runSandboxed", () => {
  it("answers what the program printed, with none of the server's environment", async () => {
    const run = await node(
      "process.stdout.write(JSON.stringify(Object.keys(process.env).sort()))",
      {},
    );
    expect(run.ok).toBe(true);
    expect(run.ok && JSON.parse(run.stdout.toString())).toEqual(["LANG", "PATH"]);
  });

  it("refuses memory past its address-space limit", async () => {
    const run = await node(
      "const kept = Buffer.alloc(2_500_000_000, 1); console.log(kept.length)",
      {
        addressSpaceBytes: 2048 * mib,
      },
    );
    expect(run).toMatchObject({ ok: false, broke: "memory" });
  });

  it("stops a program at its CPU-time limit", async () => {
    const run = await node("for (;;) {}", { cpuSeconds: 1 });
    expect(run).toMatchObject({ ok: false, broke: "cpu" });
  });

  it("kills a program, and what it started, at the wall clock", async () => {
    const run = await node(
      "require('node:child_process').spawn('sleep', ['30'], { stdio: 'inherit' }); setTimeout(() => {}, 30_000)",
      { wallSeconds: 1 },
    );
    expect(run).toMatchObject({ ok: false, broke: "time" });
  });

  it("kills a program that prints more than its output bound", async () => {
    const run = await node("for (;;) process.stdout.write('x'.repeat(65536))", {
      outputBytes: 100_000,
    });
    expect(run).toMatchObject({ ok: false, broke: "output" });
  });

  it("stops a program writing a file past its file limit", async () => {
    const file = path.join(scratch, "big");
    const run = await node(
      `require('node:fs').writeFileSync(${JSON.stringify(file)}, Buffer.alloc(4 * 1024 * 1024))`,
      { fileBytes: mib },
    );
    expect(run).toMatchObject({ ok: false, broke: "output" });
  });

  it("says a program that failed by itself broke no limit", async () => {
    const run = await node("process.exit(3)", {});
    expect(run).toMatchObject({ ok: false, broke: null, code: 3 });
  });
});
