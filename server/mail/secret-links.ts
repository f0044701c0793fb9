import { createHash } from "node:crypto";
import type { SecretKey } from "../secret-key.ts";

/*
 * Private links whose tokens are derived from the server's SECRET_KEY
 * (issue 32, item 10): an order's status link and a staff invite. An
 * e-mail queued in the database holds a marker where the token goes, and
 * the outbox puts the token in as it sends: the database, read by anyone,
 * holds no working link. A marker is made of URL-safe characters only, so
 * it passes through the e-mail's text and HTML unchanged.
 */

/** The kinds of derived token. "order-status-v1" is the unkeyed token of orders placed before. */
export type TokenKind = "staff-invite" | "order-status" | "order-status-v1";

const markerPattern = /~secret~(staff-invite|order-status|order-status-v1)~([A-Za-z0-9_-]*)~/g;

/** Where the token for `input` goes in an e-mail. */
export const tokenMarker = (kind: TokenKind, input: string) =>
  `~secret~${kind}~${Buffer.from(input, "utf8").toString("base64url")}~`;

/** The token of `kind` for `input`. */
export function linkToken(key: SecretKey, kind: TokenKind, input: string): string {
  // Orders placed before SECRET_KEY keep the links their customers were sent.
  if (kind === "order-status-v1") {
    return createHash("sha256").update(`order-status:${input}`).digest("base64url");
  }
  return key.derive(kind, input);
}

/** An e-mail's text (or HTML) with every marker replaced by its token. */
export const revealTokens = (text: string, key: SecretKey) =>
  text.replace(markerPattern, (_, kind: TokenKind, input: string) =>
    linkToken(key, kind, Buffer.from(input, "base64url").toString("utf8")),
  );
