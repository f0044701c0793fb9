import type { Point, Polyline } from "./polylines.ts";

/*
 * The segments of a template's closed paths, indexed on a grid so that the
 * checks (validate.ts) compare only segments that are near each other: a
 * crossing, or a strip of vinyl thinner than a bridge may be.
 */

export interface Segment {
  path: number;
  /** Its index along its path (neighbours share an end), and how many its path has. */
  index: number;
  of: number;
  a: Point;
  b: Point;
}

const cross = (o: Point, a: Point, b: Point) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Whether two segments cross or touch. */
export function segmentsMeet(s: Segment, t: Segment): boolean {
  const d1 = cross(t.a, t.b, s.a);
  const d2 = cross(t.a, t.b, s.b);
  const d3 = cross(s.a, s.b, t.a);
  const d4 = cross(s.a, s.b, t.b);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return true;
  const onSegment = (p: Point, q: Point, r: Point) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (d1 === 0 && onSegment(t.a, t.b, s.a)) ||
    (d2 === 0 && onSegment(t.a, t.b, s.b)) ||
    (d3 === 0 && onSegment(s.a, s.b, t.a)) ||
    (d4 === 0 && onSegment(s.a, s.b, t.b))
  );
}

function pointToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The shortest distance between two segments (0 where they meet). */
export function segmentDistance(s: Segment, t: Segment): number {
  if (segmentsMeet(s, t)) return 0;
  return Math.min(
    pointToSegment(s.a, t.a, t.b),
    pointToSegment(s.b, t.a, t.b),
    pointToSegment(t.a, s.a, s.b),
    pointToSegment(t.b, s.a, s.b),
  );
}

/** A closed path's points with its first again at the end, so its closing segment is one too. */
export function ring(points: readonly Point[]): Point[] {
  // Repeated points would make two segments that are not neighbours meet at a point.
  const distinct: Point[] = [];
  for (const point of points) {
    const previous = distinct.at(-1);
    if (!previous || point[0] !== previous[0] || point[1] !== previous[1]) distinct.push(point);
  }
  const [first, last] = [distinct[0], distinct.at(-1)];
  return first && last && (first[0] !== last[0] || first[1] !== last[1])
    ? [...distinct, first]
    : distinct;
}

/** Every segment of `paths` (closed), on a grid of `cell` mm, reach `reach` mm beyond each. */
export function segmentGrid(paths: readonly Polyline[], cell: number, reach: number) {
  const cells = new Map<string, Segment[]>();
  const segments: Segment[] = [];
  paths.forEach((path, pathIndex) => {
    const points = ring(path.points);
    for (const [index, b] of points.slice(1).entries()) {
      const a = points[index] ?? b;
      const segment = { path: pathIndex, index, of: points.length - 1, a, b };
      segments.push(segment);
      const [x0, x1] = [
        Math.min(segment.a[0], segment.b[0]) - reach,
        Math.max(segment.a[0], segment.b[0]) + reach,
      ];
      const [y0, y1] = [
        Math.min(segment.a[1], segment.b[1]) - reach,
        Math.max(segment.a[1], segment.b[1]) + reach,
      ];
      for (let gx = Math.floor(x0 / cell); gx <= Math.floor(x1 / cell); gx += 1)
        for (let gy = Math.floor(y0 / cell); gy <= Math.floor(y1 / cell); gy += 1) {
          const key = `${gx},${gy}`;
          const list = cells.get(key);
          if (list) list.push(segment);
          else cells.set(key, [segment]);
        }
    }
  });
  /** Each pair of segments that share a cell, once. */
  function* nearPairs(): Generator<[Segment, Segment]> {
    const seen = new Set<string>();
    for (const list of cells.values()) {
      for (const [i, s] of list.entries())
        for (const t of list.slice(i + 1)) {
          const key =
            s.path < t.path || (s.path === t.path && s.index < t.index)
              ? `${s.path}:${s.index}|${t.path}:${t.index}`
              : `${t.path}:${t.index}|${s.path}:${s.index}`;
          if (seen.has(key)) continue;
          seen.add(key);
          yield [s, t];
        }
    }
  }
  return { segments, nearPairs };
}

/** Whether `point` lies inside the closed path `polygon` (even-odd). */
export function pointInside(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  let previous = polygon.at(-1);
  for (const current of polygon) {
    if (!previous) break;
    const [xi, yi] = current;
    const [xj, yj] = previous;
    previous = current;
    if (
      yi > point[1] !== yj > point[1] &&
      point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi
    )
      inside = !inside;
  }
  return inside;
}

/** A closed path's area (mm²), whatever its direction. */
export function area(points: readonly Point[]): number {
  let sum = 0;
  let previous = points.at(-1);
  for (const current of points) {
    if (!previous) break;
    sum += (previous[0] + current[0]) * (previous[1] - current[1]);
    previous = current;
  }
  return Math.abs(sum / 2);
}

export function bounds(points: readonly Point[]) {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    [left, right] = [Math.min(left, x), Math.max(right, x)];
    [top, bottom] = [Math.min(top, y), Math.max(bottom, y)];
  }
  return { left, top, right, bottom };
}
