/*
 * The preflight (issue 49): one report for every file that goes to the
 * printer (a customer's artwork, staff's replacement print file, the print
 * file we make), read the way Enfocus PitchStop or Acrobat's preflight show
 * one: each check passed, fixed (and how), flagged for a person, or failed.
 * A file with a failed check does not go to the printer.
 */

export const preflightStatuses = ["passed", "fixed", "flagged", "failed"] as const;
export type PreflightStatus = (typeof preflightStatuses)[number];

export const preflightStatusLabels: Record<PreflightStatus, string> = {
  passed: "Passed",
  fixed: "Fixed",
  flagged: "Check",
  failed: "Failed",
};

/** What each check looks at, in the order a report lists them. */
export const preflightCheckIds = [
  "pages",
  "boxes",
  "cut",
  "spots",
  "fonts",
  "resolution",
  "colour",
  "bleed",
] as const;
export type PreflightCheckId = (typeof preflightCheckIds)[number];

export const preflightCheckLabels: Record<PreflightCheckId, string> = {
  pages: "Pages",
  boxes: "Page boxes and size",
  cut: "Cut line",
  spots: "Spot colours",
  fonts: "Fonts",
  resolution: "Effective resolution",
  colour: "Colour",
  bleed: "Bleed",
};

export interface PreflightCheck {
  id: PreflightCheckId;
  status: PreflightStatus;
  /** What was found, and what was done about it, in a sentence or two. */
  detail: string;
}

export interface PreflightReport {
  /** Which profile the file was checked against. */
  profile: "artwork" | "print-file";
  checks: PreflightCheck[];
}

/** A report's worst status: what the file's line in the console shows. */
export function preflightOutcome(report: PreflightReport): PreflightStatus {
  const rank = (status: PreflightStatus) => preflightStatuses.indexOf(status);
  return report.checks.reduce<PreflightStatus>(
    (worst, check) => (rank(check.status) > rank(worst) ? check.status : worst),
    "passed",
  );
}

/** The failed checks' details: why a file is refused. */
export const preflightFailures = (report: PreflightReport) =>
  report.checks.filter((check) => check.status === "failed").map((check) => check.detail);

/** Checks in the report's order, one per id (a later check of the same id replaces the earlier). */
export function preflightReport(
  profile: PreflightReport["profile"],
  checks: PreflightCheck[],
): PreflightReport {
  const byId = new Map(checks.map((check) => [check.id, check]));
  return {
    profile,
    checks: preflightCheckIds.flatMap((id) => {
      const check = byId.get(id);
      return check ? [check] : [];
    }),
  };
}
