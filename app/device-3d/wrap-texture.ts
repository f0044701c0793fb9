import { plainVinyl, unit } from "#app/components/device-render/geometry.ts";
import type { WrapDesign } from "#app/components/device-render/wrap-layers.tsx";
import { textLinePlacements } from "#app/domain/catalog/print-area.ts";
import { textColourById, textFaceById } from "#app/domain/text-style.ts";
import type { Placement } from "#app/forms/placement.ts";
import { pictureRect } from "#app/domain/artwork-frame.ts";

/*
 * A wrap piece's print as a picture for the 3D model's vinyl: the artwork
 * where the design places it and the text lines as the print file sets them
 * (the same placement and type as the flat preview, wrap-layers.tsx), on the
 * black vinyl the print leaves bare. The 3D geometry cuts it to shape.
 */

/** The print's resolution on the 3D model: enough for a close-up of a 16-inch lid. */
const pixelsPerInch = 160;

/** Draws `design`'s print for a piece of `area` (inches) into `canvas`, resizing it. */
export function drawWrapPrint(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  area: { width: number; height: number },
  design: Pick<WrapDesign, "artwork" | "textLines" | "textStyle"> & { placement: Placement },
  artwork: CanvasImageSource | null,
  options: { text: boolean } = { text: true },
) {
  canvas.width = Math.round(area.width * pixelsPerInch);
  canvas.height = Math.round(area.height * pixelsPerInch);
  const context = canvas.getContext("2d") as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return;
  // Drawn in the flat renderer's units (hundredths of an inch).
  context.setTransform(pixelsPerInch / unit, 0, 0, pixelsPerInch / unit, 0, 0);
  context.fillStyle = plainVinyl;
  context.fillRect(0, 0, area.width * unit, area.height * unit);
  if (design.artwork) {
    const { placement } = design;
    const width = area.width * unit;
    const picture = pictureRect(design.artwork, width);
    context.save();
    context.translate(placement.x * area.width * unit, placement.y * area.height * unit);
    context.rotate((placement.rotation * Math.PI) / 180);
    context.scale(placement.scale, placement.scale);
    if (artwork) context.drawImage(artwork, picture.x, picture.y, picture.width, picture.height);
    else {
      // A PDF's page the browser cannot draw: a labelled sheet, as the flat preview shows it.
      context.fillStyle = "#f8fafc";
      context.fillRect(picture.x, picture.y, picture.width, picture.height);
      context.fillStyle = "#334155";
      context.font = `${Math.max(30, width / 14)}px Liberation Sans, Arial, sans-serif`;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.fillText("PDF artwork", 0, 0);
    }
    context.restore();
  }
  if (!options.text) return;
  const face = textFaceById(design.textStyle.face);
  const colour = textColourById(design.textStyle.colour);
  const placements = textLinePlacements(area, design.textStyle.position);
  context.textAlign = "center";
  context.textBaseline = "alphabetic";
  context.lineJoin = "round";
  design.textLines.forEach((line, index) => {
    const at = placements[index];
    if (!at || line.trim() === "") return;
    const size = at.fontSize * unit;
    context.font = `${face.weight} ${size}px ${face.family}`;
    context.lineWidth = size * 0.1;
    context.strokeStyle = colour.outline;
    context.globalAlpha = 0.55;
    context.strokeText(line, at.centerX * unit, at.baseline * unit);
    context.globalAlpha = 1;
    context.fillStyle = colour.fill;
    context.fillText(line, at.centerX * unit, at.baseline * unit);
  });
}
