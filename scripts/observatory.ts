/**
 * `npm run observatory`: MDN's HTTP Observatory scanner (the
 * `@mdn/mdn-http-observatory` package, run here, nothing sent to MDN)
 * against the production server behind a local TLS terminator, the way the
 * operations manual (docs/operations.md) says to run it. It builds nothing: run `npm run build` first.
 *
 * It starts `node server/index.ts` on a fresh SQLite database with
 * PUBLIC_URL=https://localhost and TRUST_PROXY=loopback, and in front of it,
 * on 127.0.0.1 (and ::1 where there is one):
 * - port 443: a TLS proxy with a throwaway self-signed certificate for
 *   localhost, made now with `openssl` and deleted afterwards; it sets
 *   X-Forwarded-Proto: https and X-Forwarded-For, as Caddy or nginx would;
 * - port 80: a plain-http proxy (X-Forwarded-Proto: http), so the redirect
 *   to https that the scanner follows is the server's own.
 * The scanner always scans ports 80 and 443 (its `scan()` takes no ports),
 * so the script must be allowed to listen there: root, CAP_NET_BIND_SERVICE,
 * or `sysctl net.ipv4.ip_unprivileged_port_start=80`.
 *
 * The scan runs in a child process whose NODE_EXTRA_CA_CERTS names the
 * certificate, so the scanner's certificate checks pass as they would for a
 * real one: a certificate it could not verify would fail its HSTS and
 * redirection tests. (The package's own `mdn-http-observatory-scan` wrapper
 * would replace that variable with Mozilla's bundle, so its `src/scan.js` is
 * run directly.) The scanner looks each host up in Chromium's HSTS preload
 * list, which the package's install script downloads; installs here do not
 * run it (package.json `allowScripts`: no network while installing), so when
 * the list is missing an empty one is written in its place. localhost is on
 * no preload list: the results are the same.
 *
 * Prints the grade, the score and every test's result; the exit code is 1
 * when the grade is below A+ or the scan fails.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "../tests/support/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const scannerDir = path.join(root, "node_modules/@mdn/mdn-http-observatory");
const hostname = "localhost";

/** Headers that belong to one connection, never passed on by a proxy. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
]);

/** A Caddy/nginx stand-in: every request goes to the app with X-Forwarded-Proto and -For set. */
function proxyTo(appPort: number, protocol: "http" | "https"): http.RequestListener {
  return (req, res) => {
    const client = req.socket.remoteAddress ?? "";
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!hopByHop.has(name)) headers[name] = value;
    }
    const earlier = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = earlier ? `${String(earlier)}, ${client}` : client;
    headers["x-forwarded-proto"] = protocol;
    const upstream = http.request(
      { host: "127.0.0.1", port: appPort, method: req.method, path: req.url, headers },
      (answer) => {
        const raw: string[] = [];
        for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
          const [name = "", value = ""] = answer.rawHeaders.slice(i, i + 2);
          if (!hopByHop.has(name.toLowerCase())) raw.push(name, value);
        }
        res.writeHead(answer.statusCode ?? 502, raw);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

/** Listens on port 80 or 443 of loopback (IPv4, and IPv6 where the machine has it). */
async function listenOnLoopback(make: () => http.Server, port: number): Promise<http.Server[]> {
  const servers: http.Server[] = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const server = make();
    try {
      server.listen(port, host);
      await Promise.race([
        once(server, "listening"),
        once(server, "error").then(([error]) => Promise.reject(error as Error)),
      ]);
      servers.push(server);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (host === "::1" && (code === "EADDRNOTAVAIL" || code === "EAFNOSUPPORT")) continue;
      await Promise.all(servers.map((open) => closeServer(open)));
      if (code === "EACCES") {
        throw new Error(
          `Port ${port} needs privileges: the scanner only scans ports 80 and 443. Run as root, ` +
            `give Node CAP_NET_BIND_SERVICE, or run "sysctl net.ipv4.ip_unprivileged_port_start=80".`,
          { cause: error },
        );
      }
      if (code === "EADDRINUSE") {
        throw new Error(
          `Port ${port} on ${host} is in use: the scanner only scans ports 80 and 443.`,
          { cause: error },
        );
      }
      throw error;
    }
  }
  return servers;
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A self-signed certificate for localhost, valid for a day, in `dir`. */
function throwawayCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { encoding: "utf8" },
  );
  if (made.error || made.status !== 0) {
    throw new Error(
      `openssl could not make a certificate (Debian: apt-get install openssl): ${made.error?.message ?? made.stderr}`,
    );
  }
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
  /** The redirection test's hops, from http:// on. */
  route?: string[];
}

