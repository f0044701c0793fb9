/**
 * `npm run bench:staff`: how fast the staff console's pages answer with
 * 100,000 orders and 100,000 leads in the database (issue 19).
 *
 * For each engine it seeds a fresh database through the real migrations
 * (orders with a realistic one-design record, their stages, leads of the four
 * kinds, a signed-in owner), starts the production server on it, and asks
 * each console page in turn, one request at a time, as staff would: the
 * dashboard, the order queue (open, a deep page, a search, sorted by total),
 * an order, the leads of two kinds and statuses, the deliveries. Each page is
 * asked `--requests` times after a warm-up; p50 and p95 are printed per page
 * and over all of them, with GET /healthz measured the same way in the same
 * run as the baseline (the ratio travels between machines better than
 * milliseconds). Nothing is asserted on time: the exit code is 1 only when a
 * page did not answer 200.
 *
 * Options: --orders <n> (default 100000), --leads <n> (default 100000),
 * --requests <n> (default 40), --engines sqlite,postgres (default sqlite).
 * Figures are also written to build/bench/staff-lists.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Insertable, sql } from "kysely";
import { migrateToLatest, openDatabase } from "../../server/db/database.ts";
import type {
  LeadStatesTable,
  OrderStagesTable,
  OrdersTable,
  SubmissionsTable,
} from "../../server/db/schema.ts";
import { orderSearchText } from "../../server/orders/create.ts";
import { newToken, tokenHash } from "../../server/tokens.ts";
import { startPostgresCluster } from "../../tests/support/postgres-cluster.ts";
import { startServer, tempSqliteUrl } from "../../tests/support/server-process.ts";
import { testOrder } from "../../tests/support/orders.ts";
import { orderStages } from "#app/domain/orders.ts";

const root = path.resolve(import.meta.dirname, "../..");
const outFile = path.join(root, "build/bench/staff-lists.json");

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    leads: { type: "string", default: "100000" },
    requests: { type: "string", default: "40" },
    engines: { type: "string", default: "sqlite" },
  },
});
const orderCount = Number(values.orders);
const leadCount = Number(values.leads);
const requests = Number(values.requests);
const engines = values.engines.split(",");
for (const engine of engines) {
  if (engine !== "sqlite" && engine !== "postgres") throw new Error(`Unknown engine ${engine}`);
}

const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Maria",
  "Kofi",
  "Mei",
  "Ravi",
  "Lena",
  "Omar",
  "Sofia",
];
const lastNames = ["Okafor", "Lindqvist", "Nakamura", "Garcia", "Hughes", "Kowalski", "Haddad"];
const leadKinds = ["contact", "quote", "affiliate", "newsletter"] as const;
const day = 86_400_000;
/** The seeded history ends here: a fixed instant, so every run seeds the same rows. */
const seededUntil = Date.UTC(2026, 10, 1);

