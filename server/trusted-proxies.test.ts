import express from "express";
import { describe, expect, it } from "vitest";
import { trustedProxies } from "./trusted-proxies.ts";

/** Express's own reading of a `trust proxy` value. */
const expressTrust = (value: unknown) =>
  express().set("trust proxy", value).get("trust proxy fn") as (a: string, i: number) => boolean;

const peers = [
  "127.0.0.1",
  "127.9.8.7",
  "::1",
  "::ffff:127.0.0.1",
  "10.0.0.5",
  "203.0.113.9",
  "fe80::1",
  "not an address",
  "",
];

describe("trustedProxies", () => {
  it.each([[["loopback"]], [["10.0.0.0/8", "uniquelocal"]], [["203.0.113.9"]]])(
    "answers %j for every peer as Express does, however often it is asked",
    (list) => {
      const remembered = expressTrust(trustedProxies(list));
      const reference = expressTrust(list);
      for (const round of [1, 2]) {
        for (const peer of peers) {
          expect(remembered(peer, 0), `${peer}, round ${round}`).toBe(reference(peer, 0));
        }
      }
    },
  );

  it("keeps answering right once more peers have asked than it remembers", () => {
    const remembered = expressTrust(trustedProxies(["loopback"]));
    for (let n = 0; n < 3000; n++) expect(remembered(`198.51.${n >> 8}.${n & 255}`, 0)).toBe(false);
    expect(remembered("127.0.0.1", 0)).toBe(true);
  });

  it("leaves no proxy and a number of proxies to Express", () => {
    expect(trustedProxies(false)).toBe(false);
    expect(trustedProxies(2)).toBe(2);
  });
});
