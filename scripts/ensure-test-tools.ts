/**
 * The tests' tools from Debian: Chromium for the browser tests (Playwright's
 * own browser download cannot work on a closed network), poppler-utils'
 * pdftoppm, which rasterises the print files to check where their artwork
 * lands, and Ghostscript, which draws the EPS templates, and a Java runtime
 * for the Nu HTML Checker (vnu.jar, which checks every page's markup), and
 * Ceph's S3 gateway (radosgw, with a mon and an OSD), the tests' real S3
 * server (tests/support/rgw.ts). Installs what is missing when we are allowed
 * to; otherwise says exactly what to do.
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
/** Without Ceph's recommends: the gateway needs none of them. */
const missingCeph = existsSync("/usr/bin/radosgw")
  ? []
  : ["ceph-mon", "ceph-osd", "radosgw", "ceph-common"];

if (missing.length + missingCeph.length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) {
    const commands = [
      ...(missing.length ? [`sudo apt-get install ${missing.join(" ")}`] : []),
      ...(missingCeph.length
        ? [`sudo apt-get install --no-install-recommends ${missingCeph.join(" ")}`]
        : []),
    ];
    console.error(
      `Missing for the tests: ${[...missing, ...missingCeph].join(", ")}. Install Debian's packages (${commands.join("; ")})${missing.includes("chromium") ? `, or set CHROMIUM_PATH to a Chromium (looked for ${chromium})` : ""}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${[...missing, ...missingCeph].join(", ")} for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  if (missing.length > 0) {
    execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  }
  if (missingCeph.length > 0) {
    const install = ["install", "-y", "-qq", "--no-install-recommends", ...missingCeph];
    execFileSync("apt-get", install, { stdio: "inherit", env });
  }
}
