import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  /** The request's path, e.g. "/hook" or "/contact" (see `urlFor`). */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** How the receiver answers the next requests: a status, after an optional delay. */
export interface ReceiverBehaviour {
  status: number;
  delayMs: number;
}

/**
 * A real webhook receiver on loopback, standing in for the shop's automation
 * (Zapier, Make, n8n). It records every request and can fail on demand:
 * answer an error status, answer slowly, or be down entirely.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  behaviour: ReceiverBehaviour = { status: 200, delayMs: 0 };
  private server: http.Server | undefined;
  private port = 0;
  private readonly onReceive: ((received: ReceivedWebhook) => void) | undefined;

  /** `onReceive` sees every request as it is recorded (the browser tests' receiver writes them down). */
  constructor({ onReceive }: { onReceive?: (received: ReceivedWebhook) => void } = {}) {
    this.onReceive = onReceive;
  }

  /** Listens on `port` (0 = any free port; the same port again after `down()`). */
  async up(port = this.port): Promise<this> {
    const server = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        const received = {
          path: req.url ?? "",
          headers: req.headers,
          body,
          receivedAt: Date.now(),
        };
        this.received.push(received);
        this.onReceive?.(received);
        const { status, delayMs } = this.behaviour;
        setTimeout(() => res.writeHead(status).end(), delayMs);
      });
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening: deliveries meet a refused connection. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return this.urlFor("/hook");
  }

  /** Another path on this receiver, so that each kind of submission can have its own URL. */
  urlFor(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Received bodies, parsed. */
  payloads(): Record<string, unknown>[] {
    return this.received.map((entry) => JSON.parse(entry.body) as Record<string, unknown>);
  }

  /** The requests that carried this webhook-id, in arrival order. */
  forId(id: string): ReceivedWebhook[] {
    return this.received.filter(({ headers }) => headers["webhook-id"] === id);
  }

  /** How many requests arrived per webhook-id. */
  countsById(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { headers } of this.received) {
      const id = String(headers["webhook-id"]);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }
}
