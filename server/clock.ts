import { readFileSync } from "node:fs";

/*
 * The staff console's time, as its sign-ins' codes and its sessions' ages
 * read it: the machine's, or (tests only) the time written in the file
 * TEST_CLOCK_FILE names, so that a test decides what time it is (an
 * authenticator's code, a session's age) instead of hoping the wall clock
 * does not move under it (issue 33). The server and `npm run staff` read it
 * alike, so an invite made on the command line is as old as the test says.
 */
export function serverClock(
  testClockFile: string | undefined,
  warn: (message: string) => void,
): () => number {
  if (!testClockFile) return Date.now;
  warn(
    `TEST_CLOCK_FILE is set: the server's time is read from ${testClockFile}. Tests only; never in production.`,
  );
  return () => {
    const time = Number(readFileSync(testClockFile, "utf8"));
    if (!Number.isSafeInteger(time) || time <= 0) {
      throw new Error(`TEST_CLOCK_FILE (${testClockFile}) does not hold a time in milliseconds`);
    }
    return time;
  };
}
