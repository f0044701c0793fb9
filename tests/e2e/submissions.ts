import { expect } from "@playwright/test";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** A submission as the server stored it (its payload parsed). */
export interface StoredSubmission {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
}

/** The e2e server's SQLite database (playwright.config.ts), opened read-only. */
function readSubmissions(): StoredSubmission[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const database = new DatabaseSync(path.join(dataDir, "app.db"), { readOnly: true });
  try {
    const rows = database.prepare("select id, kind, payload from submissions").all() as {
      id: string;
      kind: string;
      payload: string;
    }[];
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
  } finally {
    database.close();
  }
}

/** Stored submissions whose payload has this e-mail (tests use an address of their own). */
export function submissionsFrom(email: string): StoredSubmission[] {
  return readSubmissions().filter((submission) => submission.payload.email === email);
}

/** Waits until exactly `count` submissions from `email` are stored, and answers them. */
export async function expectStored(email: string, count = 1): Promise<StoredSubmission[]> {
  await expect.poll(() => submissionsFrom(email).length, { timeout: 10_000 }).toBe(count);
  return submissionsFrom(email);
}

/** Stored customizer orders with this design name (tests use names of their own). */
export function storedOrders(designName: string): StoredSubmission[] {
  return readSubmissions().filter(
    (submission) =>
      submission.kind === "order" && submission.payload.design_label_name === designName,
  );
}
