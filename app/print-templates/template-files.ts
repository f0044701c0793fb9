import type { TemplateExtension } from "#app/components/shop/shop-links.ts";
import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { renderTemplateEps } from "./template-eps.ts";
import { renderTemplatePdf } from "./template-pdf.ts";
import { renderTemplateRaster } from "./template-raster.ts";
import { renderTemplateSvg } from "./template-svg.tsx";

/** Each download's media type (an AI file is PDF-compatible: a PDF Illustrator opens as its own). */
const contentTypes: Record<TemplateExtension, string> = {
  ai: "application/postscript",
  eps: "application/postscript",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml; charset=utf-8",
};

export const contentTypeOf = (extension: TemplateExtension): string => contentTypes[extension];

/**
 * A template in one of its download formats, every one drawn from the same
 * layout (layout.ts): the vector files directly, the pictures from the SVG.
 */
export async function renderTemplateFile(
  template: TemplateOwner,
  file: TemplateSheet,
  extension: TemplateExtension,
  /** The lid as cut now (its measured template's, or the drawn one: layout.ts `templatePiece`). */
  piece?: PieceCut,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; contentType: string }> {
  const contentType = contentTypes[extension];
  switch (extension) {
    case "svg":
      return { body: renderTemplateSvg(template, file, { piece }), contentType };
    case "eps":
      return { body: renderTemplateEps(template, file, piece), contentType };
    case "pdf":
    case "ai":
      return { body: await renderTemplatePdf(template, file, piece), contentType };
    case "png":
    case "jpg":
      return { body: await renderTemplateRaster(template, file, extension, piece), contentType };
  }
}
