import { type Kysely, sql } from "kysely";
import type { Database } from "../db/database.ts";
import { databaseNow, databaseTimeIn } from "../db/database-clock.ts";
import { maxAttempts, nextRetryDelayMs } from "./retry-schedule.ts";

/*
 * How both outboxes (webhooks, e-mails) and the production jobs hand rows to instances and record
 * what became of them. A row is claimed by pushing its `next_attempt_at` past
 * the attempt's timeout (a lease), with SKIP LOCKED on PostgreSQL so that
 * instances never wait for or share a row; an instance that dies mid-attempt
 * leaves the lease to expire, and the row comes back by itself.
 *
 * A lease is measured on the database's clock (db/database-clock.ts): on
 * PostgreSQL the claim statement reads the time itself, so instances on
 * hosts whose clocks disagree never take each other's live leases; on
 * SQLite, the one host's clock. Never the tests' clock (TEST_CLOCK_FILE):
 * that is the staff console's, and a lease must run out in real time.
 */

/** The leased tables, by the column that keys each. */
const keyOf = { outbox: "submission_id", emails: "id", production_jobs: "id" } as const;
type LeasedTable = keyof typeof keyOf;
/** A leased table as the lease sees it: the columns they share, `kind` for the webhook outbox. */
type Leased = Record<
  string,
  {
    state: string;
    attempts: number;
    next_attempt_at: number;
    kind: string;
    last_error: string | null;
  }
>;

/** How long a claim holds a row: the attempt's own timeout and a margin to record its outcome. */
export const leaseMsFor = (attemptTimeoutMs: number) => attemptTimeoutMs + 30_000;

/**
 * Claims up to `limit` due pending rows of `table` (of the given kinds, for
 * the webhook outbox) for `leaseMs`, counting the attempt, and answers what
 * `load` finds for their keys, each with its attempt count.
 *
 * A row whose attempts are spent is given up here, not claimed: an attempt
 * that kills its instance (a file that takes the memory, a crash) never
 * records its failure, and would otherwise be claimed again forever, each
 * time taking the instance down (issue 32).
 */
export async function claimDue<Row>(
  database: Database,
  table: LeasedTable,
  {
    limit,
    leaseMs,
    kinds,
    retrySchedule,
    hostClock = Date.now,
  }: {
    limit: number;
    leaseMs: number;
    kinds?: readonly string[];
    /** The row's retry delays: its attempts are the first and one per delay. */
    retrySchedule: readonly number[];
    /** The host's clock, read on SQLite only (a test skews it to show PostgreSQL ignores it). */
    hostClock?: () => number;
  },
  load: (keys: string[]) => Promise<Map<string, Row>>,
): Promise<(Row & { attempts: number })[]> {
  const { engine } = database;
  const db = database.db as unknown as Kysely<Leased>;
  const key = sql.ref<string>(keyOf[table]);
  // One instant for the whole claim (on SQLite; PostgreSQL reads its own per statement).
  const hostNow = hostClock();
  const at = () => hostNow;
  const now = databaseNow(engine, at);
  const spent = maxAttempts(retrySchedule);
  let stuck = db
    .updateTable(table)
    .set({
      state: "dead",
      last_error: `Given up after ${spent} attempts: the last one never finished (its server stopped or was killed while on it)`,
    })
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where("attempts", ">=", spent);
  if (kinds) stuck = stuck.where("kind", "in", kinds);
  await stuck.execute();
  let due = db
    .selectFrom(table)
    .select(key.as("key"))
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .limit(limit);
  if (kinds) due = due.where("kind", "in", kinds);
  const claimed = await db
    .updateTable(table)
    .set((eb) => ({
      next_attempt_at: databaseTimeIn(engine, leaseMs, at),
      attempts: eb("attempts", "+", 1),
    }))
    .where(key, "in", engine === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning([key.as("key"), "attempts"])
    .execute();
  if (claimed.length === 0) return [];
  const rows = await load(claimed.map((row) => row.key));
  return claimed.flatMap(({ key, attempts }) => {
    const row = rows.get(key);
    return row ? [{ ...row, attempts }] : [];
  });
}

/**
 * What becomes of an attempt: delivered, tried again after the schedule's
 * next delay, or a dead letter once the schedule is spent or the failure is
 * permanent. `retryInMs` is null unless it will be tried again.
 */
export function attemptOutcome<Delivered extends string>(
  delivered: Delivered,
  {
    failed,
    permanent = false,
    attempts,
    retrySchedule,
  }: {
    failed: boolean;
    permanent?: boolean;
    attempts: number;
    retrySchedule: readonly number[];
  },
): {
  state: Delivered | "pending" | "dead";
  retryInMs: number | null;
  now: number;
  nextAttemptAt: number;
} {
  const now = Date.now();
  const retryInMs = failed && !permanent ? nextRetryDelayMs(retrySchedule, attempts) : null;
  const state = !failed ? delivered : retryInMs === null ? "dead" : "pending";
  return { state, retryInMs, now, nextAttemptAt: now + (retryInMs ?? 0) };
}
