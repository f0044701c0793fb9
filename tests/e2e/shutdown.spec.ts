import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import { startServer, tempSqliteUrl } from "../support/server-process.ts";

// Each test starts a server process of its own, so it can stop it without stopping the suite's.

test("SIGTERM finishes the request in flight, then exits cleanly", async () => {
  const server = await startServer({ DATABASE_URL: tempSqliteUrl() });
  // Open a request, and send SIGTERM once the server has started answering it.
  let stopped: Promise<number | null> | undefined;
  const body = new Promise<string>((resolve, reject) => {
    http
      .get(`${server.origin}/terms`, (res) => {
        stopped = server.stop();
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      })
      .on("error", reject);
  });
  expect(await body).toContain("</html>");
  expect(await stopped).toBe(0);
  expect(server.log()).toContain("Server closed");
});

test("SIGTERM closes a connection kept alive once its request in flight is answered", async () => {
  const server = await startServer({ DATABASE_URL: tempSqliteUrl() });
  // A form post whose body is half sent when SIGTERM comes, from a client that then keeps its
  // connection for another request, as a load balancer does, for as long as the server keeps it.
  const body = "email=early%40example.com&consent=on";
  const socket = net.connect(server.port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  socket.write(
    `POST /api/forms/newsletter HTTP/1.1\r\nHost: localhost:${server.port}\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n` +
      `Connection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.write(body.slice(10));
  // Not held until the grace period ran out (exit code 1).
  expect(await stopped).toBe(0);
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  socket.destroy();
});

test("a bad setting stops the server with a message naming it", async () => {
  const server = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, DATABASE_URL: "mysql://nope" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  server.stderr!.on("data", (chunk) => (errors += chunk));
  const [code] = await once(server, "exit");
  expect(code).toBe(1);
  expect(errors).toContain("DATABASE_URL");
});
