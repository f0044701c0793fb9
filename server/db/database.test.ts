import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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

  it("runs on a database that is already up to date", async () => {
    await migrateToLatest(database);
    await migrateToLatest(database);
    expect(await executed()).toEqual(migrationNames);
  });
});
