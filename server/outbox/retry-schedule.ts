/**
 * Seconds to wait before each retry of a webhook delivery. The first attempt
 * is immediate; these 16 retries stretch over about 98 hours, so a receiver
 * that is down for a long weekend still gets every submission (at least 88
 * hours even with the most negative jitter).
 */
export const defaultRetrySchedule: readonly number[] = [
  10, 60, 300, 900, 1800, 3600, 7200, 14_400, 21_600, 43_200, 43_200, 43_200, 43_200, 43_200,
  43_200, 43_200,
];

/** Delays are spread by up to this share either way, so retries of many rows do not stampede. */
const jitterShare = 0.1;

/** Reads WEBHOOK_RETRY_SCHEDULE ("5,300,1800"); unset means the default schedule. */
export function parseRetrySchedule(setting: string | undefined): readonly number[] {
  if (!setting) return defaultRetrySchedule;
  return setting.split(",").map((part) => Number(part.trim()));
}

/** How many attempts a delivery gets in all: the first one plus one per scheduled delay. */
export function maxAttempts(schedule: readonly number[]): number {
  return schedule.length + 1;
}

/**
 * Milliseconds until the next attempt after `attemptsMade` attempts, with
 * jitter; null when the schedule is exhausted.
 */
export function nextRetryDelayMs(
  schedule: readonly number[],
  attemptsMade: number,
  random: () => number = Math.random,
): number | null {
  const seconds = schedule[attemptsMade - 1];
  if (seconds === undefined) return null;
  const jitter = 1 + (random() * 2 - 1) * jitterShare;
  return Math.round(seconds * 1000 * jitter);
}
