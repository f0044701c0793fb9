import { memo } from "react";
import { clsx } from "clsx";
import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { FieldMeta } from "#app/components/forms/use-form-submission.ts";
import { files, printQualityTiers } from "#app/domain/policies.ts";
import type { PrintQuality as Quality } from "#app/domain/print-quality.ts";

const tone = {
  excellent: "border-green-300 bg-green-50 text-green-900",
  good: "border-amber-300 bg-amber-50 text-amber-950",
  fair: "border-amber-300 bg-amber-50 text-amber-950",
  poor: "border-red-300 bg-red-50 text-red-900",
} as const;

/**
 * How sharp the artwork will print, in plain tiers (excellent from 300 DPI,
 * then good, fair, poor; thresholds in the policies) with its effective DPI
 * at the chosen model's size and zoom. Below 300 DPI (the minimum the upload
 * field states) every tier is a caution. Poor asks the visitor to confirm
 * "Print it anyway"; the server checks the same and the order records it.
 */
export const PrintQuality = memo(function PrintQuality({
  quality,
  estimated,
  confirm,
}: {
  /** Null for a PDF, whose vector art has no pixels to count. */
  quality: Quality | null;
  estimated: boolean;
  confirm: FieldMeta;
}) {
  if (quality === null) {
    return (
      <p className="text-muted flex gap-2 text-sm" role="status">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        PDF artwork: vector art prints sharp at any size; photos inside it should be {
          files.minDpi
        }{" "}
        DPI at print size.
      </p>
    );
  }
  const tier = printQualityTiers.find((entry) => entry.id === quality.tier) ?? printQualityTiers[0];
  const poor = quality.tier === "poor";
  const confirmError = confirm.errors?.length ? confirm.errors.join(" ") : undefined;
  return (
    <div className={clsx("grid gap-2 rounded-xl border p-4", tone[quality.tier])}>
      <p className="flex items-start gap-2">
        {quality.tier !== "excellent" ? (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        <span>
          {/* Only the verdict is announced, when it changes; the figure moves with every nudge. */}
          <span role="status" className="font-semibold">
            Print quality: {tier.label}
          </span>{" "}
          <span className="tabular-nums" data-testid="print-dpi">
            ({quality.dpi} DPI at print size{estimated ? ", approximate lid size" : ""})
          </span>
          <span className="block text-sm">{tier.detail}</span>
        </span>
      </p>
      {poor ? (
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-3 font-medium">
            <input
              id={confirm.id}
              name={confirm.name}
              type="checkbox"
              defaultChecked={confirm.defaultValue === "on"}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? confirm.errorId : undefined}
              className="mt-1 size-5 shrink-0 accent-red-700"
            />
            Print it anyway: I understand it may look soft.
          </label>
          {confirmError ? (
            <p id={confirm.errorId} className="text-sm font-medium">
              {confirmError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
