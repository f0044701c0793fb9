import { describe, expect, it } from "vitest";
import { QueueFull, createQueue } from "./queue.ts";

/** A job that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

describe("the sandbox's queue", () => {
  it("takes owners in turn: one client's many files do not keep another's one waiting behind them", async () => {
    const run = createQueue({ concurrency: 1 });
    const started: string[] = [];
    const jobs = ["a1", "a2", "a3", "a4", "b1"].map((name) => ({ name, ...gate(started, name) }));
    const results = jobs.map(({ name, job }) => run(name.slice(0, 1), job));
    expect(started).toEqual(["a1"]);
    for (const expected of ["b1", "a2", "a3", "a4"]) {
      const running = jobs.find((job) => job.name === started.at(-1));
      running?.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started.at(-1)).toBe(expected);
    }
    jobs.at(-2)?.release();
    jobs.find((job) => job.name === "a4")?.release();
    await Promise.all(results);
  });

  it("refuses at once past the waiting limits, in all and per owner, and takes work again once drained", async () => {
    const run = createQueue({ concurrency: 1, maxWaiting: 3, maxWaitingPerOwner: 2 });
    const started: string[] = [];
    const first = gate(started, "first");
    const running = run("a", first.job);
    const waiting = [run("a", async () => "a2"), run("a", async () => "a3")];
    await expect(run("a", async () => "a4")).rejects.toBeInstanceOf(QueueFull);
    waiting.push(run("b", async () => "b1"));
    await expect(run("c", async () => "c1")).rejects.toBeInstanceOf(QueueFull);
    first.release();
    expect(await Promise.all([running, ...waiting])).toEqual(["first", "a2", "a3", "b1"]);
    await expect(run("a", async () => "again")).resolves.toBe("again");
  });

  it("lets the server's own work wait however long the line", async () => {
    const run = createQueue({ concurrency: 1, maxWaiting: 0 });
    const started: string[] = [];
    const first = gate(started, "first");
    const running = run("a", first.job);
    await expect(run("b", async () => "refused")).rejects.toBeInstanceOf(QueueFull);
    const queued = run("order:WC-1", async () => "print file", { alwaysWait: true });
    first.release();
    expect(await Promise.all([running, queued])).toEqual(["first", "print file"]);
  });

  it("runs `concurrency` jobs at once, and hands a finished job's place to the next", async () => {
    const run = createQueue({ concurrency: 2 });
    const started: string[] = [];
    const jobs = ["a", "b", "c"].map((name) => gate(started, name));
    const results = jobs.map((job, index) => run(`owner${index}`, job.job));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b"]);
    jobs[1]?.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b", "c"]);
    jobs[0]?.release();
    jobs[2]?.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
  });
});
