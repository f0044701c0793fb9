import { Clipper, EndType, JoinType, type Path64 } from "@countertype/clipper2-ts";
import { unit } from "#app/components/device-render/geometry.ts";
import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import type { PieceCut, PieceName } from "#app/domain/catalog/piece-cut.ts";
import { cutting, files } from "#app/domain/policies.ts";
import type { Point, Polyline } from "./polylines.ts";
import { area, bounds } from "./segments.ts";

/*
 * A checked template (validate.ts) as the piece the shop cuts (issue 34): in
 * the renderer's units from the outline's top-left corner, its cut line the
 * outline moved in by the piece's inset and its safe area by the safe margin
 * more (Clipper2's offsetting, round joins), its holes cut as drawn. The
 * same shape a drawn piece has (geometry.ts), so the preview, the print file,
 * the proof and the templates take it as they take ours.
 */

/** Renderer units per millimetre. */
const perMillimetre = unit / millimetresPerInch;
/** Clipper works in integers: hundredths of a renderer unit. */
const clipperScale = 100;

const d = (points: readonly Point[]) =>
  `M${points.map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`).join("L")}Z`;

/** `outline` (renderer units) moved in by `by` units: its largest remaining part. */
function inset(outline: readonly Point[], by: number): Point[] {
  const path: Path64 = outline.map(([x, y]) => ({
    x: Math.round(x * clipperScale),
    y: Math.round(y * clipperScale),
  }));
  const [largest] = Clipper.inflatePaths(
    [path],
    -by * clipperScale,
    JoinType.Round,
    EndType.Polygon,
  )
    .map((part) => part.map(({ x, y }): Point => [x / clipperScale, y / clipperScale]))
    .sort((a, b) => area(b) - area(a));
  if (!largest) throw new Error("The outline is too small to cut inside its edge");
  return largest;
}

/** A measured piece as kept: its size (inches), its edge and holes (path data, renderer units). */
export interface MeasuredShape {
  width: number;
  height: number;
  edge: string;
  holes: { label: string; d: string }[];
}

/** A checked template's outline and holes (millimetres) as kept: from the outline's top-left. */
export function measuredShape(outline: Polyline, holes: readonly Polyline[]): MeasuredShape {
  const box = bounds(outline.points);
  const units = (points: readonly Point[]) =>
    points.map(([x, y]): Point => [(x - box.left) * perMillimetre, (y - box.top) * perMillimetre]);
  return {
    width: Math.round(((box.right - box.left) / millimetresPerInch) * 1000) / 1000,
    height: Math.round(((box.bottom - box.top) / millimetresPerInch) * 1000) / 1000,
    edge: d(units(outline.points)),
    holes: holes.map((hole, index) => ({
      label: hole.label || `Cut-out ${index + 1}`,
      d: d(units(hole.points)),
    })),
  };
}

/** The points of path data this module wrote (`M x yLx y…Z`). */
const pointsOf = (path: string): Point[] =>
  path
    .replace(/^M|Z$/g, "")
    .split("L")
    .map((pair): Point => {
      const [x = 0, y = 0] = pair.trim().split(/\s+/).map(Number);
      return [x, y];
    });

/** A kept shape as the piece `name` is cut: its cut line and safe area inside its edge. */
export function pieceOfShape(shape: MeasuredShape, name: PieceName): PieceCut {
  const edge = pointsOf(shape.edge);
  const insetUnits = cutting.insetInches[name] * unit;
  return {
    ...shape,
    outline: d(inset(edge, insetUnits)),
    safe: d(inset(edge, insetUnits + files.safeMarginInches * unit)),
  };
}
