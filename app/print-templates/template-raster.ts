import sharp from "sharp";
import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { files } from "#app/domain/policies.ts";
import { renderTemplateSvg } from "./template-svg.tsx";

/**
 * The template as a picture at the artwork's resolution (300 DPI): the SVG
 * sized in pixels at that resolution and drawn by librsvg, so a PNG or JPG is
 * the same drawing, every guide where the vector files put it, and states its DPI.
 */
export async function renderTemplateRaster(
  template: TemplateOwner,
  file: TemplateSheet,
  format: "png" | "jpg",
  piece?: PieceCut,
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = renderTemplateSvg(template, file, { pixelsPerInch: files.minDpi, piece });
  const image = sharp(Buffer.from(svg)).withMetadata({ density: files.minDpi });
  const bytes =
    format === "png"
      ? await image.png({ compressionLevel: 6 }).toBuffer()
      : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 92 }).toBuffer();
  return new Uint8Array(bytes);
}
