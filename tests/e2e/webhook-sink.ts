import { appendFileSync } from "node:fs";
import { WebhookReceiver } from "../support/webhook-receiver.ts";

/**
 * The browser tests' webhook receiver, started by playwright.config.ts beside
 * the server: a real receiver on loopback that writes every delivery as a
 * JSON line to E2E_WEBHOOK_LOG, where the tests (other processes) read it.
 */
const port = Number(process.env.E2E_WEBHOOK_PORT);
const log = process.env.E2E_WEBHOOK_LOG;
if (!port || !log)
  throw new Error("E2E_WEBHOOK_PORT and E2E_WEBHOOK_LOG are set by playwright.config.ts");
await new WebhookReceiver({
  onReceive: (received) => appendFileSync(log, `${JSON.stringify(received)}\n`),
}).up(port);
