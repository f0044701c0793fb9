import type { Options } from "express-rate-limit";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres-cluster.ts";
import { type Database, migrateToLatest, openDatabase } from "./db/database.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.ts";

/** A year: no window ends while a test runs (windows are fixed, aligned to the epoch). */
const windowMs = 365 * 24 * 3_600_000;

/** A limiter's store as express-rate-limit sets it up, on one "instance". */
function storeOn(database: Database, errors: unknown[] = []) {
  const store = new DatabaseRateLimitStore(database, {
    prefix: "posts:",
    onSweepError: (error) => errors.push(error),
  });
  store.init({ windowMs } as Options);
  return store;
}

describe.each(["sqlite", "postgres"] as const)("the rate-limit store on %s", (engine) => {
  let cluster: PostgresCluster | undefined;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    if (engine === "postgres") {
      cluster = await startPostgresCluster();
      const url = await cluster.createDatabase();
      [first, second] = [openDatabase(url), openDatabase(url)];
    } else {
      first = second = openDatabase("file::memory:");
    }
    await migrateToLatest(first);
  });

  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
    cluster?.stop();
  });

  it("counts a client's hits together across instances, one upsert each", async () => {
    const [a, b] = [storeOn(first), storeOn(second)];
    const counts: number[] = [];
    for (let hit = 0; hit < 6; hit += 1) {
      counts.push((await (hit % 2 ? b : a).increment("203.0.113.7")).totalHits);
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    // Another client's count is its own.
    expect((await b.increment("203.0.113.8")).totalHits).toBe(1);
  });

  it("counts hits at the same moment exactly", async () => {
    const stores = [storeOn(first), storeOn(second)];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) => stores[index % 2]!.increment("198.51.100.1")),
    );
    expect(results.map((result) => result.totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it("counts the posts of several clients that arrive together, each client's in order", async () => {
    const store = storeOn(first);
    const clients = ["198.51.100.20", "198.51.100.21", "198.51.100.22"];
    await store.increment(clients[0]!);
    const counted = await Promise.all(
      Array.from({ length: 15 }, (_, index) => store.increment(clients[index % 3]!)),
    );
    expect(counted.map((result) => result.totalHits)).toEqual([
      2, 1, 1, 3, 2, 2, 4, 3, 3, 5, 4, 4, 6, 5, 5,
    ]);
    expect((await store.increment(clients[1]!)).totalHits).toBe(6);
  });

  it.runIf(engine === "postgres")("keeps its counts out of the write-ahead log", async () => {
    const { rows } = await sql<{
      persistence: string;
    }>`select relpersistence as persistence from pg_class where relname = 'rate_limit_hits'`.execute(
      first.db,
    );
    expect(rows).toEqual([{ persistence: "u" }]);
  });

  it("answers when the window ends, within the window", async () => {
    const before = Date.now();
    const { resetTime } = await storeOn(first).increment("192.0.2.1");
    expect(resetTime!.getTime()).toBeGreaterThan(before);
    expect(resetTime!.getTime()).toBeLessThanOrEqual(Date.now() + windowMs);
  });

  it("takes a hit back, and forgets a client on reset", async () => {
    const store = storeOn(first);
    await store.increment("192.0.2.2");
    await store.increment("192.0.2.2");
    await store.decrement("192.0.2.2");
    expect((await store.increment("192.0.2.2")).totalHits).toBe(2);
    await store.resetKey("192.0.2.2");
    expect((await store.increment("192.0.2.2")).totalHits).toBe(1);
  });

  it("deletes ended windows' rows, and keeps the current one's", async () => {
    await first.db
      .insertInto("rate_limit_hits")
      .values({ client_key: "posts:old", window_start: 0, hits: 9 })
      .execute();
    const errors: unknown[] = [];
    await storeOn(first, errors).increment("192.0.2.3");
    await expect
      .poll(async () =>
        (await first.db.selectFrom("rate_limit_hits").select("client_key").execute()).map(
          (row) => row.client_key,
        ),
      )
      .not.toContain("posts:old");
    expect(errors).toEqual([]);
    const current = await first.db
      .selectFrom("rate_limit_hits")
      .select("hits")
      .where("client_key", "=", "posts:192.0.2.3")
      .executeTakeFirst();
    expect(current?.hits).toBe(1);
  });
});
