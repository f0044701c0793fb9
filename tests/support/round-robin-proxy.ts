import { type IncomingMessage, type ServerResponse, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

/** A load balancer in front of several instances of the server, as a test sees it. */
export interface RoundRobinProxy {
  origin: string;
  /** How many requests each origin has answered. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Methods a balancer may send twice: nothing of the request was acted on when it was refused. */
const retriable = new Set(["GET", "HEAD"]);

/** Errors of an origin that is not there (a killed instance), before it said anything. */
const refused = new Set(["ECONNREFUSED", "ECONNRESET"]);

/**
 * Starts an HTTP reverse proxy on loopback that sends each new request to the
 * next of `origins` in turn. Bodies stream both ways, untouched; headers pass
 * as they are (Host, Set-Cookie and Location included), so each instance sees
 * what the browser sent. A GET or HEAD that an origin refuses is tried once
 * more on the next one; any other refused request is answered 502.
 */
export async function startRoundRobinProxy(origins: string[]): Promise<RoundRobinProxy> {
  if (origins.length === 0) throw new Error("No origins");
  const hits = new Map(origins.map((origin) => [origin, 0]));
  let turn = 0;

  const forward = (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    index: number,
    body: Buffer | undefined,
    retry: boolean,
  ) => {
    const origin = origins[index % origins.length]!;
    const target = new URL(origin);
    const upstream = request({
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.rawHeaders,
      // A connection of its own: no pooled socket that an instance closed meanwhile.
      agent: false,
    });
    upstream.on("response", (answer) => {
      hits.set(origin, (hits.get(origin) ?? 0) + 1);
      outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(outgoing);
      answer.on("error", () => outgoing.destroy());
    });
    let failed = false;
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // A refused request can fail twice (the connection, then the body piped into it).
      if (failed) return;
      failed = true;
      if (outgoing.headersSent) {
        outgoing.destroy(error);
      } else if (retry && refused.has(error.code ?? "")) {
        forward(incoming, outgoing, index + 1, body, false);
      } else {
        outgoing.writeHead(502, { "content-type": "text/plain" });
        outgoing.end(`Bad gateway: ${origin} ${error.code ?? error.message}\n`);
        incoming.resume();
      }
    });
    // The browser gave up: so does the origin's request.
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) upstream.destroy();
    });
    if (body) upstream.end(body);
    else incoming.pipe(upstream);
  };

  const server = createServer((incoming, outgoing) => {
    const index = turn++;
    if (!retriable.has(incoming.method ?? "")) {
      forward(incoming, outgoing, index, undefined, false);
      return;
    }
    // A GET's or HEAD's body (empty in practice) is kept, to send it again on a retry.
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, outgoing, index, Buffer.concat(chunks), true));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close() {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
