import type { Box, DeviceBody } from "#app/domain/catalog/bodies.ts";
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
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
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

/** The vinyl a design with text but no artwork is printed on. */
export const plainVinyl = "#17181b";

/**
 * The lid's wrap as path data in SVG units: its outline, `inset` inside the
 * lid's edge, then each cut-out (logo, camera). The renderer clips to it with
 * a small inset; the print file cuts along it at true size (no inset).
 */
export function lidWrapPaths(lid: DeviceBody["lid"], inset = 0): string[] {
  const width = u(lid.width);
  const height = u(lid.height);
  return [
    roundedRectPath(
      { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset },
      Math.max(u(lid.cornerRadius) - inset, 0),
    ),
    ...lid.cutouts.map(cutoutPath),
  ];
}

/** The radius of the palm rest's openings (keyboard, trackpad, buttons), inches. */
const openingRadius = 0.1;

/**
 * The palm rest's wrap (Top + Palmrest) as path data in SVG units: the deck's
 * outline (square at the hinge, the lid's radius at the front), then the
 * openings it is cut around.
 */
export function palmrestWrapPaths(body: DeviceBody, openings: readonly Box[], inset = 0): string[] {
  if (!body.deck) return [];
  const radius = u(body.lid.cornerRadius);
  return [
    roundedRectPath(
      {
        x: inset,
        y: inset,
        width: u(body.deck.width) - 2 * inset,
        height: u(body.deck.height) - 2 * inset,
      },
      [0, 0, radius, radius],
    ),
    ...openings.map((box) => roundedRectPath(boxU(box), u(openingRadius))),
  ];
}
