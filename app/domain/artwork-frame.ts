import { files } from "./policies.ts";

/*
 * An artwork's trim and its bleed (issue 49). A design is placed by the
 * artwork's trim: the part made to be the piece. What the artwork's picture
 * holds beyond its trim is its own bleed, and prints in the piece's bleed:
 *
 *   - a PDF's trim is its TrimBox, and its bleed what its BleedBox holds
 *     beyond it (server/uploads/pdf-trim.ts);
 *   - a PDF that names no TrimBox, or an image, made to our template of the
 *     piece (the piece plus `files.bleedInches` on every side) has that
 *     template's trim and bleed;
 *   - anything else is all trim, with no bleed of its own.
 *
 * The preview, the cart's pictures and the print file all place the artwork
 * through its frame, so a template's bleed lands on the bleed everywhere.
 */

/** How far a picture reaches beyond its trim on each side, as seen upright. */
export interface Sides {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const noSides: Sides = { left: 0, top: 0, right: 0, bottom: 0 };

/** The artwork as placed: its trim's height ÷ width, and its bleed in fractions of the trim. */
export interface ArtworkFrame {
  aspect: number;
  /** Left and right in fractions of the trim's width; top and bottom of its height. */
  bleed: Sides;
}

/** What is known of an artwork's shape: an image's pixels, or a PDF's first page. */
export type ArtworkShape =
  | { kind: "image"; width: number; height: number }
  | {
      kind: "pdf";
      /** The trim, inches, as seen upright. */
      width: number;
      height: number;
      /** How far the page's bleed box reaches beyond the trim, inches, as seen upright. */
      bleed: Sides;
      /** Whether the file names its trim (a TrimBox); if not, its trim is its crop or media box. */
      trimNamed: boolean;
    };

/** How close a file's shape must be to a template's to be taken as made on it. */
const templateShapeTolerance = 0.003;
/** A PDF page matches a template's size to this many inches (a point and a half). */
const templatePageToleranceInches = 0.02;

/** The frame of a shape whose outer `margin` (in its own units) on every side is bleed. */
function framedBy(width: number, height: number, margin: number): ArtworkFrame {
  const trim = { width: width - 2 * margin, height: height - 2 * margin };
  const across = margin / trim.width;
  const down = margin / trim.height;
  return {
    aspect: trim.height / trim.width,
    bleed: { left: across, right: across, top: down, bottom: down },
  };
}

/**
 * The frame of an artwork of `shape` on a piece of `piece`'s size (inches):
 * whether it was made to our template of that piece decides its trim.
 */
export function artworkFrame(
  shape: ArtworkShape,
  piece: { width: number; height: number },
): ArtworkFrame {
  const bleed = files.bleedInches;
  const template = { width: piece.width + 2 * bleed, height: piece.height + 2 * bleed };
  if (shape.kind === "image") {
    const aspect = shape.height / shape.width;
    const templateAspect = template.height / template.width;
    const trimAspect = piece.height / piece.width;
    const onTemplate =
      Math.abs(aspect - templateAspect) / templateAspect < templateShapeTolerance &&
      Math.abs(aspect - templateAspect) < Math.abs(aspect - trimAspect);
    if (!onTemplate) return { aspect, bleed: noSides };
    return framedBy(shape.width, shape.height, (shape.width / template.width) * bleed);
  }
  const onTemplate =
    !shape.trimNamed &&
    Math.abs(shape.width - template.width) < templatePageToleranceInches &&
    Math.abs(shape.height - template.height) < templatePageToleranceInches;
  if (onTemplate) return framedBy(shape.width, shape.height, bleed);
  return {
    aspect: shape.height / shape.width,
    bleed: {
      left: shape.bleed.left / shape.width,
      right: shape.bleed.right / shape.width,
      top: shape.bleed.top / shape.height,
      bottom: shape.bleed.bottom / shape.height,
    },
  };
}

/** The shape of a stored artwork as the server describes it (app/forms/artwork.ts). */
export function artworkShape(artwork: {
  width: number | null;
  height: number | null;
  pageInches: { width: number; height: number; bleed: Sides; trimNamed: boolean } | null;
}): ArtworkShape {
  if (artwork.width && artwork.height)
    return { kind: "image", width: artwork.width, height: artwork.height };
  const page = artwork.pageInches ?? {
    width: 1,
    height: 1,
    bleed: noSides,
    trimNamed: true,
  };
  return { kind: "pdf", ...page };
}

/** An artwork with no bleed of its own (a design stored before frames, or a plain image). */
export const unframed = (aspect: number): ArtworkFrame => ({ aspect, bleed: noSides });

/** A stored design's artwork frame (none stored: a square with no bleed, as designs always had). */
export const storedFrame = (
  artwork: { aspect?: number | undefined; bleed?: Sides | undefined } | null,
): ArtworkFrame => ({ aspect: artwork?.aspect ?? 1, bleed: artwork?.bleed ?? noSides });

/**
 * Where the artwork's whole picture lies when its trim is drawn `width` wide
 * and centred on the origin (y down): the rectangle every renderer draws the
 * picture into, so its bleed reaches past the trim.
 */
export function pictureRect({ aspect, bleed }: { aspect: number; bleed?: Sides }, width: number) {
  const sides = bleed ?? noSides;
  const height = width * aspect;
  return {
    x: -width / 2 - sides.left * width,
    y: -height / 2 - sides.top * height,
    width: width * (1 + sides.left + sides.right),
    height: height * (1 + sides.top + sides.bottom),
  };
}

/** The picture's own width in multiples of its trim's (an image's pixels cover it all). */
export const pictureWidthFactor = ({ bleed }: ArtworkFrame) => 1 + bleed.left + bleed.right;
