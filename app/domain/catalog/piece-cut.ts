/*
 * How a wrap piece is cut (issue 34): one geometry that the preview, the
 * print file, the proof and the template downloads all draw. Path data is in
 * the renderer's units (hundredths of an inch) from the piece's top-left
 * corner, the lid seen from outside with the hinge at the bottom, the palm
 * rest from above with the hinge at the top.
 */

/** An opening cut inside a piece: a logo, a camera, the keyboard, the trackpad. */
export interface CutHole {
  label: string;
  d: string;
}

export interface PieceCut {
  /** The piece's size at the device's edge, inches: what the print's trim box is. */
  width: number;
  height: number;
  /** The device's edge. */
  edge: string;
  /** The cut line: the edge moved in by the piece's inset (`cutting.insetInches`). */
  outline: string;
  /** The safe area: where text and logos stay, `files.safeMarginInches` inside the cut line. */
  safe: string;
  /** The openings, cut before the outline. */
  holes: readonly CutHole[];
}

export type PieceName = "lid" | "palmrest";

/** Each piece's name as people read it. */
export const pieceLabels: Record<PieceName, string> = { lid: "Lid", palmrest: "Palm rest" };

/** Where a measured piece comes from: its template in the shop's library, and how far it is proven. */
export interface TemplateVersion {
  id: string;
  version: number;
  /** "measured": imported from a measurement; "approved": a test cut fitted the device. */
  status: "measured" | "approved";
}

/** A piece cut to a template the shop measured (its template library). */
export interface MeasuredPiece extends PieceCut {
  template: TemplateVersion;
}

/** A model's current measured pieces, each replacing the drawn one (geometry.ts `pieceCuts`). */
export type CutTemplate = Partial<Record<PieceName, MeasuredPiece>>;
