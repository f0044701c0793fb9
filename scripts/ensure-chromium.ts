/**
 * Browser tests drive Debian's Chromium (Playwright's own browser download
 * cannot work on a closed network). Install it when it is missing and we are
 * allowed to; otherwise say exactly what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath as chromium } from "./lib/chromium.ts";

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `Chromium not found at ${chromium}. Install Debian's "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
