import { expect } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
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
      submission.kind === "added-to-cart" && submission.payload.design_label_name === designName,
  );
}

/** A delivery the browser tests' webhook receiver got (tests/e2e/webhook-sink.ts). */
export interface Delivery {
  path: string;
  headers: Record<string, string>;
  payload: Record<string, unknown>;
}

/** Every delivery so far, from the receiver's log in the data directory. */
export function webhookDeliveries(): Delivery[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const log = path.join(dataDir, "webhooks.jsonl");
  if (!existsSync(log)) return [];
  return readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const {
        path: requestPath,
        headers,
        body,
      } = JSON.parse(line) as {
        path: string;
        headers: Record<string, string>;
        body: string;
      };
      return { path: requestPath, headers, payload: JSON.parse(body) as Record<string, unknown> };
    });
}

/** Every e-mail the loopback SMTP server received so far (tests/e2e/smtp-sink.ts). */
export function receivedMails(): { to: string[]; raw: string }[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const log = path.join(dataDir, "mails.jsonl");
  if (!existsSync(log)) return [];
  return readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string });
}
