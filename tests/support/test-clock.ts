import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * A test's own clock for the staff console (the server's TEST_CLOCK_FILE,
 * server/clock.ts): the time is what the test says, so an authenticator's
 * code is never a moment away from going stale, and moving on is a line of
 * the test rather than a wait. The file is the clock: the server reads it,
 * and so do the browser tests' workers, which share one server.
 */

/** When every test clock starts: a fixed moment, never today's. */
export const testClockStart = Date.parse("2026-11-20T17:00:00Z");

export class TestClock {
  readonly file: string;

  /** The clock kept in `file` (made, at `start`, when it does not exist yet). */
  constructor(file?: string, start = testClockStart) {
    this.file = file ?? path.join(mkdtempSync(path.join(tmpdir(), "wrapcraft-clock-")), "now");
    if (!existsSync(this.file)) this.set(start);
  }

  now(): number {
    return Number(readFileSync(this.file, "utf8"));
  }

  /** Moves the clock on (an authenticator's next step is 30 s on). */
  advance(ms: number) {
    this.set(this.now() + ms);
  }

  /** Written whole, then renamed over the file: the server never reads half a time. */
  private set(time: number) {
    const next = `${this.file}.next`;
    writeFileSync(next, String(time));
    renameSync(next, this.file);
  }
}
