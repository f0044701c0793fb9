import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatCount,
  formatLongDate,
  formatPercent,
  formatThousands,
  formatUsd,
  formatUsdWhole,
} from "./format.ts";

/** What the same formats give through Intl, which the browser code no longer loads. */
const intl = {
  usd: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  usdWhole: new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }),
  count: new Intl.NumberFormat("en-US"),
  date: new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
};

/** Amounts around every rounding and grouping edge, both signs. */
const amounts = [
  0, -0, 0.001, 0.004, 0.005, 0.015, 0.125, 0.5, 0.995, 1, 1.005, 1.5, 2.5, 9.99, 24.95, 29.94,
  44.905, 49.5, 99.995, 254.49, 264.48, 999.995, 1000, 1234.5, 12_345.675, 999_999.999, 1_000_000,
  123_456_789.01,
];
const signed = amounts.flatMap((amount) => [amount, -amount]);

describe("format", () => {
  it("formats money, percentages and counts the American way", () => {
    expect(formatUsd(24.95)).toBe("$24.95");
    expect(formatUsd(2000)).toBe("$2,000.00");
    expect(formatCents(25_449)).toBe("$254.49");
    expect(formatUsdWhole(50)).toBe("$50");
    expect(formatPercent(0.15)).toBe("15%");
    expect(formatThousands(65_000)).toBe("$65k");
    expect(formatCount(2847)).toBe("2,847");
  });

  it("gives exactly what Intl gives for dollars, cents and counts", () => {
    for (const amount of signed) {
      expect(formatUsd(amount), String(amount)).toBe(intl.usd.format(amount));
      expect(formatUsdWhole(amount), String(amount)).toBe(intl.usdWhole.format(amount));
      expect(formatCount(amount), String(amount)).toBe(intl.count.format(amount));
    }
    // Every cent from $0.00 to $1,000.00, as the pricing module hands them over.
    for (let cents = 0; cents <= 100_000; cents++) {
      if (formatCents(cents) !== intl.usd.format(cents / 100)) {
        expect(formatCents(cents)).toBe(intl.usd.format(cents / 100));
      }
    }
  });

  it("formats a fixed date without drifting across time zones", () => {
    expect(formatLongDate("2026-11-01")).toBe("November 1, 2026");
    for (let day = 0; day < 366; day += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.date.format(new Date(`${iso}T12:00:00Z`)));
    }
  });
});
