import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { samplePaths } from "#app/route-table.ts";
import { useForwardingServer } from "../support/harness.ts";

/*
 * Issue 33, item 10: every page's markup is valid HTML, by the W3C's Nu
 * HTML Checker (the vnu-jar package's vnu.jar, run with the machine's Java;
 * its own Java download is not allowed to run, package.json allowScripts).
 * Every public route, as the server sends it, plus the per-visitor pages
 * and the 404 page.
 */

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const extraPaths = ["/cart", "/checkout", "/search?q=macbook", "/staff/sign-in", "/no-such-page"];

describe("valid markup (the Nu HTML Checker)", () => {
  const block = useForwardingServer("sqlite");
  const directory = mkdtempSync(path.join(tmpdir(), "wrapcraft-markup-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("finds no error on any page", { timeout: 600_000 }, async () => {
    const files = new Map<string, string>();
    for (const [index, pagePath] of [...samplePaths, ...extraPaths].entries()) {
      const response = await fetch(`${block.server.origin}${pagePath}`);
      const file = path.join(directory, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, pagePath);
    }
    const { stderr } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", directory],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` (${message.extract.trim().slice(0, 120)})` : ""}`,
      );
    expect(errors).toEqual([]);
  });
});
