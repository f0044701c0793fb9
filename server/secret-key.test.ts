import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { revealTokens, linkToken, tokenMarker } from "./mail/secret-links.ts";
import { loadSecretKey, secretKeyFrom } from "./secret-key.ts";

describe("the secret key", () => {
  it("is made once beside an SQLite database, readable by its owner only, and the same after", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "secret-key-"));
    const databaseUrl = `file:${path.join(directory, "app.db")}`;
    const first = loadSecretKey({ secretKey: undefined, databaseUrl });
    const file = path.join(directory, "secret-key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = loadSecretKey({ secretKey: undefined, databaseUrl });
    expect(again.derive("x", "y")).toBe(first.derive("x", "y"));
  });

  it("is required with PostgreSQL", () => {
    expect(() =>
      loadSecretKey({ secretKey: undefined, databaseUrl: "postgres://localhost/shop" }),
    ).toThrow(/SECRET_KEY is required with PostgreSQL/);
  });

  it("signs for one purpose, and tells a forged or re-purposed signature", () => {
    const key = secretKeyFrom("one key, long enough to be a key at all");
    const signed = key.sign("passkey-challenge", "abc~123");
    expect(key.verify("passkey-challenge", signed)).toBe("abc~123");
    expect(key.verify("other", signed)).toBeUndefined();
    expect(key.verify("passkey-challenge", signed.replace("abc", "abd"))).toBeUndefined();
    expect(
      secretKeyFrom("another key, long enough to be a key").verify("passkey-challenge", signed),
    ).toBeUndefined();
  });
});

describe("private links in e-mails", () => {
  const key = secretKeyFrom("one key, long enough to be a key at all");

  it("hold a marker that only the key turns into the link's token", () => {
    const text = `Your order: https://shop.test/orders/WC-1?token=${tokenMarker("order-status", "checkout:cart")}`;
    expect(text).not.toContain(linkToken(key, "order-status", "checkout:cart"));
    expect(revealTokens(text, key)).toBe(
      `Your order: https://shop.test/orders/WC-1?token=${key.derive("order-status", "checkout:cart")}`,
    );
  });

  it("keep the links of orders placed before the key: the checkout and cart ids' hash", () => {
    expect(linkToken(key, "order-status-v1", "checkout:cart")).toBe(
      createHash("sha256").update("order-status:checkout:cart").digest("base64url"),
    );
  });
});
