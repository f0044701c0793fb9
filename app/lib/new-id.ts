import { v7 } from "uuid";

/**
 * A new id, for a submission (made by the form script when a form opens, by
 * the server for a post without script, for a checkout when its page is
 * served) and for a browser session: a UUID whose first 48 bits are the time
 * in milliseconds (version 7), so ids made later sort later. A submission's
 * rows are keyed by its id: in time order each commit adds to the last pages
 * of their indexes, where random ids (version 4) had it rewrite a random page
 * of each for every submission, about three times the writer's time on SQLite
 * (docs/decisions.md 29). The rest is random, and ids made in the same
 * millisecond still sort in the order made. Needs only
 * `crypto.getRandomValues`, which plain http has too.
 */
export const newId = (): string => v7();
