import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";

/*
 * A piece's cut as an operator reads it (issue 34): the device's edge filled
 * grey, the cut line in the cutter's magenta, the holes, the safe area
 * dashed, and its size in inches and millimetres. The console's template
 * pages draw it; the numbers are the piece's own.
 */

const size = (inches: number) =>
  `${Math.round(inches * 1000) / 1000} in (${Math.round(inches * millimetresPerInch * 10) / 10} mm)`;

export function CutDrawing({ piece, label }: { piece: PieceCut; label: string }) {
  const width = piece.width * 100;
  const height = piece.height * 100;
  const margin = 30;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`${-margin} ${-margin} ${width + 2 * margin} ${height + 2 * margin}`}
        role="img"
        aria-label={`${label}: ${size(piece.width)} wide, ${size(piece.height)} deep, with ${piece.holes.length} hole${piece.holes.length === 1 ? "" : "s"}`}
        className="w-full max-w-3xl rounded-lg border border-gray-200 bg-white"
      >
        <path d={piece.edge} fill="#e5e7eb" stroke="#9ca3af" strokeWidth={1.5} />
        <path d={piece.safe} fill="none" stroke="#0ea5e9" strokeWidth={1.5} strokeDasharray="8 6" />
        <path d={piece.outline} fill="none" stroke="#ec008c" strokeWidth={2.5} />
        {piece.holes.map((hole) => (
          <path key={hole.label} d={hole.d} fill="#ffffff" stroke="#ec008c" strokeWidth={2.5}>
            <title>{hole.label}</title>
          </path>
        ))}
      </svg>
      <figcaption className="text-muted text-sm">
        {size(piece.width)} × {size(piece.height)} at the edge. Magenta: the cut line and{" "}
        {piece.holes.length ? piece.holes.map((hole) => hole.label).join(", ") : "no holes"}; dashed
        blue: the safe area.
      </figcaption>
    </figure>
  );
}
