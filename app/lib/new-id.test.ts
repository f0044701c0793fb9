import { afterEach, describe, expect, it, vi } from "vitest";
import { submissionIdPattern } from "#app/forms/submission-fields.ts";
import { newId, randomId } from "./new-id.ts";

describe("newId", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("makes version 7 UUIDs the server accepts as submission ids", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9, 30) });
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).toMatch(submissionIdPattern);
    // The first 48 bits are the time in milliseconds.
    expect(Number.parseInt(id.replace("-", "").slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 5, 9, 30));
  });

  it("sorts ids made in a later millisecond later", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 3, 1) });
    const made: string[] = [];
    for (let tick = 0; tick < 200; tick++) {
      made.push(newId());
      vi.advanceTimersByTime(tick % 2 ? 1 : 1000);
    }
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
    // Within one millisecond the rest is random: unique, in no order.
    const same = Array.from({ length: 1000 }, newId);
    expect(new Set(same).size).toBe(same.length);
    expect(new Set(same.map((id) => id.slice(0, 13))).size).toBe(1);
  });

  it("keeps ids that must say nothing random: version 4, no time in them", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 9, 30) });
    const ids = Array.from({ length: 100 }, randomId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBeGreaterThan(90);
  });
});
