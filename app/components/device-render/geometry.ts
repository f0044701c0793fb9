import type { Box, DeviceBody } from "#app/domain/catalog/bodies.ts";
import { type LogoShapeId, logoPath, logoShapes } from "#app/domain/catalog/logos.ts";
import type { LidCutout } from "#app/domain/catalog/models.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { cutting, files } from "#app/domain/policies.ts";

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

/** The radius of the palm rest's openings (keyboard, trackpad, buttons), inches. */
const openingRadius = 0.1;

/** A rounded rectangle moved in by `by` on every side (a negative `by` moves it out). */
const insetBox = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

/** A drawn piece: its edge's box and corner radii (renderer units), its inset, and its holes. */
function drawnPiece(
  size: { width: number; height: number },
  corners: [number, number, number, number],
  insetInches: number,
  holes: PieceCut["holes"],
): PieceCut {
  const edge = { x: 0, y: 0, width: u(size.width), height: u(size.height) };
  const rounded = (by: number) =>
    roundedRectPath(
      insetBox(edge, by),
      corners.map((radius) => (radius > 0 ? Math.max(radius - by, 0) : 0)) as typeof corners,
    );
  const inset = u(insetInches);
  return {
    width: size.width,
    height: size.height,
    edge: rounded(0),
    outline: rounded(inset),
    safe: rounded(inset + u(files.safeMarginInches)),
    holes,
  };
}

/** The lid as we draw it: its outline, cut `cutting.insetInches.lid` inside the edge, and its cut-outs. */
function drawnLid(lid: DeviceBody["lid"]): PieceCut {
  const radius = u(lid.cornerRadius);
  return drawnPiece(
    lid,
    [radius, radius, radius, radius],
    cutting.insetInches.lid,
    lid.cutouts.map((cutout) => ({ label: cutout.label, d: cutoutPath(cutout) })),
  );
}

/**
 * The palm rest as we draw it (Top + Palmrest): the deck, square at the hinge
 * and rounded at the front, cut around its openings. Buttons that sit against
 * the trackpad are one opening with it, so no sliver of vinyl is left between.
 */
function drawnPalmrest(body: DeviceBody, deck: NonNullable<DeviceBody["deck"]>): PieceCut {
  const radius = u(body.lid.cornerRadius);
  const pad = deck.buttons
    ? {
        label: "Trackpad and buttons",
        box: {
          ...deck.trackpad,
          y: deck.buttons.y,
          height: deck.trackpad.y + deck.trackpad.height - deck.buttons.y,
        },
      }
    : { label: "Trackpad", box: deck.trackpad };
  const openings = [
    { label: "Keyboard", box: deck.keyboard },
    ...(deck.trackpadEdge ? [pad] : []),
    ...deck.speakers.map((box, index) => ({
      label: index === 0 ? "Left speaker" : "Right speaker",
      box,
    })),
  ];
  return drawnPiece(
    deck,
    [0, 0, radius, radius],
    cutting.insetInches.palmrest,
    openings.map(({ label, box }) => ({ label, d: roundedRectPath(boxU(box), u(openingRadius)) })),
  );
}

const cutsOfBody = new WeakMap<DeviceBody, { lid: PieceCut; palmrest: PieceCut | null }>();

/**
 * The pieces a body's wrap is cut as: its measured template's (the shop's
 * template library) where it has them, else drawn from the body. The one
 * geometry the preview clips to, the print file cuts and the templates show.
 */
export function pieceCuts(body: DeviceBody): { lid: PieceCut; palmrest: PieceCut | null } {
  let cuts = cutsOfBody.get(body);
  if (!cuts) {
    const measured = body.template ?? {};
    cuts = {
      lid: measured.lid ?? drawnLid(body.lid),
      palmrest: body.deck ? (measured.palmrest ?? drawnPalmrest(body, body.deck)) : null,
    };
    cutsOfBody.set(body, cuts);
  }
  return cuts;
}

/** A piece's cut as one path (outline, then holes), for an even-odd clip. */
export const clipPathOf = (piece: PieceCut) =>
  [piece.outline, ...piece.holes.map((hole) => hole.d)].join("");
