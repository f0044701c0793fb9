import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("runs on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/app.db",
      UPLOADS_DIR: "./data/uploads",
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://wrapcraft.co/" }).PUBLIC_URL).toBe(
      "https://wrapcraft.co",
    );
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", CONTACT_WEBHOOK_URL: "" }).PORT).toBe(3000);
  });

  it("names every bad variable", () => {
    expect(() =>
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", WEBHOOK_SECRET: "hunter2" }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*WEBHOOK_SECRET/);
  });

  it("takes Stripe's settings only with the webhook's signing secret", () => {
    expect(parseEnv({}).STRIPE_TAX).toBe(false);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY/);
    const env = parseEnv({
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_TAX: "on",
    });
    expect(env.STRIPE_TAX).toBe(true);
    expect(() => parseEnv({ STRIPE_TAX: "yes" })).toThrow(/STRIPE_TAX: must be on or off/);
  });

  it("accepts PostgreSQL URLs and a retry schedule", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://shop:secret@db:5432/shop",
      WEBHOOK_RETRY_SCHEDULE: "5,60,3600",
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE: "5, soon" })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts loopback by default: a TLS terminator on the same host", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
  });

  it("takes addresses, CIDR ranges, Express's named ranges, a number of proxies or false", () => {
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "loopback",
    ]);
    expect(parseEnv({ TRUST_PROXY: "fd00::/8,uniquelocal,linklocal" }).TRUST_PROXY).toEqual([
      "fd00::/8",
      "uniquelocal",
      "linklocal",
    ]);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });

  it("refuses what Express would choke on or what would believe every client", () => {
    for (const value of [
      "true",
      "banana",
      "10.0.0.1,",
      "10.0.0.300",
      "10.0.0.0/33",
      "10.0.0.0/0",
      "::1/129",
      "10.0.0.1/8/8",
      "localhost",
      "11",
      "-1",
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrowError(/TRUST_PROXY: /);
    }
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(/any client/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.1,proxy" })).toThrowError(/"proxy" is not/);
  });

  it("refuses an https PUBLIC_URL behind no trusted proxy, where every page would redirect to itself", () => {
    expect(() =>
      parseEnv({ PUBLIC_URL: "https://www.example.com", TRUST_PROXY: "false" }),
    ).toThrowError(/TRUST_PROXY: an https PUBLIC_URL needs the TLS terminator/);
    expect(
      parseEnv({ PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: "false" }).TRUST_PROXY,
    ).toBe(false);
  });
});
