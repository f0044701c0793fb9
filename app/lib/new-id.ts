/**
 * 16 random bytes as a UUID of `version` (RFC 9562), the first 48 bits the time
 * in milliseconds for version 7. Written out rather than taken from the `uuid`
 * package: its few hundred bytes put the quote page over its first-load budget
 * (scripts/audit/budgets.ts). Needs only `crypto.getRandomValues`, which plain
 * http has too (`crypto.randomUUID` needs https).
 */
function uuid(version: 4 | 7): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  if (version === 7) {
    const now = Date.now();
    for (let index = 0; index < 6; index++) bytes[index] = Math.floor(now / 2 ** (40 - 8 * index));
  }
  const [, , , , , , versionByte = 0, , variantByte = 0] = bytes;
  bytes[6] = (version << 4) | (versionByte & 0x0f);
  bytes[8] = 0x80 | (variantByte & 0x3f);
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new key for a row: a submission's id, made by the form script when a form
 * opens or by the server for a post without script. A UUID whose first 48
 * bits are the time in milliseconds (version 7), so ids made in a later
 * millisecond sort later: a submission's rows are keyed by its id, and in time
 * order each commit adds to the last pages of their indexes, where random ids
 * (version 4) had it rewrite a random page of each for every submission,
 * about three times the writer's time on SQLite (docs/decisions.md 29). A
 * browser's ids arrive a form's filling-in time apart, still near the ends.
 * The other 74 bits are random, but the id tells when it was made: an id that
 * is also a secret, or that should say nothing of a visitor, is `randomId`.
 */
export const newId = (): string => uuid(7);

/**
 * A new id that says nothing but itself: 122 random bits (UUID version 4).
 * For a checkout (its private links are keyed by it, server/orders/links.ts)
 * and a browser session (sent on in the shop's webhooks).
 */
export const randomId = (): string => uuid(4);
