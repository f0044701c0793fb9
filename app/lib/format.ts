const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** $24.95 */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** 2495 → "$24.95": money kept in whole cents (the pricing module's unit). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** $50 (whole dollars, for round figures such as thresholds and salaries). */
export function formatUsdWhole(amount: number): string {
  return usdWhole.format(amount);
}

/** 0.15 → "15%" */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** 50000 → "$50k" */
export function formatThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}

/** 2847 → "2,847" */
export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

/** "2026-11-01" → "November 1, 2026" */
export function formatLongDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** 1 → "1 business day", "5–7" → "5–7 business days". */
export function businessDays(value: number | string): string {
  return `${value} business day${value === 1 || value === "1" ? "" : "s"}`;
}
