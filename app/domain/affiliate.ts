/** Terms of the affiliate program. */
export const affiliateProgram = {
  commissionStart: 0.1,
  commissionMax: 0.15,
  payoutMinimum: 50,
  payoutSchedule: "monthly",
  /** Payments are processed this many days after the end of each month. */
  payoutDelayDays: 30,
  cookieDays: 60,
  /** Business days to answer an application. */
  reviewDays: "3–5",
  minimumSales: 0,
  /** Inactive accounts may be reviewed after this many months. */
  inactiveReviewMonths: 6,
  topEarnings: { low: 500, high: 2000 },
} as const;
