import { files } from "#app/domain/policies.ts";
import type { Box, DeviceBody } from "./bodies.ts";

/** A wrap piece's printed size, in inches. */
export interface PrintArea {
  width: number;
  height: number;
  cornerRadius: number;
  /** True when worked out from the display size rather than the lid's measured outline. */
  estimated: boolean;
}

/** The lid piece: the body's lid outline. */
export function lidPrintArea(body: DeviceBody): PrintArea {
  const { width, height, cornerRadius } = body.lid;
  return { width, height, cornerRadius, estimated: body.estimated };
}

/**
 * The palmrest piece (Top + Palmrest): the whole deck, cut around the
 * keyboard and the trackpad (and its buttons); none on a tablet. The
 * artwork fills it.
 */
export interface PalmrestArea {
  width: number;
  height: number;
  /** The openings, in inches from the deck's top-left corner (hinge at the top). */
  cutouts: Box[];
  estimated: boolean;
}

export function palmrestPrintArea(body: DeviceBody): PalmrestArea | null {
  if (!body.deck) return null;
  const { width, height, keyboard, trackpad, buttons } = body.deck;
  return {
    width,
    height,
    cutouts: [keyboard, trackpad, ...(buttons ? [buttons] : [])],
    estimated: true,
  };
}

/** Where a text line prints on the lid: centred across it, its baseline and size in inches. */
export interface TextLinePlacement {
  centerX: number;
  baseline: number;
  fontSize: number;
}

/**
 * Where the design's text lines print: centred across the lower part of the
 * lid, inside the safe margin, reading upright when the laptop is open (the
 * hinge side is the bottom). Line 1 is the larger; sizes follow the lid's width.
 */
export function textLinePlacements(lid: { width: number; height: number }): TextLinePlacement[] {
  const scale = lid.width / 12;
  const first = 0.56 * scale;
  const second = 0.38 * scale;
  const bottom = lid.height - files.safeMarginInches - 0.35 * scale;
  return [
    { centerX: lid.width / 2, baseline: bottom - second * 1.45, fontSize: first },
    { centerX: lid.width / 2, baseline: bottom, fontSize: second },
  ];
}
