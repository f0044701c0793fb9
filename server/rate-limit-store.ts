import type { IncrementResponse, Options, Store } from "express-rate-limit";
import { type Expression, sql } from "kysely";
import type { Database } from "./db/database.ts";
import { databaseNow } from "./db/database-clock.ts";

/** How long a count may take before the post goes ahead uncounted (the limiter fails open). */
const countTimeoutMs = 2_000;

/**
 * express-rate-limit's store, counted in the database (`rate_limit_hits`),
 * so that every instance behind the load balancer counts a client's posts
 * together: the fifth post of a client is the fifth whichever instances took
 * the four before it. Windows are fixed (aligned to the epoch) and measured
 * on the database's clock (db/database-clock.ts), so instances whose hosts'
 * clocks disagree still agree on the window. A post is counted by one upsert
 * that answers the new count; rows of ended windows are swept now and then.
 */
export class DatabaseRateLimitStore implements Store {
  /** Counts are shared by every instance: the double-count check must not assume otherwise. */
  readonly localKeys = false;
  readonly prefix: string;
  readonly #database: Database;
  readonly #onSweepError: (error: unknown) => void;
  #windowMs = 60_000;
  #lastSweep = 0;

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

  async increment(key: string): Promise<IncrementResponse> {
    const { db, engine } = this.#database;
    const hostNow = Date.now();
    const now = databaseNow(engine, () => hostNow);
    const counted = db
      .insertInto("rate_limit_hits")
      .values({ client_key: this.prefix + key, window_start: this.#windowStart(now), hits: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(["client_key", "window_start"])
          .doUpdateSet((eb) => ({ hits: eb("rate_limit_hits.hits", "+", 1) })),
      )
      .returning(["hits", "window_start", sql<number>`${now}`.as("now")])
      .executeTakeFirstOrThrow();
    const row = await withTimeout(counted, countTimeoutMs);
    this.#sweepNowAndThen(hostNow);
    // The window ends on the database's clock; Retry-After is read on this host's.
    const leftMs = Number(row.window_start) + this.#windowMs - Number(row.now);
    return { totalHits: Number(row.hits), resetTime: new Date(hostNow + leftMs) };
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
