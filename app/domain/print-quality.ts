import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { lidPrintArea, palmrestPrintArea } from "#app/domain/catalog/print-area.ts";
import { type PrintQualityTier, printQualityTiers } from "./policies.ts";
import { effectiveDpi, fillScale } from "./placement-math.ts";
import type { Placement } from "#app/forms/placement.ts";
import { artworkFrame, pictureWidthFactor } from "./artwork-frame.ts";

/** The tier of an effective DPI (policies: excellent from 300 … poor). */
export function printQualityTier(dpi: number): (typeof printQualityTiers)[number] {
  // The last tier starts at 0 DPI, so every figure finds one.
  const [poor] = printQualityTiers.slice(-1);
  return (
    printQualityTiers.find((tier) => dpi >= tier.minDpi) ??
    (poor as (typeof printQualityTiers)[number])
  );
}

/** How a design's image prints: the lower DPI of its pieces, and that DPI's tier. */
export interface PrintQuality {
  dpi: number;
  tier: PrintQualityTier;
}

/**
 * The effective DPI of an image of `pixels` placed on the body's lid as
 * `placement` says, and, for Top + Palmrest, filling the palm rest: the
 * lower of the two, since the softer piece is what the customer sees.
 */
export function designPrintQuality({
  pixels,
  placement,
  body,
  palmrest,
}: {
  pixels: { width: number; height: number };
  placement: Placement;
  body: DeviceBody;
  palmrest: boolean;
}): PrintQuality {
  const lid = lidPrintArea(body);
  const palm = palmrest ? palmrestPrintArea(body) : null;
  // The placement's scale is the image's trim's: an image made on our template has a bleed.
  const frame = artworkFrame({ kind: "image", ...pixels }, body.lid);
  const trimPixels = pixels.width / pictureWidthFactor(frame);
  const onLid = effectiveDpi(trimPixels, placement.scale, lid.width);
  const fill = palm && fillScale({ area: palm, ...frame, rotation: placement.rotation });
  const onPalm =
    palm && fill ? effectiveDpi(trimPixels, fill, palm.width) : Number.POSITIVE_INFINITY;
  const dpi = Math.min(onLid, onPalm);
  return { dpi, tier: printQualityTier(dpi).id };
}
