/**
 * The tests' tools from Debian: Chromium for the browser tests (Playwright's
 * own browser download cannot work on a closed network), poppler-utils'
 * pdftoppm, which rasterises the print files to check where their artwork
 * lands, and Ghostscript, which draws the EPS templates, and a Java runtime
 * for the Nu HTML Checker (vnu.jar, which checks every page's markup).
 * Installs what is missing when we are allowed to; otherwise says exactly
 * what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath as chromium } from "./lib/chromium.ts";

const missing = [
  ...(existsSync(chromium) ? [] : ["chromium"]),
  ...(existsSync("/usr/bin/pdftoppm") ? [] : ["poppler-utils"]),
  ...(existsSync("/usr/bin/gs") ? [] : ["ghostscript"]),
  ...(existsSync("/usr/bin/java") ? [] : ["default-jre-headless"]),
];

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    console.error(
      `Missing for the tests: ${missing.join(", ")}. Install Debian's packages (sudo apt-get install ${missing.join(" ")})${missing.includes("chromium") ? `, or set CHROMIUM_PATH to a Chromium (looked for ${chromium})` : ""}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(", ")} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
}
