import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatLongDate,
  formatPercent,
  formatThousands,
  formatUsd,
  formatUsdWhole,
} from "./format";

describe("format", () => {
  it("formats money, percentages and counts the American way", () => {
    expect(formatUsd(24.95)).toBe("$24.95");
    expect(formatUsd(2000)).toBe("$2,000.00");
    expect(formatUsdWhole(50)).toBe("$50");
    expect(formatPercent(0.15)).toBe("15%");
    expect(formatThousands(65_000)).toBe("$65k");
    expect(formatCount(2847)).toBe("2,847");
  });

  it("formats a fixed date without drifting across time zones", () => {
    expect(formatLongDate("2026-11-01")).toBe("November 1, 2026");
  });
});
