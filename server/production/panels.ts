import { lidWrapPaths, palmrestWrapPaths, unit } from "#app/components/device-render/geometry.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import {
  type TextLinePlacement,
  lidPrintArea,
  palmrestPrintArea,
  textLinePlacements,
} from "#app/domain/catalog/print-area.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { placed } from "#app/domain/placement-math.ts";
import type { Placement } from "#app/forms/placement.ts";

/** One piece of vinyl a design is printed and cut as. */
export interface PrintPanel {
  name: "Lid" | "Palmrest";
  /** The cut size, inches. */
  width: number;
  height: number;
  /**
   * The cut line as SVG path data in the renderer's units (hundredths of an
   * inch, origin at the piece's top-left): the outline, then each cut-out.
   */
  cutPaths: string[];
  /** Where the artwork sits, as the renderer places it (fractions of the piece, scale of its width). */
  placement: Placement;
  /** The text lines and where each prints (the lid only). */
  textLines: { text: string; at: TextLinePlacement }[];
}

/** The renderer's units per inch: cut paths are in them. */
export const panelUnitsPerInch = unit;

/**
 * The pieces a design is cut as, drawn from the same body, outlines and
 * placement the renderer shows the customer: the lid as seen from outside
 * (hinge at the bottom), and for Top + Palmrest the deck seen from above
 * (hinge at the top), cut around the keyboard and trackpad, the artwork
 * filling it as the preview shows.
 */
export function printPanels(design: OrderDesign): PrintPanel[] {
  const body = deviceBody(design.deviceBrand, design.deviceModel);
  const lid = lidPrintArea(body);
  const aspect = design.artwork?.aspect ?? 1;
  const lidPlacement = design.placement ?? placed("fill", { area: lid, aspect, rotation: 0 });
  const placements = textLinePlacements(lid);
  const panels: PrintPanel[] = [
    {
      name: "Lid",
      width: lid.width,
      height: lid.height,
      cutPaths: lidWrapPaths(body.lid),
      placement: lidPlacement,
      textLines: (design.textLines ?? []).flatMap((text, index) => {
        const at = placements[index];
        return at && text.trim() !== "" ? [{ text, at }] : [];
      }),
    },
  ];
  const palmrest = palmrestPrintArea(body);
  if (design.coverage === "top-palmrest" && palmrest) {
    panels.push({
      name: "Palmrest",
      width: palmrest.width,
      height: palmrest.height,
      cutPaths: palmrestWrapPaths(body, palmrest.cutouts),
      placement: placed("fill", { area: palmrest, aspect, rotation: lidPlacement.rotation }),
      textLines: [],
    });
  }
  return panels;
}
