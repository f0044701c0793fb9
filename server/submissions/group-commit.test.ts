import { describe, expect, it } from "vitest";
import { createGroupCommitter } from "./group-commit.ts";

describe("group commit", () => {
  it("commits what arrives in one turn together and answers each caller its own result", async () => {
    const groups: number[][] = [];
    const record = createGroupCommitter(
      async (items: number[]) => {
        groups.push(items);
        return items.map((item) => item * 10);
      },
      { maxGroupSize: 100 },
    );
    const results = await Promise.all([1, 2, 3].map(record));
    expect(results).toEqual([10, 20, 30]);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  it("collects items that arrive during a commit into the next group, up to the cap", async () => {
    const groups: number[][] = [];
    let release: () => void = () => {};
    const firstCommitDone = new Promise<void>((resolve) => (release = resolve));
    const record = createGroupCommitter(
      async (items: number[]) => {
        groups.push(items);
        if (groups.length === 1) await firstCommitDone;
        return items;
      },
      { maxGroupSize: 2 },
    );
    const first = record(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map(record);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(groups).toEqual([[1], [2, 3], [4]]);
  });

  it("fails only the group whose commit failed", async () => {
    let calls = 0;
    const record = createGroupCommitter(
      async (items: string[]) => {
        calls += 1;
        if (calls === 1) throw new Error("disk full");
        return items;
      },
      { maxGroupSize: 100 },
    );
    const failed = Promise.allSettled([record("a"), record("b")]);
    expect((await failed).map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(await record("c")).toBe("c");
  });

  it("fails the single items a commit answers with an Error, and answers the others", async () => {
    const record = createGroupCommitter(
      async (items: string[]) => items.map((item) => (item === "b" ? new Error("conflict") : item)),
      { maxGroupSize: 100 },
    );
    const settled = await Promise.allSettled([record("a"), record("b"), record("c")]);
    expect(
      settled.map((result) => (result.status === "fulfilled" ? result.value : "failed")),
    ).toEqual(["a", "failed", "c"]);
  });

  it("sends the next group while one commits when two may be in flight, and gathers the rest", async () => {
    const groups: number[][] = [];
    let release: () => void = () => {};
    const firstTwoDone = new Promise<void>((resolve) => (release = resolve));
    const record = createGroupCommitter(
      async (items: number[]) => {
        groups.push(items);
        if (groups.length <= 2) await firstTwoDone;
        return items;
      },
      { maxGroupSize: 100, maxInFlight: 2 },
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = record(1);
    await turn();
    const second = record(2);
    await turn();
    // Both commits are running: these wait, and go together once one ends.
    const later = [3, 4].map(record);
    await turn();
    expect(groups).toEqual([[1], [2]]);
    release();
    expect(await Promise.all([first, second, ...later])).toEqual([1, 2, 3, 4]);
    expect(groups).toEqual([[1], [2], [3, 4]]);
  });
});