async function seed(databaseUrl: string) {
  const database = openDatabase(databaseUrl);
  await migrateToLatest(database);
  const { db } = database;
  const started = performance.now();
  const batch = 500;
  for (let start = 0; start < orderCount; start += batch) {
    const orders: Insertable<OrdersTable>[] = [];
    const stages: Insertable<OrderStagesTable>[] = [];
    for (let index = start; index < Math.min(orderCount, start + batch); index += 1) {
      const number = `WC-${index.toString(36).toUpperCase().padStart(8, "0")}`;
      const name = `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`;
      const email = `buyer${index}@example.com`;
      const created = seededUntil - (orderCount - index) * 60_000;
      // Most orders are long shipped; the newest are spread over the stages.
      const stageIndex =
        index < orderCount - 2000 ? orderStages.length - 1 : index % orderStages.length;
      const stage = orderStages[stageIndex]?.id ?? "received";
      const record = testOrder({
        number,
        placedAt: new Date(created).toISOString(),
        customer: { name, email, phone: "+1 415 555 0100" },
        purchaseOrder: index % 7 === 0 ? `PO-${index}` : "",
      });
      orders.push({
        number,
        checkout_id: `bench-${index}`,
        cart_id: null,
        token_hash: tokenHash(number),
        stage,
        email,
        customer_name: name,
        purchase_order: record.purchaseOrder,
        search_text: orderSearchText(record),
        total_cents: record.totalCents + (index % 1000) * 100,
        record: JSON.stringify(record),
        created_at: created,
        updated_at: created + day,
      });
      for (const entry of orderStages.slice(0, stageIndex + 1)) {
        stages.push({ order_number: number, stage: entry.id, entered_at: created });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("orders").values(orders).execute();
      await trx.insertInto("order_stages").values(stages).execute();
    });
  }
  for (let start = 0; start < leadCount; start += batch) {
    const leads: Insertable<SubmissionsTable>[] = [];
    const states: Insertable<LeadStatesTable>[] = [];
    for (let index = start; index < Math.min(leadCount, start + batch); index += 1) {
      const kind = leadKinds[index % leadKinds.length] ?? "contact";
      const created = seededUntil - (leadCount - index) * 30_000;
      leads.push({
        id: `lead-${index}`,
        kind,
        payload: JSON.stringify({
          event: kind,
          name: `${firstNames[index % firstNames.length]} ${lastNames[index % lastNames.length]}`,
          email: `lead${index}@example.com`,
          subject: "Wraps for our team",
          message: "We would like 40 matching wraps for our MacBook Air fleet.",
          organization: { name: "Lincoln High", type: "school" },
          estimated_quantity: "120",
          website: "https://example.com",
        }),
        created_at: created,
      });
      // Every lead has its state from intake; older ones are answered, the newest thousand new.
      const answered = index < leadCount - 1000;
      states.push({
        submission_id: `lead-${index}`,
        kind,
        received_at: created,
        status: answered ? "done" : "new",
        note: "",
        updated_at: answered ? created + day : created,
        updated_by: null,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("submissions").values(leads).execute();
      await trx.insertInto("lead_states").values(states).execute();
    });
  }
  const sessionId = newToken();
  const now = Date.now();
  await db
    .insertInto("staff")
    .values({
      id: "bench-owner",
      email: "owner@example.com",
      name: "Bench Owner",
      role: "owner",
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      created_at: now,
      removed_at: null,
    })
    .execute();
  await db
    .insertInto("staff_sessions")
    .values({
      id_hash: tokenHash(sessionId),
      staff_id: "bench-owner",
      csrf_token: newToken(),
      created_at: now,
      last_seen_at: now,
      ip: null,
    })
    .execute();
  // A bulk load is followed by autovacuum in a running PostgreSQL: do it now, so the planner has
  // the tables' statistics and index-only scans their visibility map, as they would in production.
  if (database.engine === "postgres") await sql`vacuum analyze`.execute(db);
  await database.close();
  return { sessionId, seedSeconds: (performance.now() - started) / 1000 };
}

const pages = [
  "/staff",
  "/staff/orders",
  "/staff/orders?stage=all&page=2000",
  "/staff/orders?stage=all&q=lindqvist",
  "/staff/orders?stage=all&q=PO-7",
  "/staff/orders?stage=all&sort=total",
  `/staff/orders/WC-${(orderCount - 1).toString(36).toUpperCase().padStart(8, "0")}`,
  "/staff/leads?kind=quote",
  "/staff/leads?kind=contact&status=done&page=100",
  "/staff/deliveries",
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function time(origin: string, pagePath: string, cookie: string) {
  const timings: number[] = [];
  for (let index = 0; index < requests + 3; index += 1) {
    const started = performance.now();
    const response = await fetch(origin + pagePath, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    if (index >= 3) timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

const results: Record<string, unknown> = {};
for (const engine of engines) {
  const cluster = engine === "postgres" ? await startPostgresCluster() : undefined;
  try {
    const databaseUrl = cluster ? await cluster.createDatabase() : tempSqliteUrl();
    console.log(`${engine}: seeding ${orderCount} orders and ${leadCount} leads…`);
    const { sessionId, seedSeconds } = await seed(databaseUrl);
    console.log(`${engine}: seeded in ${seedSeconds.toFixed(0)} s`);
    const server = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" });
    try {
      const cookie = `wc_staff=${sessionId}`;
      const baseline = await time(server.origin, "/healthz", "");
      const rows = [];
      const all: number[] = [];
      for (const pagePath of pages) {
        const timings = await time(server.origin, pagePath, cookie);
        all.push(...timings);
        rows.push({
          page: pagePath,
          p50: percentile(timings, 0.5),
          p95: percentile(timings, 0.95),
        });
      }
      all.sort((a, b) => a - b);
      const baselineP95 = percentile(baseline, 0.95);
      console.log(`\n${engine}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`);
      console.table(
        rows.map((row) => ({
          page: row.page,
          "p50 ms": row.p50.toFixed(1),
          "p95 ms": row.p95.toFixed(1),
          "p95 / healthz": (row.p95 / baselineP95).toFixed(1),
        })),
      );
      console.log(
        `${engine}: every page p95 ${percentile(all, 0.95).toFixed(1)} ms, p50 ${percentile(all, 0.5).toFixed(1)} ms; /healthz p95 ${baselineP95.toFixed(1)} ms (ratio ${(percentile(all, 0.95) / baselineP95).toFixed(1)})`,
      );
      results[engine] = { rows, p95: percentile(all, 0.95), healthzP95: baselineP95, seedSeconds };
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
  }
}
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  JSON.stringify({ orders: orderCount, leads: leadCount, requests, results }, null, 2),
);
