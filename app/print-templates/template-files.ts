import type { TemplateExtension } from "#app/components/shop/shop-links.ts";
import type { LaptopTemplate, TemplateFile } from "#app/domain/catalog/index.ts";
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

/**
 * A template in one of its download formats, every one drawn from the same
 * layout (layout.ts): the vector files directly, the pictures from the SVG.
 */
export async function renderTemplateFile(
  template: LaptopTemplate,
  file: TemplateFile,
  extension: TemplateExtension,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; contentType: string }> {
  const contentType = contentTypes[extension];
  switch (extension) {
    case "svg":
      return { body: renderTemplateSvg(template, file), contentType };
    case "eps":
      return { body: renderTemplateEps(template, file), contentType };
    case "pdf":
    case "ai":
      return { body: await renderTemplatePdf(template, file), contentType };
    case "png":
    case "jpg":
      return { body: await renderTemplateRaster(template, file, extension), contentType };
  }
}
