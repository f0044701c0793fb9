import { affiliateProgram } from "#app/domain/affiliate.ts";
import { formatPercent, formatUsdWhole } from "#app/lib/format.ts";

/** Affiliate terms worded once for the benefit cards, program details and FAQ. */
export const affiliateTerms = {
  commissionStart: formatPercent(affiliateProgram.commissionStart),
  commissionMax: formatPercent(affiliateProgram.commissionMax),
  cookie: `${affiliateProgram.cookieDays}-day`,
  payoutMinimum: formatUsdWhole(affiliateProgram.payoutMinimum),
  topEarnings: `${formatUsdWhole(affiliateProgram.topEarnings.low)}–${formatUsdWhole(affiliateProgram.topEarnings.high)}+`,
  noMinimumSales: affiliateProgram.minimumSales === 0,
} as const;
