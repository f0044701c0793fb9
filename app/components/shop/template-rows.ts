import { type LaptopTemplate, slugify, templates } from "#app/domain/catalog/index.ts";
import { templateLayout } from "#app/print-templates/layout.ts";
import { templateFilePath } from "./shop-links.ts";

/** One downloadable outline of a template, as plain data for the finder island. */
export interface TemplateDownload {
  /** File name without extension, e.g. "dell-xps-13". */
  slug: string;
  name: string;
  year: string;
  /** The SVG, which the finder shows as the template's preview. */
  svg: string;
  /** The cut line (the lid), in inches. */
  cut: { width: number; height: number };
  /** The page with bleed: the size the files state, in inches. */
  page: { width: number; height: number };
}

export interface TemplateRow {
  /** For element ids, e.g. "dell-xps-13" (islands cannot use `useId`). */
  id: string;
  brand: string;
  model: string;
  size: string;
  year: string;
  modelNumbers: readonly string[];
  downloads: TemplateDownload[];
}

export function templateRow(template: LaptopTemplate): TemplateRow {
  return {
    id: slugify(`${template.brand} ${template.model}`),
    brand: template.brand,
    model: template.model,
    size: template.size,
    year: template.year,
    modelNumbers: template.modelNumbers,
    downloads: template.files.map((file) => ({
      slug: file.slug,
      name: file.name,
      year: file.year,
      svg: templateFilePath(file.slug, "svg"),
      cut: { width: file.lid.width, height: file.lid.height },
      page: templateLayout(template, file).pageInches,
    })),
  };
}

export const templateRows: readonly TemplateRow[] = templates.map(templateRow);
