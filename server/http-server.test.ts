import express from "express";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAppServer } from "./http-server.ts";

const servers: { close(): unknown }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("createAppServer", () => {
  it("makes requests and responses with Express's methods already in place", async () => {
    const app = express();
    app.set("trust proxy", false);
    app.post("/echo/:name", (req, res) => {
      res.status(201).json({ name: req.params.name, ip: req.ip, json: req.is("application/json") });
    });
    const server = createAppServer(app);
    servers.push(server);
    // What Express would set, seen before Express runs: it is the request's from the start.
    const prototypes: boolean[] = [];
    server.prependListener("request", (req, res) => {
      prototypes.push(
        Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
      );
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;

    const answer = await fetch(`http://127.0.0.1:${port}/echo/maria`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      name: "maria",
      ip: "127.0.0.1",
      json: "application/json",
    });
    expect(prototypes).toEqual([true]);
  });
});
