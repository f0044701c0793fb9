import * as z from "zod/mini";
import {
  type PreflightReport,
  preflightCheckIds,
  preflightStatuses,
} from "#app/domain/preflight.ts";

/** A stored preflight report, read back through its schema (never a cast). */
export const PreflightReportSchema = z.object({
  profile: z.enum(["artwork", "print-file"]),
  checks: z.array(
    z.object({
      id: z.enum(preflightCheckIds),
      status: z.enum(preflightStatuses),
      detail: z.string(),
    }),
  ),
});

/** A report kept as JSON in a row's `preflight` column; null when the file was not checked. */
export const storedPreflight = (json: string | null): PreflightReport | null =>
  json === null ? null : PreflightReportSchema.parse(JSON.parse(json));
