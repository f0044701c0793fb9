import { getEnv } from "#app/config/env.server.ts";
import { type Database, migrateToLatest, openDatabase } from "../../server/db/database.ts";
import { printError } from "./terminal.ts";

/** Runs `command` on the server's database (DATABASE_URL), its schema brought up to date first. */
export async function withDatabase(command: (database: Database) => Promise<void>): Promise<void> {
  const database = openDatabase(getEnv().DATABASE_URL);
  try {
    await migrateToLatest(database);
    await command(database);
  } finally {
    await database.close();
  }
}

/** Runs an operator's command line: a failure prints its message, not a stack trace, and exits 1. */
export function runCommandLine(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    printError(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}

/** A `--limit` option: a whole number of rows from 1 to 1,000. */
export function parseLimit(value: string | undefined): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new Error("--limit takes a whole number from 1 to 1000.");
  }
  return limit;
}
