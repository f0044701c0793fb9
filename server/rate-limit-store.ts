import type { IncrementResponse, Options, Store } from "express-rate-limit";
import { type Expression, sql } from "kysely";
import type { Database } from "./db/database.ts";
import { databaseNow } from "./db/database-clock.ts";

/** How long a count may take before the post goes ahead uncounted (the limiter fails open). */
const countTimeoutMs = 2_000;

/** A post waiting to be counted, under its client's key. */
interface Waiting {
  key: string;
  resolve: (response: IncrementResponse) => void;
  reject: (error: unknown) => void;
}

/**
 * express-rate-limit's store, counted in the database (`rate_limit_hits`),
 * so that every instance behind the load balancer counts a client's posts
 * together: the fifth post of a client is the fifth whichever instances took
 * the four before it. Windows are fixed (aligned to the epoch) and measured
 * on the database's clock (db/database-clock.ts), so instances whose hosts'
 * clocks disagree still agree on the window. The posts of one turn of the
 * event loop are counted by one upsert that answers the new counts; rows of
 * ended windows are swept now and then.
 */
export class DatabaseRateLimitStore implements Store {
  /** Counts are shared by every instance: the double-count check must not assume otherwise. */
  readonly localKeys = false;
  readonly prefix: string;
  readonly #database: Database;
  readonly #onSweepError: (error: unknown) => void;
  #windowMs = 60_000;
  #lastSweep = 0;
  #waiting: Waiting[] = [];

  /** `prefix` keeps this limiter's keys apart from any other's in the table. */
  constructor(
    database: Database,
    { prefix, onSweepError }: { prefix: string; onSweepError: (error: unknown) => void },
  ) {
    this.#database = database;
    this.prefix = prefix;
    this.#onSweepError = onSweepError;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  /** The current window's start: the database's now, rounded down to the window. */
  #windowStart(now: Expression<number> | number): Expression<number> | number {
    const windowMs = this.#windowMs;
    // bigint / bigint is integer division on PostgreSQL: the times are positive, so it floors.
    return typeof now === "number"
      ? Math.floor(now / windowMs) * windowMs
      : sql<number>`(${now} / ${windowMs}::bigint) * ${windowMs}::bigint`;
  }

  increment(key: string): Promise<IncrementResponse> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ key: this.prefix + key, resolve, reject });
      // The posts of this turn of the event loop are counted together.
      if (this.#waiting.length === 1) setImmediate(() => void this.#countWaiting());
    });
  }

  /**
   * One upsert for every post waiting, a row per client with its number of
   * posts: under load a round trip a turn, not one a post. Each post's
   * count is its place among its client's.
   */
  async #countWaiting() {
    const waiting = this.#waiting;
    this.#waiting = [];
    const byClient = Map.groupBy(waiting, (hit) => hit.key);
    try {
      const { db, engine } = this.#database;
      const hostNow = Date.now();
      const now = databaseNow(engine, () => hostNow);
      const counted = db
        .insertInto("rate_limit_hits")
        .values(
          [...byClient].map(([key, hits]) => ({
            client_key: key,
            window_start: this.#windowStart(now),
            hits: hits.length,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(["client_key", "window_start"]).doUpdateSet((eb) => ({
            hits: eb("rate_limit_hits.hits", "+", eb.ref("excluded.hits")),
          })),
        )
        .returning(["client_key", "hits", "window_start", sql<number>`${now}`.as("now")])
        .execute();
      const rows = await withTimeout(counted, countTimeoutMs);
      this.#sweepNowAndThen(hostNow);
      for (const row of rows) {
        const hits = byClient.get(row.client_key) ?? [];
        byClient.delete(row.client_key);
        // The window ends on the database's clock; Retry-After is read on this host's.
        const resetTime = new Date(
          hostNow + Number(row.window_start) + this.#windowMs - Number(row.now),
        );
        const before = Number(row.hits) - hits.length;
        hits.forEach((hit, index) => hit.resolve({ totalHits: before + index + 1, resetTime }));
      }
      const uncounted = new Error("The database answered no count for a client");
      for (const hits of byClient.values()) for (const hit of hits) hit.reject(uncounted);
    } catch (error) {
      for (const hit of waiting) hit.reject(error);
    }
  }

  async decrement(key: string): Promise<void> {
    const { db, engine } = this.#database;
    await db
      .updateTable("rate_limit_hits")
      .set((eb) => ({ hits: eb("hits", "-", 1) }))
      .where("client_key", "=", this.prefix + key)
      .where("window_start", "=", this.#windowStart(databaseNow(engine)))
      .where("hits", ">", 0)
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.#database.db
      .deleteFrom("rate_limit_hits")
      .where("client_key", "=", this.prefix + key)
      .execute();
  }

  /** Deletes ended windows' rows, at most once a window per instance, without holding up the post. */
  #sweepNowAndThen(hostNow: number) {
    if (hostNow - this.#lastSweep < this.#windowMs) return;
    this.#lastSweep = hostNow;
    const { db, engine } = this.#database;
    db.deleteFrom("rate_limit_hits")
      .where("window_start", "<", this.#windowStart(databaseNow(engine)))
      .execute()
      .catch(this.#onSweepError);
  }
}

/** `promise`, or a rejection once `ms` have passed (a database that does not answer). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
