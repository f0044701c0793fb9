import type { LaptopModel } from "./models.ts";

/** A wrap piece's printed size, in inches. */
export interface PrintArea {
  width: number;
  height: number;
  cornerRadius: number;
  /** True when worked out from the display size rather than the lid's measured outline. */
  estimated: boolean;
}

/** The display size assumed when the model is not in the catalog. */
export const typicalDisplayInches = 14;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The lid piece: the measured outline where the catalog has one, otherwise
 * worked out from the display's diagonal (a 16:10 panel plus typical bezels
 * and hinge), which lands within the size table's ranges (SPEC.md section 9)
 * and within about a quarter inch of the lids we have measured.
 */
export function lidPrintArea(
  model: Pick<LaptopModel, "displayInches" | "lid"> | undefined,
): PrintArea {
  if (model?.lid) {
    const { width, height, cornerRadius } = model.lid;
    return { width, height, cornerRadius, estimated: false };
  }
  const diagonal = model?.displayInches ?? typicalDisplayInches;
  return {
    width: round2(diagonal * 0.848 + 0.4),
    height: round2(diagonal * 0.53 + 0.9),
    cornerRadius: 0.35,
    estimated: true,
  };
}

/**
 * The palmrest piece (below the keyboard) and its trackpad opening, as
 * proportions of the lid: the preview's shape; the shop cuts to the model.
 */
export function palmrestPrintArea(lid: PrintArea) {
  const height = round2(lid.height * 0.42);
  return {
    width: lid.width,
    height,
    trackpad: { width: round2(lid.width * 0.4), height: round2(height * 0.72) },
    estimated: true,
  };
}
