import svgpath from "svgpath";
import { Path, Shape } from "three";
import { unit } from "#app/components/device-render/geometry.ts";

/*
 * A piece's 2D geometry (geometry.ts `pieceCuts`: SVG path data in hundredths
 * of an inch, y down) as three.js shapes in inches, y up, so the 3D model is
 * cut from the same outline, logo cut-out and openings as the print file.
 */

/** Where an SVG point lands in the shape's plane: inches, centred on the piece, y up. */
export interface PlaneFrame {
  width: number;
  height: number;
}

/** The subpaths of `d` as three.js paths in `frame`'s plane (arcs become curves). */
export function pathsOf(d: string, frame: PlaneFrame): Path[] {
  const x = (value: number) => value / unit - frame.width / 2;
  const y = (value: number) => frame.height / 2 - value / unit;
  const paths: Path[] = [];
  let current: Path | null = null;
  let at = { x: 0, y: 0 };
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, startX, startY) => {
      const [command] = segment;
      if (command === "M") {
        current = new Path();
        paths.push(current);
        at = { x: segment[1], y: segment[2] };
        current.moveTo(x(at.x), y(at.y));
        return;
      }
      const path = current ?? new Path([]);
      if (command === "L") at = { x: segment[1], y: segment[2] };
      else if (command === "H") at = { x: segment[1], y: startY };
      else if (command === "V") at = { x: startX, y: segment[1] };
      if (command === "L" || command === "H" || command === "V") path.lineTo(x(at.x), y(at.y));
      else if (command === "C") {
        const [, x1, y1, x2, y2, x3, y3] = segment;
        path.bezierCurveTo(x(x1), y(y1), x(x2), y(y2), x(x3), y(y3));
      } else if (command === "Q") {
        const [, x1, y1, x2, y2] = segment;
        path.quadraticCurveTo(x(x1), y(y1), x(x2), y(y2));
      } else if (command === "Z" || command === "z") path.closePath();
    });
  return paths;
}

/** A closed outline with openings: the first subpath of `outline`, every subpath of `holes` cut from it. */
export function shapeOf(outline: string, holes: readonly string[], frame: PlaneFrame): Shape {
  const [edge] = pathsOf(outline, frame);
  const shape = new Shape(edge?.getPoints(24) ?? []);
  shape.holes = holes.flatMap((hole) => pathsOf(hole, frame));
  return shape;
}

/** Each subpath of `d` as a shape of its own (a logo's parts). */
export const shapesOf = (d: string, frame: PlaneFrame): Shape[] =>
  pathsOf(d, frame).map((path) => {
    const shape = new Shape();
    shape.curves = path.curves;
    shape.currentPoint.copy(path.currentPoint);
    return shape;
  });
