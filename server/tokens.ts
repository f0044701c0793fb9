import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: session ids, invite tokens, CSRF tokens. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** A shorter random id for rows whose id is not a secret. */
export const newId = (): string => randomBytes(15).toString("base64url");

/** What is stored in place of a token: its SHA-256, hex. */
export const tokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
