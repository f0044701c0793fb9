/*
 * The Chromium every browser run uses (tests, audit, benches): Debian's, as
 * Playwright's own download cannot work on a closed network, with the flags
 * that keep it quiet and comparable from run to run (no sandbox as root, no
 * GPU, no background traffic or updates).
 */

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
