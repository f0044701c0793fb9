import { Button } from "#app/components/ui/button.tsx";
import { pieceLabels } from "#app/domain/catalog/piece-cut.ts";
import { type DesignApproval, type DesignOutline, needsTestFit } from "#app/domain/staff.ts";
import { Input, PostForm } from "./console-ui.tsx";

/*
 * A design's standing on the console's order page (issue 34): where its
 * outline comes from, and whether its current print file is approved.
 */

type FieldErrors = Partial<Record<string, string>>;

/**
 * Where the design's outline comes from (issue 34): each piece's measured
 * template, or a flag that it is drawn, to be test-fitted before printing.
 */
export function OutlineSource({ outline }: { outline: DesignOutline }) {
  return (
    <div
      className={
        needsTestFit(outline)
          ? "rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm"
          : "rounded-lg border border-gray-200 p-3 text-sm"
      }
    >
      {needsTestFit(outline) ? (
        <p className="font-bold">Outline estimated: test fit before printing</p>
      ) : null}
      <ul>
        {outline.pieces.map(({ piece, template }) => (
          <li key={piece}>
            {pieceLabels[piece]}:{" "}
            {template ? (
              <a href={`/staff/templates/${template.id}`} className="text-brand-700 underline">
                measured template v{template.version}
                {template.status === "approved" ? ", test cut approved" : ""}
              </a>
            ) : (
              <>
                drawn from the{" "}
                {outline.size === "display" ? "display size (an estimate)" : "published size"}, not
                measured.{" "}
                <a href="/staff/templates" className="text-brand-700 underline">
                  Import a template
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where the design's approval stands against its current print file (issue
 * 34): approved as it will print, changed since, or waiting; and, when it
 * changed, keeping the approval with a reason.
 */
export function ApprovalState({
  approval,
  line,
  csrf,
  errors,
}: {
  approval: DesignApproval;
  line: string;
  csrf: string;
  errors: FieldErrors;
}) {
  const { print, approved } = approval;
  if (approval.state === "approved" && approved) {
    return (
      <p className="text-sm">
        Approved as it will print: print file v{approved.version}
        {approved.byStaff
          ? ` (kept by ${approved.byStaff}: ${approved.reason})`
          : " (by the customer)"}
        .
      </p>
    );
  }
  if (approval.state === "waiting") {
    return (
      <p className="text-sm">Not approved yet{print ? ` (print file v${print.version})` : ""}.</p>
    );
  }
  return (
    <div className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm">
      <p className="font-bold">
        Print file changed after approval: v{approved?.version} was approved, v{print?.version} is
        current. Send a new proof, or keep the approval:
      </p>
      <PostForm csrf={csrf} className="mt-2 flex flex-col gap-2">
        <input type="hidden" name="intent" value="keep-approval" />
        <input type="hidden" name="line" value={line} />
        <Input
          label="Why the customer need not see it again"
          name="reason"
          scope={`approval-${line}`}
          maxLength={500}
          required
          error={errors.reason}
        />
        <Button type="submit" variant="secondary" size="sm" className="self-start">
          Keep the approval
        </Button>
      </PostForm>
    </div>
  );
}
