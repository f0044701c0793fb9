import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * The server's one secret key (SECRET_KEY), which never enters the database
 * (issue 32, item 10): the private links' tokens are derived from it (an
 * order's status link, a staff invite), so the e-mails queued in the
 * database hold only a marker in their place, and the database alone, in a
 * backup or a leak, opens nothing. It also signs the passkey prompts'
 * challenges, so showing the sign-in page writes nothing.
 *
 * On one machine with SQLite, an unset key is made once and kept beside the
 * database file (`secret-key`, readable by the server's user only). Several
 * instances on PostgreSQL must share one: it is required there.
 */

/** What the key does: derive tokens, sign values and check signatures, each for a named purpose. */
export interface SecretKey {
  /** A token for `input`, the same every time and on every instance (43 URL-safe characters). */
  derive(purpose: string, input: string): string;
  /** `value` with a signature that only this key makes, for `purpose`. */
  sign(purpose: string, value: string): string;
  /** The signed value if `signed` was made by `sign` for `purpose`, else undefined. */
  verify(purpose: string, signed: string): string | undefined;
}

/** 256 random bits, as base64url: what the file beside an SQLite database holds. */
export const newSecretKey = () => randomBytes(32).toString("base64url");

export function secretKeyFrom(material: string): SecretKey {
  const key = Buffer.from(material, "utf8");
  const mac = (purpose: string, input: string) =>
    createHmac("sha256", key).update(`${purpose}\0${input}`).digest("base64url");
  return {
    derive: mac,
    sign: (purpose, value) => `${value}.${mac(purpose, value)}`,
    verify(purpose, signed) {
      const dot = signed.lastIndexOf(".");
      if (dot <= 0) return undefined;
      const value = signed.slice(0, dot);
      const given = Buffer.from(signed.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, value));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? value
        : undefined;
    },
  };
}

/**
 * The key from SECRET_KEY, or (SQLite only) from the file beside the
 * database, made on first start. Throws for PostgreSQL without SECRET_KEY.
 */
export function loadSecretKey({
  secretKey,
  databaseUrl,
}: {
  secretKey: string | undefined;
  databaseUrl: string;
}): SecretKey {
  if (secretKey) return secretKeyFrom(secretKey);
  if (!databaseUrl.startsWith("file:")) {
    throw new Error(
      "SECRET_KEY is required with PostgreSQL: every instance must derive the same private links (make one with `openssl rand -base64 32`).",
    );
  }
  const file = path.join(
    path.dirname(path.resolve(databaseUrl.slice("file:".length))),
    "secret-key",
  );
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    // "wx": two processes starting at once on one disk keep the first one's key.
    try {
      writeFileSync(file, `${newSecretKey()}\n`, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  return secretKeyFrom(readFileSync(file, "utf8").trim());
}
