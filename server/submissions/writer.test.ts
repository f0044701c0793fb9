import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "../db/database.ts";
import { createSubmissionWriter, type SubmissionWriter } from "./writer.ts";

const contact = (id: string) => ({
  id,
  kind: "contact" as const,
  payload: { firstName: "Ada", email: "ada@example.com", message: `Hello from ${id}` },
});

describe("the SQLite submission writer's thread", () => {
  let dir: string;
  let database: Database;
  let writer: SubmissionWriter;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "wrapcraft-writer-"));
    database = openDatabase(`file:${path.join(dir, "app.db")}`);
    await migrateToLatest(database);
    writer = createSubmissionWriter(
      database,
      { contact: "https://hooks.example/contact" },
      pino({ level: "silent" }),
    );
  });

  afterEach(async () => {
    await writer.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("commits a group on its own connection, answers each outcome in order, and the server's connection sees it", async () => {
    const now = 1_700_000_000_000;
    expect(await writer.store([contact("a"), contact("b"), contact("a")], now)).toEqual([
      "created",
      "created",
      "duplicate",
    ]);
    // The same id again, as another kind: a conflict; as the same kind: a duplicate.
    expect(
      await writer.store([{ ...contact("b"), kind: "quote" as const }, contact("b")], now),
    ).toEqual(["conflict", "duplicate"]);

    const { db } = database;
    const stored = await db
      .selectFrom("submissions")
      .select(["id", "payload"])
      .orderBy("id")
      .execute();
    expect(stored.map((row) => row.id)).toEqual(["a", "b"]);
    expect(JSON.parse(stored[0]!.payload)).toEqual(contact("a").payload);
    const leads = await db.selectFrom("lead_states").select("submission_id").execute();
    expect(leads).toHaveLength(2);
    const deliveries = await db.selectFrom("outbox").select(["submission_id", "state"]).execute();
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { submission_id: "a", state: "pending" },
        { submission_id: "b", state: "pending" },
      ]),
    );
  });

  it("commits groups sent at once one after the other, and refuses work once closed", async () => {
    const now = 1_700_000_000_000;
    const groups = await Promise.all(
      [0, 1, 2].map((group) => writer.store([contact(`g${group}-1`), contact(`g${group}-2`)], now)),
    );
    expect(groups.flat()).toEqual(Array(6).fill("created"));
    await writer.close();
    await expect(writer.store([contact("late")], now)).rejects.toThrow(/closed/);
  });

  it("lets a write on the server's own connection take its turn while groups keep coming", async () => {
    const now = 1_700_000_000_000;
    let stopped = false;
    let groups = 0;
    // Four senders, each sending its next group as soon as the last is answered: the writer's
    // thread always has one waiting, and takes the lock again the moment it commits.
    const send = async (sender: number) => {
      for (let group = 0; !stopped; group += 1) {
        await writer.store([contact(`s${sender}-${group}`)], now);
        groups += 1;
      }
    };
    const senders = [0, 1, 2, 3].map(send);
    while (groups < 20) await new Promise((resolve) => setImmediate(resolve));
    const groupsBefore = groups;
    await database.db
      .transaction()
      .execute((trx) =>
        trx
          .insertInto("submissions")
          .values({ id: "own", kind: "contact", payload: "{}", created_at: now })
          .execute(),
      );
    // While it waited for the lock, only the groups already on their way (one a sender) were
    // committed: the senders' next groups waited for it.
    expect(groups - groupsBefore).toBeLessThanOrEqual(4);
    const groupsAfter = groups;
    while (groups < groupsAfter + 20) await new Promise((resolve) => setImmediate(resolve));
    stopped = true;
    await Promise.all(senders);
    const own = await database.db
      .selectFrom("submissions")
      .select("id")
      .where("id", "=", "own")
      .executeTakeFirst();
    expect(own).toEqual({ id: "own" });
  });
});
