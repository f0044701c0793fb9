import { cutting } from "#app/domain/policies.ts";
import { type Polyline, endsOf } from "./polylines.ts";
import {
  area,
  bounds,
  pointInside,
  segmentDistance,
  segmentGrid,
  segmentsMeet,
} from "./segments.ts";

/*
 * What an imported template must be for the shop to cut it (issue 34): every
 * path closed; none crossing itself; one outline with every hole inside it;
 * no two holes overlapping; no strip of vinyl between two cuts narrower than
 * `cutting.minBridgeMm`; and a size near the model's published footprint.
 * Each refusal says which path, and why, in words an operator can act on.
 */

/** The size a piece should be: the published footprint, or our estimate of it. */
export interface ExpectedSize {
  widthMm: number;
  depthMm: number;
  /** "published": the maker's figure; "estimated": worked out from the display. */
  kind: "published" | "estimated";
}

export type TemplateCheck =
  { ok: true; outline: Polyline; holes: Polyline[] } | { ok: false; problems: string[] };

const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;
const named = (path: Polyline) => `"${path.label}"`;

export function checkTemplate(paths: readonly Polyline[], expected: ExpectedSize): TemplateCheck {
  if (paths.length === 0) return { ok: false, problems: ["The file has no paths to cut."] };
  const problems: string[] = [];
  for (const path of paths) {
    if (path.closed) continue;
    const [start, end] = endsOf(path.points);
    problems.push(
      `Path ${named(path)} is open: its ends are ${mm(Math.hypot(end[0] - start[0], end[1] - start[1]))} apart. A cutter needs every path closed.`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };

  // The outline is the largest path; every other path is a hole in it.
  const outline = paths.reduce((largest, path) =>
    area(path.points) > area(largest.points) ? path : largest,
  );
  // The holes stay in the file's order (their labels list so on the console and the template).
  const holes = paths.filter((path) => path !== outline);
  const ordered = [outline, ...holes];
  const { segments, nearPairs } = segmentGrid(ordered, 5, cutting.minBridgeMm);
  if (segments.length === 0) return { ok: false, problems: ["The file has no paths to cut."] };

  const pathOf = (index: number) => ordered[index] ?? outline;
  const crossesItself = new Set<Polyline>();
  const crossing = new Map<string, [Polyline, Polyline]>();
  const narrow = new Map<string, { pair: [Polyline, Polyline]; gap: number }>();
  for (const [s, t] of nearPairs()) {
    if (s.path === t.path) {
      const neighbours =
        Math.abs(s.index - t.index) === 1 ||
        (Math.min(s.index, t.index) === 0 && Math.max(s.index, t.index) === s.of - 1);
      if (!neighbours && segmentsMeet(s, t)) crossesItself.add(pathOf(s.path));
      continue;
    }
    const [low, high] = s.path < t.path ? [s.path, t.path] : [t.path, s.path];
    const key = `${low}:${high}`;
    const pair: [Polyline, Polyline] = [pathOf(low), pathOf(high)];
    const gap = segmentDistance(s, t);
    if (gap === 0) crossing.set(key, pair);
    else if (gap < cutting.minBridgeMm && gap < (narrow.get(key)?.gap ?? Infinity))
      narrow.set(key, { pair, gap });
  }

  for (const path of crossesItself) problems.push(`Path ${named(path)} crosses itself.`);
  for (const [a, b] of crossing.values()) {
    problems.push(
      a === outline
        ? `Hole ${named(b)} crosses the outline.`
        : `Holes ${named(a)} and ${named(b)} overlap.`,
    );
  }
  const crossed = new Set([...crossing.values()].flat());
  const firstPoint = (path: Polyline) => endsOf(path.points)[0];
  holes.forEach((hole, index) => {
    if (crossed.has(hole)) return;
    if (!pointInside(firstPoint(hole), outline.points))
      problems.push(`Hole ${named(hole)} lies outside the outline.`);
    for (const other of holes.slice(index + 1)) {
      if (crossed.has(other)) continue;
      if (
        pointInside(firstPoint(other), hole.points) ||
        pointInside(firstPoint(hole), other.points)
      )
        problems.push(`Holes ${named(hole)} and ${named(other)} overlap.`);
    }
  });
  for (const [key, { pair, gap }] of narrow) {
    if (crossing.has(key)) continue;
    const [a, b] = pair;
    const between =
      a === outline ? `hole ${named(b)} and the outline` : `holes ${named(a)} and ${named(b)}`;
    problems.push(
      `Only ${mm(gap)} of vinyl is left between ${between}: at least ${mm(cutting.minBridgeMm)} is needed, or the strip tears.`,
    );
  }

  const box = bounds(outline.points);
  const [width, depth] = [box.right - box.left, box.bottom - box.top];
  const tolerance = (size: number) =>
    expected.kind === "published" ? cutting.footprintToleranceMm : size * cutting.estimateTolerance;
  if (
    Math.abs(width - expected.widthMm) > tolerance(expected.widthMm) ||
    Math.abs(depth - expected.depthMm) > tolerance(expected.depthMm)
  ) {
    problems.push(
      `The outline is ${mm(width)} × ${mm(depth)}, far from the ${expected.kind === "published" ? "published footprint" : "size we estimate"} of ${mm(expected.widthMm)} × ${mm(expected.depthMm)}. Check the file's units (an SVG size without a unit is read as 96 pixels to the inch) and that the hinge is at the bottom.`,
    );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, outline, holes };
}
