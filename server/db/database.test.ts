import { DatabaseSync } from "node:sqlite";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Database,
  migrateTo,
  migrateToLatest,
  migrationNames,
  openDatabase,
} from "./database.ts";

describe("migrations", () => {
  let dir: string;
  let database: Database;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wrapcraft-migrations-"));
    database = openDatabase(`file:${path.join(dir, "store.db")}`);
  });

  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const executed = async () =>
    (
      await database.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute()
    )
      .map((row) => (row as { name: string }).name)
      .sort();

  it("are checked in in name order, the order Kysely runs them in", () => {
    expect(migrationNames).toEqual([...migrationNames].sort());
  });

  it.each(migrationNames.slice(0, -1))(
    "upgrades a database deployed at %s to the latest schema",
    async (deployed) => {
      await migrateTo(database, deployed);
      expect(await executed()).toEqual(
        migrationNames.slice(0, migrationNames.indexOf(deployed) + 1),
      );

      await migrateToLatest(database);
      expect(await executed()).toEqual(migrationNames);
    },
  );

  it("renames the stored kinds of a design added and an order placed, and their deliveries", async () => {
    await migrateTo(database, "2026-11-25b-email-client");
    const kinds = ["order", "checkout", "contact"];
    for (const [index, kind] of kinds.entries()) {
      await sql`insert into submissions (id, kind, payload, created_at) values (${`s${index}`}, ${kind}, '{}', 0)`.execute(
        database.db,
      );
      await sql`insert into outbox (submission_id, kind, state, next_attempt_at, created_at) values (${`s${index}`}, ${kind}, 'pending', 0, 0)`.execute(
        database.db,
      );
    }
    await migrateToLatest(database);
    const stored = async (table: "submissions" | "outbox") =>
      (
        await sql<{ kind: string }>`select kind from ${sql.table(table)} order by kind`.execute(
          database.db,
        )
      ).rows.map((row) => row.kind);
    expect(await stored("submissions")).toEqual(["added-to-cart", "contact", "order-placed"]);
    expect(await stored("outbox")).toEqual(["added-to-cart", "contact", "order-placed"]);
  });

  it("gives every lead its state row and every order its search text when the lead queue arrives", async () => {
    await migrateTo(database, "2026-11-27-staff");
    const { db } = database;
    const submissions = [
      ["q1", "quote", 10],
      ["c1", "contact", 20],
      ["o1", "order-placed", 30],
    ] as const;
    for (const [id, kind, at] of submissions) {
      await sql`insert into submissions (id, kind, payload, created_at) values (${id}, ${kind}, '{}', ${at})`.execute(
        db,
      );
    }
    // One lead already answered before the migration keeps its status and note.
    await sql`insert into lead_states (submission_id, status, note, updated_at, updated_by) values ('c1', 'done', 'Called back', 25, null)`.execute(
      db,
    );
    await sql`insert into orders (number, checkout_id, token_hash, stage, email, total_cents, record, created_at, updated_at, customer_name, purchase_order)
      values ('WC-1', 'k1', 'h', 'received', 'Ada@Example.com', 100, '{}', 1, 1, 'Ada Lovelace', 'PO-9')`.execute(
      db,
    );
    await migrateToLatest(database);
    const states = await sql<{
      submission_id: string;
      kind: string;
      status: string;
      note: string;
      received_at: number | string;
    }>`select submission_id, kind, status, note, received_at from lead_states order by submission_id`.execute(
      db,
    );
    expect(states.rows.map((row) => ({ ...row, received_at: Number(row.received_at) }))).toEqual([
      {
        submission_id: "c1",
        kind: "contact",
        status: "done",
        note: "Called back",
        received_at: 20,
      },
      { submission_id: "q1", kind: "quote", status: "new", note: "", received_at: 10 },
    ]);
    const order = await sql<{
      search_text: string;
    }>`select search_text from orders where number = 'WC-1'`.execute(db);
    expect(order.rows[0]?.search_text).toBe("wc-1 ada lovelace ada@example.com po-9");
  });

  it("runs on a database that is already up to date", async () => {
    await migrateToLatest(database);
    await migrateToLatest(database);
    expect(await executed()).toEqual(migrationNames);
  });
});

describe("SQLite transactions", () => {
  let dir: string;
  let file: string;
  let database: Database;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wrapcraft-locks-"));
    file = path.join(dir, "store.db");
    database = openDatabase(`file:${file}`);
    await sql`create table counter (n integer not null)`.execute(database.db);
    await sql`insert into counter (n) values (0)`.execute(database.db);
  });

  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  // The operator scripts write to the server's file from another process.
  it("hold the write lock from their start, so another process's write waits for the commit", async () => {
    // The other process tries its write at once first: refused, it says so, then waits its turn.
    const otherWriter = `
      const { DatabaseSync } = require("node:sqlite");
      const db = new DatabaseSync(process.argv[1]);
      try {
        db.exec("UPDATE counter SET n = n * 10;");
        console.log("wrote at once");
      } catch {
        console.log("blocked");
        db.exec("PRAGMA busy_timeout = 10000; UPDATE counter SET n = n * 10;");
        console.log("wrote after the commit");
      }`;
    let output = "";
    let other: Promise<unknown> | undefined;
    await database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
      const child = spawn(process.execPath, ["-e", otherWriter, file]);
      child.stdout.setEncoding("utf8");
      // Its first word is the event this test waits on: the write was tried during ours.
      const tried = new Promise<void>((resolve) => {
        child.stdout.on("data", (chunk: string) => {
          output += chunk;
          resolve();
        });
      });
      other = once(child, "close");
      await tried;
      await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
    });
    await other;
    expect(output.split("\n")[0]).toBe("blocked");
    expect(output).toContain("wrote after the commit");
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
    // Ours first (0 + 1), then theirs (× 10).
    expect(rows[0]!.n).toBe(10);
  });

  // The submission writer's thread is another connection of the server's own process.
  it("wait for another connection's write lock without holding up the event loop", async () => {
    const other = new DatabaseSync(file);
    other.exec("BEGIN IMMEDIATE; UPDATE counter SET n = 5;");
    // The other connection commits from a timer: only an event loop that goes on turning gets there.
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.exec("COMMIT");
        other.close();
        resolve();
      }, 20),
    );
    await sql`update counter set n = n + 1`.execute(database.db);
    await released;
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(database.db);
    // Theirs first (5), then ours (+ 1).
    expect(rows[0]!.n).toBe(6);
  });
});
