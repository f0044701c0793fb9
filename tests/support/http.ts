import http from "node:http";
import net from "node:net";
import path from "node:path";

/** An answer as the tests look at it: status, headers and the whole body as text. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON (throws when it is not). */
  json(): unknown;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

/** POSTs a JSON body (anything JSON.stringify takes) the way an API client would. */
export async function postJson(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return answer(response);
}

/** A JSON answer: its status and its body as an object. */
export interface JsonReply {
  status: number;
  body: Record<string, unknown>;
}

/** Posts a file the way the customizer does: the raw bytes, the name in a header. */
export async function postArtwork(
  origin: string,
  bytes: Buffer,
  filename = "artwork.png",
): Promise<JsonReply> {
  const response = await fetch(`${origin}/api/uploads`, {
    method: "POST",
    headers: {
      "content-type": "application/octet-stream",
      "x-upload-filename": encodeURIComponent(filename),
    },
    body: new Uint8Array(bytes),
    // A file's check may take the sandbox's whole budget (a minute and a half at most).
    signal: AbortSignal.timeout(120_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POSTs urlencoded fields, as the form script and a page without JavaScript do. */
export async function postForm(
  origin: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  return answer(response);
}

export async function get(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(origin + path, {
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  return answer(response);
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on its own connection with node:http, which (unlike fetch)
 * sends whatever method, headers and bytes it is given. The answer counts
 * even when the server stops reading the body early (413): writing the rest
 * may then fail, which is not the answer's fault. Rejects when no answer
 * comes within `timeoutMs`: a hang is a failure.
 */
export function rawRequest(
  origin: string,
  { method, path, headers = {}, body }: RawRequest,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { connection: "close", ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          settle(() =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          ),
        );
        response.on("error", (error) => settle(() => reject(error)));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      settle(() => reject(new Error(`No answer to ${method} ${path} within ${timeoutMs} ms`)));
    }, timeoutMs);
    // EPIPE / ECONNRESET while the body is still being written: wait for the answer.
    request.on("error", (error) => setTimeout(() => settle(() => reject(error)), 1000));
    request.end(body);
  });
}

/**
 * Writes `text` as it is to a new connection and collects whatever comes
 * back until the server closes it, for requests no HTTP client would send
 * (a malformed request line, a bad Host, HTTP/1.0 without Host).
 */
export async function rawExchange(port: number, text: string, timeoutMs = 10_000): Promise<string> {
  return (await tricklingExchange(port, text, [], { pauseMs: 0, timeoutMs })).received;
}

/**
 * A slow client: writes a request's head, then its body a piece at a time
 * with `pauseMs` between pieces, then stays silent, collecting whatever comes
 * back until the server closes the connection. Pieces short of the declared
 * length make a stalled upload. Rejects when the server has not closed the
 * connection `timeoutMs` after the last piece: a connection held open is the
 * failure.
 */
export function tricklingExchange(
  port: number,
  head: string,
  pieces: readonly Buffer[],
  { pauseMs, timeoutMs = 20_000 }: { pauseMs: number; timeoutMs?: number },
): Promise<{ received: string; piecesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let piecesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (socket.destroyed) return;
      const piece = pieces[piecesSent];
      if (!piece) {
        timer = setTimeout(() => {
          socket.destroy();
          reject(new Error(`The server kept a silent connection open for ${timeoutMs} ms`));
        }, timeoutMs);
        return;
      }
      socket.write(piece);
      piecesSent += 1;
      timer = setTimeout(next, pauseMs);
    };
    socket.once("connect", () => {
      socket.write(head);
      next();
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ received, piecesSent });
    });
    socket.on("error", () => {
      // A reset when the server closes: what arrived is still the answer.
    });
  });
}

/** The status code of a raw HTTP/1.x answer ("HTTP/1.1 400 Bad Request" → 400), or 0. */
export function statusOf(rawAnswer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(rawAnswer)?.[1] ?? 0);
}

/**
 * Polls `check` until it returns something other than undefined/false, and
 * answers that; fails with `message` (and the last value seen) at the deadline.
 */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 50, message = "condition" } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Runs `task` over `items`, at most `concurrency` at a time; answers results in order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * What in `text` gives away the server's insides, if anything: a stack frame
 * ("at fn (file:line:col)"), a source file with a line number, or a path on
 * the server's disk. Null when nothing does.
 */
export function leakIn(text: string): string | null {
  const frame =
    /\bat (?:[\w$.<>[\] ]+ )?\(?(?:file:\/\/|node:|\/)[^\s():]+:\d+:\d+\)?|node_modules\/|\b[\w-]+\.tsx?:\d+/;
  return frame.exec(text)?.[0] ?? (text.includes(repositoryRoot) ? repositoryRoot : null);
}

/** A page's text as a reader sees it: tags and React's text separators gone, spaces collapsed. */
export function pageText(html: string): string {
  return html
    .replaceAll(/<!--.*?-->/gs, "")
    .replaceAll(/<[^>]+>/g, " ")
    .replaceAll(/\s+/g, " ");
}
