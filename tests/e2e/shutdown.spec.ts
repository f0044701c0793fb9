import { expect, test } from "@playwright/test";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { tempSqliteUrl } from "../support/server-process.ts";

/** A second server process of our own, so we can stop it without stopping the suite's. */
const port = 4190;

function startServer(env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "info",
      DATABASE_URL: tempSqliteUrl(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function waitForHealth() {
  await expect
    .poll(
      () =>
        new Promise<number>((resolve) => {
          http
            .get(`http://localhost:${port}/healthz`, (res) => resolve(res.statusCode ?? 0))
            .on("error", () => resolve(0));
        }),
      { timeout: 15_000 },
    )
    .toBe(200);
}

test("SIGTERM finishes the request in flight, then exits cleanly", async () => {
  const server = startServer();
  let log = "";
  server.stdout!.on("data", (chunk) => (log += chunk));
  await waitForHealth();

  // Open a request, and send SIGTERM once the server has started answering it.
  const body = new Promise<string>((resolve, reject) => {
    http
      .get(`http://localhost:${port}/terms`, (res) => {
        server.kill("SIGTERM");
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      })
      .on("error", reject);
  });
  expect(await body).toContain("</html>");
  const [code] = await once(server, "exit");
  expect(code).toBe(0);
  expect(log).toContain("Server closed");
});

test("a bad setting stops the server with a message naming it", async () => {
  const server = startServer({ DATABASE_URL: "mysql://nope" });
  let errors = "";
  server.stderr!.on("data", (chunk) => (errors += chunk));
  const [code] = await once(server, "exit");
  expect(code).toBe(1);
  expect(errors).toContain("DATABASE_URL");
});
