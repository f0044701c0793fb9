import { type Placement, placementLimits } from "#app/forms/placement.ts";
import { type Sides, noSides } from "./artwork-frame.ts";
import { files } from "./policies.ts";

/** A print area (inches), the artwork's trim's shape (height ÷ width) and its own bleed. */
interface Fit {
  area: { width: number; height: number };
  aspect: number;
  rotation: number;
  /** How far the artwork's picture reaches beyond its trim (artwork-frame.ts); none if unset. */
  bleed?: Sides;
}

function turn(rotation: number) {
  const radians = (rotation * Math.PI) / 180;
  return { cos: Math.abs(Math.cos(radians)), sin: Math.abs(Math.sin(radians)) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const limited = (scale: number) =>
  clamp(scale, placementLimits.scale.min, placementLimits.scale.max);

/** The scale at which the whole (turned) artwork fits inside the area. */
export function fitScale({ area, aspect, rotation }: Fit): number {
  const { cos, sin } = turn(rotation);
  const byWidth = 1 / (cos + aspect * sin);
  const byHeight = area.height / (area.width * (sin + aspect * cos));
  return limited(round(Math.min(byWidth, byHeight)));
}

/** The scale at which a centred, turned rectangle of `aspect` covers `area`, edge to edge. */
function coverScale(area: { width: number; height: number }, aspect: number, rotation: number) {
  const { cos, sin } = turn(rotation);
  const byWidth = (area.width * cos + area.height * sin) / area.width;
  const byHeight = (area.width * sin + area.height * cos) / (area.width * aspect);
  return Math.max(byWidth, byHeight);
}

/**
 * The scale at which the (turned) artwork covers the whole piece, and its
 * picture the piece's bleed too (issue 49: a fill that stops at the trim
 * leaves less than a millimetre of ink past the cut line). A picture with a
 * bleed of its own (made on our template) covers the trim with its trim.
 */
export function fillScale({ area, aspect, rotation, bleed = noSides }: Fit): number {
  const trim = coverScale(area, aspect, rotation);
  // The picture reaches at least this far beyond its trim on every side, as its centre sees it.
  const across = 1 + 2 * Math.min(bleed.left, bleed.right);
  const down = 1 + 2 * Math.min(bleed.top, bleed.bottom);
  const margin = 2 * files.bleedInches;
  const printed = { width: area.width + margin, height: area.height + margin };
  const picture =
    (coverScale(printed, (aspect * down) / across, rotation) * printed.width) / across;
  // Rounded up, so the rounding never leaves a hair of the bleed bare.
  return limited(Math.ceil(Math.max(trim, picture / area.width) * 10_000) / 10_000);
}

/** Centred at the fit or fill scale, keeping the rotation. */
export function placed(mode: "fit" | "fill", fit: Fit): Placement {
  return {
    x: 0.5,
    y: 0.5,
    scale: mode === "fit" ? fitScale(fit) : fillScale(fit),
    rotation: fit.rotation,
  };
}

/** Keeps a placement within what the order accepts. */
export function clampPlacement(placement: Placement): Placement {
  const { position, scale } = placementLimits;
  return {
    x: round(clamp(placement.x, position.min, position.max)),
    y: round(clamp(placement.y, position.min, position.max)),
    scale: round(clamp(placement.scale, scale.min, scale.max)),
    rotation: ((Math.round(placement.rotation) % 360) + 360) % 360,
  };
}

/**
 * Dots per inch the artwork prints at: its pixels across the printed width
 * (the scale times the area's width). Below 300 it may look soft.
 */
export function effectiveDpi(pixelWidth: number, scale: number, areaWidthInches: number): number {
  return Math.round(pixelWidth / (scale * areaWidthInches));
}

/** Points across the lid (and down it, in proportion) at which `bareShare` looks for artwork. */
const bareSamples = 80;

/**
 * The share of the lid's rectangle (0–1) the placed artwork leaves bare: what
 * would print as plain vinyl. Counted at a grid of points, each tested
 * against the turned artwork's rectangle (the renderer's transform, undone).
 */
export function bareShare(
  placement: Placement,
  aspect: number,
  area: { width: number; height: number },
): number {
  const columns = bareSamples;
  const rows = Math.max(1, Math.round((bareSamples * area.height) / area.width));
  const half = { width: (placement.scale * area.width) / 2, height: 0 };
  half.height = half.width * aspect;
  const radians = (-placement.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const centre = { x: placement.x * area.width, y: placement.y * area.height };
  let bare = 0;
  for (let row = 0; row < rows; row += 1) {
    const dy = ((row + 0.5) / rows) * area.height - centre.y;
    for (let column = 0; column < columns; column += 1) {
      const dx = ((column + 0.5) / columns) * area.width - centre.x;
      const along = dx * cos - dy * sin;
      const across = dx * sin + dy * cos;
      if (Math.abs(along) > half.width || Math.abs(across) > half.height) bare += 1;
    }
  }
  return bare / (rows * columns);
}
