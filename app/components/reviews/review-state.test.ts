import { describe, expect, it } from "vitest";
import {
  hasMoreReviews,
  helpfulCount,
  initialVisibleCount,
  markHelpful,
  nextVisibleCount,
  parseHelpfulIds,
  serializeHelpfulIds,
} from "./review-state.ts";

describe("Load More paging", () => {
  it("starts with one page, or fewer when there are fewer reviews", () => {
    expect(initialVisibleCount(12, 6)).toBe(6);
    expect(initialVisibleCount(4, 6)).toBe(4);
    expect(initialVisibleCount(0, 6)).toBe(0);
  });

  it("reveals one page per press and stops at the total", () => {
    expect(nextVisibleCount(6, 14, 6)).toBe(12);
    expect(nextVisibleCount(12, 14, 6)).toBe(14);
    expect(nextVisibleCount(14, 14, 6)).toBe(14);
  });

  it("reports more only while some reviews are hidden", () => {
    expect(hasMoreReviews(6, 12)).toBe(true);
    expect(hasMoreReviews(12, 12)).toBe(false);
  });
});

describe("helpful set", () => {
  it("parses a stored array of ids", () => {
    expect([...parseHelpfulIds('["r-1","r-2"]')]).toEqual(["r-1", "r-2"]);
  });

  it("treats missing, malformed or foreign values as empty", () => {
    expect(parseHelpfulIds(null).size).toBe(0);
    expect(parseHelpfulIds("not json").size).toBe(0);
    expect(parseHelpfulIds('{"r-1":true}').size).toBe(0);
    expect([...parseHelpfulIds('["r-1",7,null]')]).toEqual(["r-1"]);
  });

  it("counts a review once however often it is marked", () => {
    const once = markHelpful(new Set(), "r-1");
    const twice = markHelpful(once, "r-1");
    expect(twice).toBe(once);
    expect([...twice]).toEqual(["r-1"]);
  });

  it("does not change the set it was given", () => {
    const original = new Set(["r-1"]);
    markHelpful(original, "r-2");
    expect([...original]).toEqual(["r-1"]);
  });

  it("round-trips through storage in a stable order", () => {
    const ids = markHelpful(markHelpful(new Set(), "r-2"), "r-1");
    const raw = serializeHelpfulIds(ids);
    expect(raw).toBe('["r-1","r-2"]');
    expect(parseHelpfulIds(raw)).toEqual(ids);
  });

  it("adds the visitor's vote to the stored count", () => {
    expect(helpfulCount(48, false)).toBe(48);
    expect(helpfulCount(48, true)).toBe(49);
  });
});
