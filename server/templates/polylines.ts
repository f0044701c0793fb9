import svgpath from "svgpath";

/*
 * A template's paths as the import reads them (issue 34): each closed or open
 * run of straight segments, in millimetres, y down, curves flattened to
 * within a hundredth of a millimetre's worth of chords. Made in the sandbox
 * from the hostile file (svg-outline.ts, dxf-outline.ts); checked and turned
 * into a piece's cut outside it (validate.ts, measured-piece.ts).
 */

export type Point = [number, number];

export interface Polyline {
  /** The path's name in the file (its id, label or layer), for messages. */
  label: string;
  closed: boolean;
  points: Point[];
}

/** The most a file may hold: more is not a laptop template. */
export const polylineLimits = { paths: 400, points: 100_000 };

/** Ends this close (mm) are one point: a path whose ends meet is closed. */
export const joinToleranceMm = 0.02;

/** A 2-D affine matrix [a, b, c, d, e, f], as SVG writes it. */
export type Matrix = [number, number, number, number, number, number];

export const identity: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` applied after `inner`. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [g, h, i, j, k, l] = inner;
  return [
    a * g + c * h,
    b * g + d * h,
    a * i + c * j,
    b * i + d * j,
    a * k + c * l + e,
    b * k + d * l + f,
  ];
}

export const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A run's first and last points (a run always has one). */
export function endsOf(points: readonly Point[]): [Point, Point] {
  const [first] = points;
  const last = points.at(-1);
  if (!first || !last) throw new Error("A path with no points");
  return [first, last];
}

/** Chords enough that a curve of this control-polygon length strays under 0.05 mm. */
const chordsFor = (length: number) => Math.min(64, Math.max(4, Math.ceil(Math.sqrt(length) * 2)));

function cubic(from: Point, c1: Point, c2: Point, to: Point, out: Point[]) {
  const steps = chordsFor(distance(from, c1) + distance(c1, c2) + distance(c2, to));
  for (let step = 1; step <= steps; step += 1) {
    const t = step / steps;
    const u = 1 - t;
    const [w0, w1, w2, w3] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    out.push([
      w0 * from[0] + w1 * c1[0] + w2 * c2[0] + w3 * to[0],
      w0 * from[1] + w1 * c1[1] + w2 * c2[1] + w3 * to[1],
    ]);
  }
}

/**
 * SVG path data, already in millimetres through `matrix`, as polylines: one
 * per subpath, closed by Z or by ends that meet.
 */
export function pathPolylines(d: string, matrix: Matrix, label: string): Polyline[] {
  const lines: Polyline[] = [];
  let current: Point[] = [];
  let closed = false;
  const finish = () => {
    if (current.length > 1) {
      const [first, last] = endsOf(current);
      lines.push({
        label,
        closed: closed || distance(first, last) < joinToleranceMm,
        points: current,
      });
    }
    current = [];
    closed = false;
  };
  svgpath(d)
    .matrix(matrix)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const [command, a = 0, b = 0, c = 0, e = 0, f = 0, g = 0] = segment as [string, ...number[]];
      const at: Point = [x, y];
      switch (command) {
        case "M":
          finish();
          current.push([a, b]);
          break;
        case "L":
          current.push([a, b]);
          break;
        case "H":
          current.push([a, y]);
          break;
        case "V":
          current.push([x, a]);
          break;
        case "C":
          cubic(at, [a, b], [c, e], [f, g], current);
          break;
        case "Q":
          // A quadratic as the cubic it is: its control point two thirds of the way from each end.
          cubic(
            at,
            [x + (2 / 3) * (a - x), y + (2 / 3) * (b - y)],
            [c + (2 / 3) * (a - c), e + (2 / 3) * (b - e)],
            [c, e],
            current,
          );
          break;
        case "Z":
          closed = true;
          finish();
          break;
      }
      if (current.length > polylineLimits.points) throw new Error("The file has too many points");
    });
  finish();
  return lines;
}

/**
 * Joins open runs whose ends meet into longer runs, and closes those whose
 * ends come round (a DXF's lines and arcs, drawn one by one).
 */
export function joinRuns(runs: Polyline[]): Polyline[] {
  const done: Polyline[] = runs.filter((run) => run.closed);
  const open = runs
    .filter((run) => !run.closed)
    .map((run) => ({ ...run, points: [...run.points] }));
  for (let run = open.shift(); run; run = open.shift()) {
    let grown = true;
    while (grown) {
      grown = false;
      for (const [index, other] of open.entries()) {
        const joined = joinedRuns(run.points, other.points);
        if (joined) {
          run.points = joined;
          open.splice(index, 1);
          grown = true;
          break;
        }
      }
    }
    const [first, last] = endsOf(run.points);
    run.closed = distance(first, last) < joinToleranceMm;
    done.push(run);
  }
  return done;
}

/** Two runs as one where an end of one meets an end of the other; null where none do. */
function joinedRuns(run: Point[], other: Point[]): Point[] | null {
  const [start, end] = endsOf(run);
  const [otherStart, otherEnd] = endsOf(other);
  const meet = (a: Point, b: Point) => distance(a, b) < joinToleranceMm;
  if (meet(end, otherStart)) return [...run, ...other.slice(1)];
  if (meet(end, otherEnd)) return [...run, ...other.slice(0, -1).reverse()];
  if (meet(start, otherEnd)) return [...other, ...run.slice(1)];
  if (meet(start, otherStart)) return [...other.slice(1).reverse(), ...run];
  return null;
}
