import type { Box } from "#app/domain/catalog/bodies.ts";
import { type LogoShapeId, logoPath, logoShapes } from "#app/domain/catalog/logos.ts";
import type { LidCutout } from "#app/domain/catalog/models.ts";

/** SVG units per inch: the renderer draws in hundredths of an inch. */
export const unit = 100;

export const u = (inches: number) => Math.round(inches * unit * 10) / 10;

/** A rounded rectangle as path data (corners: top-left, top-right, bottom-right, bottom-left). */
export function roundedRectPath(
  box: Box,
  radius: number | [number, number, number, number],
): string {
  const { x, y, width, height } = box;
  const [tl, tr, br, bl] = (
    typeof radius === "number" ? [radius, radius, radius, radius] : radius
  ).map((r) => Math.min(r, width / 2, height / 2)) as [number, number, number, number];
  return [
    `M${x + tl} ${y}`,
    `H${x + width - tr}`,
    `A${tr} ${tr} 0 0 1 ${x + width} ${y + tr}`,
    `V${y + height - br}`,
    `A${br} ${br} 0 0 1 ${x + width - br} ${y + height}`,
    `H${x + bl}`,
    `A${bl} ${bl} 0 0 1 ${x} ${y + height - bl}`,
    `V${y + tl}`,
    `A${tl} ${tl} 0 0 1 ${x + tl} ${y}`,
    "Z",
  ].join("");
}

/** An ellipse as path data, so it can be a hole in an even-odd clip. */
function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
}

/** A lid cut-out (inches) as path data in SVG units. */
export function cutoutPath(cutout: LidCutout): string {
  const box = {
    x: u(cutout.centerX - cutout.width / 2),
    y: u(cutout.centerY - cutout.height / 2),
    width: u(cutout.width),
    height: u(cutout.height),
  };
  if (cutout.shape === "ellipse") {
    return ellipsePath(u(cutout.centerX), u(cutout.centerY), box.width / 2, box.height / 2);
  }
  if (cutout.shape === "rect") return roundedRectPath(box, 0);
  return logoPath(logoShapes[cutout.shape as LogoShapeId], box);
}

/** A box in inches as a box in SVG units. */
export const boxU = (box: Box): Box => ({
  x: u(box.x),
  y: u(box.y),
  width: u(box.width),
  height: u(box.height),
});
