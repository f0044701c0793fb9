import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium.ts";
import { TestClock } from "./tests/support/test-clock.ts";

/** The production server under test: the real build, served by the real server. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The origin the build was made for (the build's default PUBLIC_URL). */
export const publicUrl = process.env.E2E_PUBLIC_URL ?? "http://localhost:3000";
// Made once in the runner and inherited by its workers, which read the server's database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "wrapcraft-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
/** The webhook receiver the server forwards orders to (tests/e2e/webhook-sink.ts). */
const webhookPort = Number(process.env.E2E_WEBHOOK_PORT ?? port + 1);
export const webhookLog = path.join(dataDir, "webhooks.jsonl");
/** The SMTP server the site sends its e-mails through (tests/e2e/smtp-sink.ts). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 2);
export const mailLog = path.join(dataDir, "mails.jsonl");
/** The staff console's clock, which the server and the tests share (tests/support/test-clock.ts). */
const clockFile = new TestClock(path.join(dataDir, "clock")).file;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node tests/e2e/webhook-sink.ts",
      port: webhookPort,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_WEBHOOK_PORT: String(webhookPort), E2E_WEBHOOK_LOG: webhookLog },
    },
    {
      command: "node tests/e2e/smtp-sink.ts",
      port: smtpPort,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_LOG: mailLog },
    },
    {
      command: "node server/index.ts",
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
        UPLOADS_DIR: path.join(dataDir, "uploads"),
        LOG_LEVEL: "warn",
        // Every test posts, and orders, from the same address.
        RATE_LIMIT_POSTS: "10000",
        CONFIRMATIONS_PER_ADDRESS: "10000",
        CONFIRMATIONS_PER_CLIENT: "10000",
        ORDER_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/order`,
        OUTBOX_POLL_INTERVAL_MS: "100",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SHOP_NOTIFY_EMAIL: "orders@wrapcraft.test",
        TEST_CLOCK_FILE: clockFile,
      },
    },
  ],
});
