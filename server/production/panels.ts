import { pieceCuts, unit } from "#app/components/device-render/geometry.ts";
import { type OutlineSize, deviceBody } from "#app/domain/catalog/bodies.ts";
import type { CutTemplate, PieceCut, TemplateVersion } from "#app/domain/catalog/piece-cut.ts";
import {
  type TextLinePlacement,
  lidPrintArea,
  palmrestPrintArea,
  textLinePlacements,
} from "#app/domain/catalog/print-area.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { storedFrame } from "#app/domain/artwork-frame.ts";
import { placed } from "#app/domain/placement-math.ts";
import type { Placement } from "#app/forms/placement.ts";
import { type TextStyle, defaultTextStyle } from "#app/domain/text-style.ts";

/** One piece of vinyl a design is printed and cut as. */
export interface PrintPanel {
  name: "Lid" | "Palmrest";
  /** The piece's size at the device's edge (the trim box), inches. */
  width: number;
  height: number;
  /** The cut: outline, holes, edge and safe area, in the renderer's units (the preview's own). */
  cut: PieceCut;
  /** Where the outline comes from: a measured template of this piece, or our drawing of a size. */
  outline: {
    size: OutlineSize;
    template: TemplateVersion | null;
  };
  /** Where the artwork sits, as the renderer places it (fractions of the piece, scale of its width). */
  placement: Placement;
  /** The text lines and where each prints (the lid only). */
  textLines: { text: string; at: TextLinePlacement }[];
  /** Their face, colour and position. */
  textStyle: TextStyle;
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
export function printPanels(design: OrderDesign, template: CutTemplate | null): PrintPanel[] {
  const body = deviceBody(design.deviceBrand, design.deviceModel, template);
  const cuts = pieceCuts(body);
  const outlineOf = (piece: "lid" | "palmrest") => ({
    size: body.outline,
    template: template?.[piece]?.template ?? null,
  });
  const lid = lidPrintArea(body);
  const { aspect, bleed } = storedFrame(design.artwork);
  const lidPlacement =
    design.placement ?? placed("fill", { area: lid, aspect, bleed, rotation: 0 });
  const textStyle = design.textStyle ?? defaultTextStyle;
  const placements = textLinePlacements(lid, textStyle.position);
  const panels: PrintPanel[] = [
    {
      name: "Lid",
      width: lid.width,
      height: lid.height,
      cut: cuts.lid,
      outline: outlineOf("lid"),
      placement: lidPlacement,
      textLines: (design.textLines ?? []).flatMap((text, index) => {
        const at = placements[index];
        return at && text.trim() !== "" ? [{ text, at }] : [];
      }),
      textStyle,
    },
  ];
  const palmrest = palmrestPrintArea(body);
  if (design.coverage === "top-palmrest" && palmrest && cuts.palmrest) {
    panels.push({
      name: "Palmrest",
      width: palmrest.width,
      height: palmrest.height,
      cut: cuts.palmrest,
      outline: outlineOf("palmrest"),
      placement: placed("fill", {
        area: palmrest,
        aspect,
        bleed,
        rotation: lidPlacement.rotation,
      }),
      textLines: [],
      textStyle,
    });
  }
  return panels;
}
