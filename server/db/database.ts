import { Kysely, sql } from "kysely";
import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import * as submissions from "./migrations/2026-11-21-submissions.ts";
import * as uploads from "./migrations/2026-11-22-uploads.ts";
import * as cartOrders from "./migrations/2026-11-22b-cart-orders.ts";
import * as cartDesignKey from "./migrations/2026-11-24-cart-design-key.ts";
import * as orderCart from "./migrations/2026-11-25-order-cart.ts";
import * as emailClient from "./migrations/2026-11-25b-email-client.ts";
import * as submissionKinds from "./migrations/2026-11-26-submission-kinds.ts";
import * as staff from "./migrations/2026-11-27-staff.ts";
import * as leadQueue from "./migrations/2026-11-28-lead-queue.ts";
import * as production from "./migrations/2026-11-29-production.ts";
import * as signInHardening from "./migrations/2026-11-30-sign-in-hardening.ts";
import * as cutTemplates from "./migrations/2026-12-01-cut-templates.ts";
import * as payments from "./migrations/2026-12-02-payments.ts";
import * as objectDeletions from "./migrations/2026-12-03-object-deletions.ts";
import * as rateLimitHits from "./migrations/2026-12-04-rate-limit-hits.ts";
import * as preflight from "./migrations/2026-12-05-preflight.ts";
import { createPostgresDialect } from "./postgres.ts";
import type { DatabaseSchema } from "./schema.ts";
import { createSqliteDialect } from "./sqlite.ts";

export type Engine = "sqlite" | "postgres";

/** The one way into the database: a typed query builder over either engine. */
export interface Database {
  db: Kysely<DatabaseSchema>;
  engine: Engine;
  /** DATABASE_URL, as it was opened. */
  url: string;
  /** Answers whether the database can run a query right now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Checked-in migrations, in order. Their names are recorded in the database. */
const migrations: Record<string, Migration> = {
  "2026-11-21-submissions": submissions,
  "2026-11-22-uploads": uploads,
  "2026-11-22b-cart-orders": cartOrders,
  "2026-11-24-cart-design-key": cartDesignKey,
  "2026-11-25-order-cart": orderCart,
  "2026-11-25b-email-client": emailClient,
  "2026-11-26-submission-kinds": submissionKinds,
  "2026-11-27-staff": staff,
  "2026-11-28-lead-queue": leadQueue,
  "2026-11-29-production": production,
  "2026-11-30-sign-in-hardening": signInHardening,
  "2026-12-01-cut-templates": cutTemplates,
  "2026-12-02-payments": payments,
  "2026-12-03-object-deletions": objectDeletions,
  "2026-12-04-rate-limit-hits": rateLimitHits,
  "2026-12-05-preflight": preflight,
};

/**
 * Opens the database named by DATABASE_URL (PRODUCT.md section 5):
 * `file:<path>` is embedded SQLite, `postgres://…` is PostgreSQL.
 */
export function openDatabase(url: string): Database {
  const engine: Engine = url.startsWith("file:") ? "sqlite" : "postgres";
  const dialect =
    engine === "sqlite"
      ? createSqliteDialect(url.slice("file:".length))
      : createPostgresDialect(url);
  const db = new Kysely<DatabaseSchema>({ dialect });
  return {
    db,
    engine,
    url,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * The checked-in migrations' names, oldest first. Kysely runs migrations in
 * name order and refuses a new one that sorts before one a database has
 * already run: a migration's name must sort after every earlier one's.
 */
export const migrationNames = Object.keys(migrations);

function migrator({ db }: Database) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function throwIfFailed({ error, results }: MigrationResultSet) {
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Brings the schema up to date; safe to run from several instances at once. */
export async function migrateToLatest(database: Database): Promise<void> {
  throwIfFailed(await migrator(database).migrateToLatest());
}

/** Brings the schema to an earlier migration, as a database deployed then has it. */
export async function migrateTo(database: Database, name: string): Promise<void> {
  throwIfFailed(await migrator(database).migrateTo(name));
}
