import { v4, v7 } from "uuid";

/**
 * A new key for a row: a submission's id, made by the form script when a form
 * opens or by the server for a post without script. A UUID whose first 48
 * bits are the time in milliseconds (version 7), so ids made later sort
 * later: a submission's rows are keyed by its id, and in time order each
 * commit adds to the last pages of their indexes, where random ids (version
 * 4) had it rewrite a random page of each for every submission, about three
 * times the writer's time on SQLite (docs/decisions.md 29). A browser's ids
 * arrive a form's filling-in time apart, still near the ends. Ids made in the
 * same millisecond by one browser or server count up from a random start;
 * about 42 bits of each are random. So it tells when it was made: an id that
 * is also a secret, or that should say nothing of a visitor, is `randomId`.
 * Both need only `crypto.getRandomValues`, which plain http has too.
 */
export const newId = (): string => v7();

/**
 * A new id that says nothing but itself: 122 random bits (UUID version 4).
 * For a checkout (its private links are keyed by it, server/orders/links.ts)
 * and a browser session (sent on in the shop's webhooks).
 */
export const randomId = (): string => v4();
