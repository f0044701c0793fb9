import { TriangleAlert } from "lucide-react";
import { files } from "~/domain/policies";

const verdicts = {
  sharp: "sharp.",
  low: `below the ${files.minDpi} DPI we recommend, so it may print soft. Use a larger file, or make the artwork smaller on the lid. You can still order it.`,
};

/**
 * How sharp the artwork will print: its effective DPI at the chosen model's
 * print size and the chosen zoom. Below 300 DPI it warns; it never blocks.
 */
export function PrintQuality({ dpi, estimated }: { dpi: number | null; estimated: boolean }) {
  if (dpi === null) {
    return (
      <p className="text-muted text-sm" role="status">
        PDF artwork: vector art prints sharp at any size; photos inside it should be {files.minDpi}{" "}
        DPI at print size.
      </p>
    );
  }
  const low = dpi < files.minDpi;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor="print-quality" className="text-ink font-medium">
          Print quality
        </label>
        <span className="text-ink font-semibold tabular-nums" aria-hidden="true">
          {dpi} DPI
        </span>
      </div>
      <meter
        id="print-quality"
        min={0}
        max={files.minDpi * 2}
        low={files.minDpi}
        optimum={files.minDpi * 2}
        value={Math.min(dpi, files.minDpi * 2)}
        aria-valuetext={`${dpi} DPI at print size`}
        className="h-3 w-full"
      />
      <p className={low ? "flex gap-2 text-sm font-medium text-red-800" : "text-muted text-sm"}>
        {low ? <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        <span>
          {dpi} DPI at {low ? "this size" : "print size"}
          {low ? "" : estimated ? " (approximate lid size)" : ""}:{" "}
          {/* Only the verdict is announced, when it changes; the number moves with every nudge. */}
          <span role="status">{low ? verdicts.low : verdicts.sharp}</span>
        </span>
      </p>
    </div>
  );
}