interface ScanOutput {
  scan: {
    grade: string;
    score: number;
    statusCode: number;
    testsPassed: number;
    testsQuantity: number;
  };
  tests: Record<string, ScanTest>;
  error?: string;
}

/** Runs the scanner's CLI in a child process that trusts `certFile`; answers its JSON. */
async function runScanner(certFile: string): Promise<ScanOutput> {
  const child = spawn(process.execPath, [path.join(scannerDir, "src/scan.js"), hostname], {
    cwd: scannerDir,
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const [code] = await once(child, "exit");
  let output: ScanOutput;
  try {
    output = JSON.parse(stdout) as ScanOutput;
  } catch {
    throw new Error(`The scanner exited with ${String(code)} and printed:\n${stdout}`);
  }
  if (output.error) throw new Error(`The scan failed: ${output.error}`);
  return output;
}

function print(output: ScanOutput) {
  const version = (
    JSON.parse(readFileSync(path.join(scannerDir, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const { scan, tests } = output;
  console.log(
    `MDN HTTP Observatory ${version}: http://${hostname}/ and https://${hostname}/ ` +
      `(the production server behind a local TLS proxy, PUBLIC_URL=https://${hostname})`,
  );
  console.log(
    `Grade ${scan.grade}, score ${scan.score} (${scan.testsPassed} of ${scan.testsQuantity} tests passed; answer ${scan.statusCode})`,
  );
  const width = Math.max(...Object.keys(tests).map((name) => name.length));
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    const route = test.route?.length ? ` (${test.route.join(" → ")})` : "";
    console.log(
      `  ${test.pass ? "pass" : "FAIL"}  ${modifier.padStart(3)}  ${name.padEnd(width)}  ${test.result}${route}`,
    );
  }
}

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error('No production build: run "npm run build" first.');
  }
  if (!existsSync(scannerDir))
    throw new Error("@mdn/mdn-http-observatory is not installed: npm ci");
  const preloadList = path.join(scannerDir, "conf/hsts-preload.json");
  if (!existsSync(preloadList)) {
    console.log("No HSTS preload list (its download is not run on install): using an empty one.");
    writeFileSync(preloadList, "{}\n");
  }

  const dir = mkdtempSync(path.join(tmpdir(), "wrapcraft-observatory-"));
  const open: http.Server[] = [];
  let app: ServerProcess | undefined;
  try {
    const { key, cert, certFile } = throwawayCertificate(dir);
    app = await startServer({
      DATABASE_URL: `file:${path.join(dir, "app.db")}`,
      PUBLIC_URL: `https://${hostname}`,
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
    });
    const appPort = app.port;
    open.push(
      ...(await listenOnLoopback(
        () => https.createServer({ key, cert }, proxyTo(appPort, "https")),
        443,
      )),
      ...(await listenOnLoopback(() => http.createServer(proxyTo(appPort, "http")), 80)),
    );
    console.log(
      `Server on 127.0.0.1:${appPort}; proxies in front on ${open
        .map((server) => {
          const address = server.address() as AddressInfo;
          return address.family === "IPv6"
            ? `[${address.address}]:${address.port}`
            : `${address.address}:${address.port}`;
        })
        .join(", ")}`,
    );
    const output = await runScanner(certFile);
    print(output);
    if (output.scan.grade !== "A+") {
      console.log(`Below A+: see the failing tests above.`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(open.map((server) => closeServer(server)));
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
