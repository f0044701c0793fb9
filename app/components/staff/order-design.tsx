import { DesignMockup } from "#app/components/device-render/design-mockup.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import type { OrderLine } from "#app/domain/orders.ts";
import type { DesignApproval, DesignOutline, DesignProduction } from "#app/domain/staff.ts";
import { ApprovalState, OutlineSource } from "./design-status.tsx";
import { formatCents } from "#app/lib/format.ts";
import { defaultTextStyle, describeTextStyle } from "#app/domain/text-style.ts";
import { Facts, Input, PostForm, When } from "./console-ui.tsx";
import { PreflightSummary } from "./preflight-report.tsx";
import type { PreflightReport } from "#app/domain/preflight.ts";

/*
 * A design of an order on its console page (issue 19, 20): what to make,
 * its mockup and artwork, and its print file's versions, made or staff's
 * own, with the forms that make them again or replace them.
 */

type FieldErrors = Partial<Record<string, string>>;

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** A design's print file versions and mockup, and what its job is doing. */
function ProductionFiles({
  number,
  production,
  csrf,
  errors,
}: {
  number: string;
  production: DesignProduction;
  csrf: string;
  errors: FieldErrors;
}) {
  const prints = production.files.filter((file) => file.kind === "print").reverse();
  const { job } = production;
  const making = job?.state === "pending";
  return (
    <div className="flex flex-col gap-2 border-t border-gray-200 pt-3">
      <h4 className="font-bold">Print file</h4>
      {making ? (
        <p className="text-muted text-sm" role="status">
          {job.attempts > 0 && job.lastError
            ? `Being made again after a failure (attempt ${job.attempts}): ${job.lastError}`
            : "Being made: reload the page in a minute."}
        </p>
      ) : null}
      {job?.state === "dead" ? (
        <p className="text-sm font-medium text-red-700">
          Could not be made ({job.lastError}). Make it again, or upload one.
        </p>
      ) : null}
      {prints.length > 0 ? (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Print file versions, newest first">
          {prints.map((file, index) => (
            <li key={file.id} className="flex flex-wrap items-baseline gap-x-3">
              <a
                className="text-brand-700 font-semibold underline"
                href={`/staff/orders/${number}/files/${file.id}`}
                download={file.filename}
              >
                Version {file.version} (PDF, {fileSize(file.sizeBytes)})
              </a>
              <span className="text-muted">
                {index === 0 ? "Latest · " : ""}
                <When iso={file.at} /> · {file.by ? `uploaded by ${file.by}` : file.note}
              </span>
              {file.preflight ? (
                <div className="basis-full">
                  <PreflightSummary report={file.preflight} label={`Version ${file.version}`} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : making ? null : (
        <p className="text-muted text-sm">None yet.</p>
      )}
      <PostForm csrf={csrf}>
        <input type="hidden" name="intent" value="remake" />
        <input type="hidden" name="line" value={production.lineId} />
        <Button type="submit" variant="secondary" size="sm">
          Make the print file and mockup again
        </Button>
      </PostForm>
      <details className="text-sm" open={Boolean(errors.file ?? errors.note)}>
        <summary className="text-brand-700 cursor-pointer font-semibold">
          Replace it with your own PDF
        </summary>
        <PostForm csrf={csrf} encType="multipart/form-data" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="line" value={production.lineId} />
          <Input
            label="Adjusted print file (PDF)"
            name="file"
            scope={`replace-${production.lineId}`}
            type="file"
            accept="application/pdf"
            required
            hint="Kept as the next version; the earlier ones stay."
            error={errors.file}
          />
          <Input
            label="What you changed"
            name="note"
            scope={`replace-${production.lineId}`}
            maxLength={500}
            error={errors.note}
          />
          <Button type="submit" variant="secondary" size="sm" className="self-start">
            Keep this print file
          </Button>
        </PostForm>
      </details>
    </div>
  );
}

export function OrderDesign({
  line,
  index,
  number,
  production,
  outline,
  artworkPreflight,
  approval,
  csrf,
  errors,
}: {
  line: OrderLine;
  index: number;
  number: string;
  production: DesignProduction | undefined;
  outline: DesignOutline | undefined;
  /** What the preflight found in the design's artwork PDF. */
  artworkPreflight: PreflightReport | undefined;
  approval: DesignApproval | undefined;
  csrf: string;
  /** What a refused post of this design's forms said, by field. */
  errors: FieldErrors;
}) {
  const { design } = line;
  const mockup = production?.files.findLast((file) => file.kind === "mockup");
  const placement = design.placement;
  const quality = design.printQuality;
  return (
    <li className="grid gap-4 rounded-xl border border-gray-300 bg-white p-4 md:grid-cols-[16rem_1fr]">
      <div className="flex flex-col gap-2">
        <div className="rounded-lg bg-slate-100 p-2">
          <DesignMockup design={design} id={`staff-${line.id}`} className="block w-full" />
        </div>
        {mockup ? (
          <a
            className="text-brand-700 text-sm font-semibold underline"
            href={`/staff/orders/${number}/files/${mockup.id}`}
            download={mockup.filename}
          >
            Download the mockup (PNG)
          </a>
        ) : null}
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-bold">
          Design {index + 1}: {line.quantity} × {design.designName}
        </h3>
        <Facts
          rows={[
            ["Device", deviceName(design.deviceBrand, design.deviceModel)],
            ["Coverage", design.coverageLabel],
            ["Finish", design.finishLabel],
            [
              "Placement",
              placement
                ? `x ${placement.x.toFixed(3)}, y ${placement.y.toFixed(3)}, scale ${placement.scale.toFixed(3)}, rotation ${placement.rotation}°`
                : "Centred (not set)",
            ],
            [
              "Print quality",
              quality
                ? `${quality.dpi} DPI, ${quality.tier}${quality.tier === "poor" ? (quality.confirmed ? " (customer confirmed: print it anyway)" : "") : ""}`
                : "Not measured (no image)",
            ],
            [
              "Text",
              design.textLines?.some(Boolean)
                ? `${design.textLines.filter(Boolean).join(" / ")} (${describeTextStyle(design.textStyle ?? defaultTextStyle)})`
                : "None",
            ],
            ["Notes", design.notes || "None"],
            [
              "Artwork",
              design.artwork ? (
                <span className="flex flex-wrap gap-x-3">
                  <span className="break-all">
                    {design.artwork.filename} ({design.artwork.mimeType})
                  </span>
                  <a
                    className="text-brand-700 font-semibold underline"
                    href={`/artwork/${design.artwork.id}`}
                    download
                  >
                    Download the file
                  </a>
                </span>
              ) : (
                "None uploaded"
              ),
            ],
            [
              "Price",
              `${formatCents(line.totalCents)}${line.discountRate > 0 ? ` after ${formatCents(line.discountCents)} discount` : ""}`,
            ],
          ]}
        />
        {artworkPreflight ? <PreflightSummary report={artworkPreflight} label="Artwork" /> : null}
        {outline ? <OutlineSource outline={outline} /> : null}
        {approval ? (
          <ApprovalState approval={approval} line={line.id} csrf={csrf} errors={errors} />
        ) : null}
        {production ? (
          <ProductionFiles number={number} production={production} csrf={csrf} errors={errors} />
        ) : null}
      </div>
    </li>
  );
}
