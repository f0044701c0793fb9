/*
 * American formats for money, counts and dates, written without `Intl` or
 * `toLocale…`: a page's first use of either loads ICU's locale data, one task
 * of 25–50 ms on a fast machine and four times that on a slow phone, which was
 * most of the customizer's blocking time (docs/decisions.md 11). The tests
 * check every function against Intl's own output.
 */

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "1234567" → "1,234,567" */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * `amount` rounded half away from zero to `decimals` places, as Intl rounds:
 * on the number as it is written (1.005 → 1.01), not on its binary value.
 */
function rounded(amount: number, decimals: number) {
  const scale = 10 ** decimals;
  const units = Math.round(Number((Math.abs(amount) * scale).toPrecision(15)));
  const whole = groupThousands(String(Math.floor(units / scale)));
  const fraction = String(units % scale).padStart(decimals, "0");
  return { negative: amount < 0 || Object.is(amount, -0), whole, fraction };
}

function dollars(amount: number, cents: boolean): string {
  const { negative, whole, fraction } = rounded(amount, cents ? 2 : 0);
  return `${negative ? "-" : ""}$${whole}${cents ? `.${fraction}` : ""}`;
}

/** $24.95 */
export function formatUsd(amount: number): string {
  return dollars(amount, true);
}

/** 2495 → "$24.95": money kept in whole cents (the pricing module's unit). */
export function formatCents(cents: number): string {
  return dollars(cents / 100, true);
}

/** $50 (whole dollars, for round figures such as thresholds and salaries). */
export function formatUsdWhole(amount: number): string {
  return dollars(amount, false);
}

/** 0.15 → "15%" */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** 50000 → "$50k" */
export function formatThousands(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}

/** 2847 → "2,847"; up to three decimals, as `toLocaleString` shows them. */
export function formatCount(count: number): string {
  const { negative, whole, fraction } = rounded(count, 3);
  const decimals = fraction.replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${decimals ? `.${decimals}` : ""}`;
}

/** "2026-11-01" → "November 1, 2026" */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 1 → "1 business day", "5–7" → "5–7 business days". */
export function businessDays(value: number | string): string {
  return `${value} business day${value === 1 || value === "1" ? "" : "s"}`;
}
