import { describe, expect, it } from "vitest";
import {
  defaultRetrySchedule,
  maxAttempts,
  nextRetryDelayMs,
  parseRetrySchedule,
} from "./retry-schedule.ts";

const hourMs = 3_600_000;

/** The whole wait from the first attempt to the last, with `random` choosing each jitter. */
function totalWaitMs(schedule: readonly number[], random: () => number): number {
  let total = 0;
  for (let attemptsMade = 1; ; attemptsMade++) {
    const delay = nextRetryDelayMs(schedule, attemptsMade, random);
    if (delay === null) return total;
    total += delay;
  }
}

describe("the default retry schedule", () => {
  it("keeps trying for at least 72 hours, even when every delay gets the most negative jitter", () => {
    expect(totalWaitMs(defaultRetrySchedule, () => 0)).toBeGreaterThanOrEqual(72 * hourMs);
  });

  it("gives up within 5 days, even with the most positive jitter", () => {
    expect(totalWaitMs(defaultRetrySchedule, () => 0.999_999)).toBeLessThan(120 * hourMs);
  });

  it("retries soon at first and never waits more than 12 hours between attempts", () => {
    expect(defaultRetrySchedule[0]).toBeLessThanOrEqual(60);
    expect(Math.max(...defaultRetrySchedule)).toBeLessThanOrEqual(12 * 3600);
    expect([...defaultRetrySchedule]).toEqual([...defaultRetrySchedule].sort((a, b) => a - b));
  });

  it("has one attempt more than it has delays", () => {
    expect(maxAttempts(defaultRetrySchedule)).toBe(defaultRetrySchedule.length + 1);
    expect(maxAttempts([5])).toBe(2);
  });
});

describe("parseRetrySchedule", () => {
  it("reads comma-separated seconds", () => {
    expect(parseRetrySchedule("5,300,1800")).toEqual([5, 300, 1800]);
    expect(parseRetrySchedule(" 1 , 2,3 ")).toEqual([1, 2, 3]);
    expect(parseRetrySchedule("0")).toEqual([0]);
  });

  it("falls back to the default schedule when unset or empty", () => {
    expect(parseRetrySchedule(undefined)).toBe(defaultRetrySchedule);
    expect(parseRetrySchedule("")).toBe(defaultRetrySchedule);
  });
});

describe("nextRetryDelayMs", () => {
  const schedule = [5, 300, 1800];

  it("waits the scheduled seconds after each failed attempt", () => {
    const noJitter = () => 0.5;
    expect(nextRetryDelayMs(schedule, 1, noJitter)).toBe(5_000);
    expect(nextRetryDelayMs(schedule, 2, noJitter)).toBe(300_000);
    expect(nextRetryDelayMs(schedule, 3, noJitter)).toBe(1_800_000);
  });

  it("spreads each delay by at most 10% either way", () => {
    expect(nextRetryDelayMs(schedule, 2, () => 0)).toBe(270_000);
    expect(nextRetryDelayMs(schedule, 2, () => 0.999_999)).toBeCloseTo(330_000, -1);
    for (let run = 0; run < 200; run++) {
      const delay = nextRetryDelayMs(schedule, 1)!;
      expect(delay).toBeGreaterThanOrEqual(4_500);
      expect(delay).toBeLessThanOrEqual(5_500);
    }
  });

  it("answers null once the schedule is exhausted: the delivery becomes a dead letter", () => {
    expect(nextRetryDelayMs(schedule, schedule.length + 1)).toBeNull();
    expect(nextRetryDelayMs(schedule, 99)).toBeNull();
    expect(nextRetryDelayMs([], 1)).toBeNull();
    expect(nextRetryDelayMs(defaultRetrySchedule, maxAttempts(defaultRetrySchedule))).toBeNull();
    expect(
      nextRetryDelayMs(defaultRetrySchedule, maxAttempts(defaultRetrySchedule) - 1),
    ).not.toBeNull();
  });
});
