import { files } from "#app/domain/policies.ts";
import type { TextPositionId } from "#app/domain/text-style.ts";
import type { DeviceBody, OutlineSize } from "./bodies.ts";

/** A wrap piece's printed size, in inches. */
export interface PrintArea {
  width: number;
  height: number;
  cornerRadius: number;
  /** Where the lid's size comes from. */
  outline: OutlineSize;
}

/** The lid piece: the body's lid outline. */
export function lidPrintArea(body: DeviceBody): PrintArea {
  const { width, height, cornerRadius } = body.lid;
  return { width, height, cornerRadius, outline: body.outline };
}

/**
 * The palmrest piece (Top + Palmrest): the whole deck (cut around its
 * openings: geometry.ts `pieceCuts`); none on a tablet. The artwork fills it.
 */
export interface PalmrestArea {
  width: number;
  height: number;
}

export function palmrestPrintArea(body: DeviceBody): PalmrestArea | null {
  return body.deck ? { width: body.deck.width, height: body.deck.height } : null;
}

/** Where a text line prints on the lid: centred across it, its baseline and size in inches. */
export interface TextLinePlacement {
  centerX: number;
  baseline: number;
  fontSize: number;
}

/**
 * Where the design's text lines print: centred across the lid, inside the
 * safe margin, at its top, middle or bottom (reading upright when the laptop
 * is open: the hinge side is the bottom). Line 1 is the larger; sizes follow
 * the lid's width.
 */
export function textLinePlacements(
  lid: { width: number; height: number },
  position: TextPositionId = "bottom",
): TextLinePlacement[] {
  const scale = lid.width / 12;
  const first = 0.56 * scale;
  const second = 0.38 * scale;
  const inset = files.safeMarginInches + 0.35 * scale;
  // From the first line's cap height (about three quarters of its size) to the second's baseline.
  const block = first * 0.75 + second * 1.45;
  const bottom =
    position === "top"
      ? inset + block
      : position === "middle"
        ? (lid.height + block) / 2
        : lid.height - inset;
  return [
    { centerX: lid.width / 2, baseline: bottom - second * 1.45, fontSize: first },
    { centerX: lid.width / 2, baseline: bottom, fontSize: second },
  ];
}
