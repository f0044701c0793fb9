import { type RawBuilder, sql } from "kysely";
import type { Engine } from "./database.ts";

/*
 * The one clock every instance agrees on. Several instances share one
 * PostgreSQL database, each on its own host with its own clock: a lease, a
 * due time or a rate-limit window written by one host and read by another
 * must be measured on the database's clock, or a host running ahead takes
 * rows another still holds. On SQLite there is one host, so its clock is the
 * database's.
 *
 * statement_timestamp() rather than clock_timestamp(): it is stable within
 * the statement (one time for every row, and an index can use it) and,
 * unlike now(), not held back to an enclosing transaction's start.
 */
const postgresNowMs = sql<number>`(extract(epoch from statement_timestamp()) * 1000)::bigint`;

/**
 * "Now", in ms since the epoch, for a statement: the database's time on
 * PostgreSQL, `hostNow()` on SQLite (tests may skew it to show the
 * difference).
 */
export function databaseNow(
  engine: Engine,
  hostNow: () => number = Date.now,
): RawBuilder<number> | number {
  return engine === "postgres" ? postgresNowMs : hostNow();
}

/** `ms` after the database's now (databaseNow). */
export function databaseTimeIn(
  engine: Engine,
  ms: number,
  hostNow: () => number = Date.now,
): RawBuilder<number> | number {
  return engine === "postgres" ? sql<number>`${postgresNowMs} + ${ms}` : hostNow() + ms;
}
