import { clsx } from "clsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import {
  type PreflightCheck,
  type PreflightReport,
  type PreflightStatus,
  preflightCheckLabels,
  preflightOutcome,
  preflightStatusLabels,
} from "#app/domain/preflight.ts";

/*
 * A file's preflight on the console (issue 49), the way PitchStop or
 * Acrobat's preflight show one: the worst result in the summary, and each
 * check passed, fixed (and how), to check by a person, or failed, in a table
 * under it. A report with anything to look at opens by itself.
 */

const statusStyles: Record<PreflightStatus, string> = {
  passed: "text-green-800",
  fixed: "text-brand-700",
  flagged: "text-amber-800",
  failed: "text-red-700",
};

function Status({ status }: { status: PreflightStatus }) {
  return (
    <span className={clsx("font-semibold", statusStyles[status])}>
      {preflightStatusLabels[status]}
    </span>
  );
}

export function PreflightSummary({
  report,
  label,
}: {
  report: PreflightReport;
  /** Which file it is: "Artwork", "Version 3". */
  label: string;
}) {
  const outcome = preflightOutcome(report);
  return (
    <details className="text-sm" open={outcome === "flagged" || outcome === "failed"}>
      <summary className="cursor-pointer">
        {`${label} preflight: `}
        <Status status={outcome} />
      </summary>
      <div className="mt-2">
        <DataTable<PreflightCheck>
          label={`${label} preflight`}
          caption={`${label}: each preflight check and its result`}
          columns={[
            {
              label: "Check",
              rowHeader: true,
              nowrap: true,
              cell: (check) => preflightCheckLabels[check.id],
            },
            { label: "Result", nowrap: true, cell: (check) => <Status status={check.status} /> },
            { label: "Detail", cell: (check) => check.detail },
          ]}
          rows={report.checks}
          rowKey={(check) => check.id}
        />
      </div>
    </details>
  );
}
