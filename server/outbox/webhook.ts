import { Webhook } from "standardwebhooks";

export interface WebhookRequest {
  url: string;
  /** The same on every attempt, so the receiver can drop duplicates. */
  id: string;
  body: string;
  /** A Standard Webhooks secret (`whsec_…`); unset sends unsigned deliveries. */
  secret: string | undefined;
  timeoutMs: number;
}

export type WebhookResult =
  { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * One delivery attempt, following Standard Webhooks: `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` (v1, HMAC-SHA256 of
 * id.timestamp.body). Any 2xx answer counts as delivered.
 */
export async function sendWebhook({
  url,
  id,
  body,
  secret,
  timeoutMs,
}: WebhookRequest): Promise<WebhookResult> {
  const sentAt = new Date();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "wrapcraft-webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
  };
  if (secret) headers["webhook-signature"] = new Webhook(secret).sign(id, sentAt, body);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's content is not used (SPEC.md section 7): release the connection.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status };
    return { ok: false, status: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      ok: false,
      status: null,
      error: timedOut ? `No answer within ${timeoutMs} ms` : describe(error),
    };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 500);
}
