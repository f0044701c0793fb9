import {
  type IArcEntity,
  type ICircleEntity,
  type IEllipseEntity,
  type IEntity,
  type ILineEntity,
  type ILwpolylineEntity,
  type IPolylineEntity,
  type ISplineEntity,
} from "dxf-parser";
import DxfParser from "dxf-parser";
import { type Point, type Polyline, joinRuns, polylineLimits } from "./polylines.ts";

/*
 * A DXF template's cut paths, read in the sandbox (issue 34) by dxf-parser:
 * polylines (their bulges as arcs), lines, arcs, circles, ellipses and
 * splines by their fit points, in millimetres from the drawing's $INSUNITS
 * (none: millimetres, as cutting software assumes), y turned down. Lines and
 * arcs drawn one by one are joined where their ends meet; each is named by
 * its layer.
 */

/** $INSUNITS codes we take, in millimetres. */
const unitMillimetres: Record<number, number> = { 0: 1, 1: 25.4, 2: 304.8, 4: 1, 5: 10, 6: 1000 };

/** Points along an arc from `start` to `end` radians (counter-clockwise), y up. */
function arcPoints(center: Point, radius: number, start: number, end: number): Point[] {
  let sweep = end - start;
  while (sweep <= 0) sweep += 2 * Math.PI;
  const steps = Math.min(128, Math.max(8, Math.ceil((sweep * Math.sqrt(radius)) / 0.2)));
  return Array.from({ length: steps + 1 }, (_, step) => {
    const angle = start + (sweep * step) / steps;
    return [center[0] + radius * Math.cos(angle), center[1] + radius * Math.sin(angle)];
  });
}

/** A polyline's vertices with their bulges (a bulge is tan(θ/4) of the arc to the next vertex). */
function bulgedPoints(
  vertices: { x: number; y: number; bulge?: number }[],
  closed: boolean,
): Point[] {
  const points: Point[] = [];
  const [first] = vertices;
  for (const [index, from] of vertices.entries()) {
    points.push([from.x, from.y]);
    const to = vertices[index + 1] ?? (closed ? first : undefined);
    if (!from.bulge || !to) continue;
    const angle = 4 * Math.atan(from.bulge);
    const chord = Math.hypot(to.x - from.x, to.y - from.y);
    if (chord === 0) continue;
    const radius = chord / (2 * Math.sin(Math.abs(angle) / 2));
    const middle: Point = [(from.x + to.x) / 2, (from.y + to.y) / 2];
    const toCentre = radius * Math.cos(Math.abs(angle) / 2) * Math.sign(from.bulge);
    const centre: Point = [
      middle[0] - (toCentre * (to.y - from.y)) / chord,
      middle[1] + (toCentre * (to.x - from.x)) / chord,
    ];
    const start = Math.atan2(from.y - centre[1], from.x - centre[0]);
    const end = Math.atan2(to.y - centre[1], to.x - centre[0]);
    const arc =
      from.bulge > 0
        ? arcPoints(centre, radius, start, end)
        : arcPoints(centre, radius, end, start).reverse();
    points.push(...arc.slice(1, -1));
  }
  if (closed && first) points.push([first.x, first.y]);
  return points;
}

function entityRun(entity: IEntity): { points: Point[]; closed: boolean } | null {
  switch (entity.type) {
    case "LWPOLYLINE":
    case "POLYLINE": {
      const polyline = entity as ILwpolylineEntity | IPolylineEntity;
      const closed = "shape" in polyline ? polyline.shape : false;
      return { points: bulgedPoints(polyline.vertices, closed), closed };
    }
    case "LINE": {
      const [from, to] = (entity as ILineEntity).vertices;
      return from && to
        ? {
            points: [
              [from.x, from.y],
              [to.x, to.y],
            ],
            closed: false,
          }
        : null;
    }
    case "ARC": {
      const arc = entity as IArcEntity;
      return {
        points: arcPoints([arc.center.x, arc.center.y], arc.radius, arc.startAngle, arc.endAngle),
        closed: false,
      };
    }
    case "CIRCLE": {
      const circle = entity as ICircleEntity;
      const points = arcPoints([circle.center.x, circle.center.y], circle.radius, 0, 2 * Math.PI);
      return { points, closed: true };
    }
    case "ELLIPSE": {
      const ellipse = entity as IEllipseEntity;
      const major = ellipse.majorAxisEndPoint;
      const [a, rotation] = [Math.hypot(major.x, major.y), Math.atan2(major.y, major.x)];
      const b = a * ellipse.axisRatio;
      const full = Math.abs(ellipse.endAngle - ellipse.startAngle - 2 * Math.PI) < 1e-6;
      const points = arcPoints([0, 0], 1, ellipse.startAngle, ellipse.endAngle).map(
        ([x, y]): Point => [
          ellipse.center.x + a * x * Math.cos(rotation) - b * y * Math.sin(rotation),
          ellipse.center.y + a * x * Math.sin(rotation) + b * y * Math.cos(rotation),
        ],
      );
      return { points, closed: full };
    }
    case "SPLINE": {
      const spline = entity as ISplineEntity;
      if (!spline.fitPoints?.length)
        throw new Error(
          `A spline on layer "${entity.layer}" has no fit points: save splines as polylines and import again`,
        );
      const points = spline.fitPoints.map((point): Point => [point.x, point.y]);
      return { points, closed: spline.closed };
    }
    default:
      return null;
  }
}

/** Reads a DXF drawing's cut paths, in millimetres, y down. */
export function dxfPolylines(text: string): Polyline[] {
  const drawing = new DxfParser().parseSync(text);
  if (!drawing) throw new Error("This is not a DXF file");
  const units = Number(drawing.header?.$INSUNITS ?? 0);
  const scale = unitMillimetres[units];
  if (scale === undefined)
    throw new Error(`The drawing's units ($INSUNITS ${units}) are not ones we cut in`);
  const runs: Polyline[] = [];
  for (const entity of drawing.entities ?? []) {
    const run = entityRun(entity);
    if (!run) continue;
    runs.push({
      label: entity.layer || entity.type,
      closed: run.closed,
      points: run.points.map(([x, y]): Point => [x * scale, -y * scale]),
    });
    if (runs.length > polylineLimits.paths * 4) throw new Error("The file has too many paths");
  }
  return joinRuns(runs);
}
