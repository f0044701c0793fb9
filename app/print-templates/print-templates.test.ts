import { describe, expect, it } from "vitest";
import { readPdf } from "../../tests/support/pdf";
import { templateFiles } from "~/domain/catalog";
import { files } from "~/domain/policies";
import { layerNames } from "./layout";
import { renderTemplatePdf } from "./template-pdf";
import { renderTemplateSvg } from "./template-svg";

/** The page a template states: the lid plus the bleed on every side, in inches. */
function expectedPage(lid: { width: number; height: number }) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    width: round(lid.width + 2 * files.bleedInches),
    height: round(lid.height + 2 * files.bleedInches),
  };
}

describe.each(templateFiles.map((file) => [file.slug, file] as const))("template %s", (_, file) => {
  const page = expectedPage(file.lid);

  it("is an SVG at true size with named layers and the print notes", () => {
    const svg = renderTemplateSvg(file.template, file);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(svg).toContain(`width="${page.width}in" height="${page.height}in"`);
    expect(svg).toContain(`viewBox="0 0 ${(page.width * 72).toFixed(2).replace(/\.?0+$/, "")} `);
    for (const name of Object.values(layerNames)) {
      expect(svg).toContain(`inkscape:groupmode="layer" inkscape:label="${name}"`);
    }
    expect(svg).toContain(`${files.minDpi} DPI`);
    expect(svg).toContain("CMYK");
    if (file.lid.cutouts.length > 0) expect(svg).toContain("Logo cut-out");
  });

  it("is a one-page PDF a reader opens at the same size, with the same layers", async () => {
    const pdf = await readPdf(await renderTemplatePdf(file.template, file));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pageInches).toEqual(page);
    expect(pdf.layers).toEqual([
      layerNames.bleed,
      layerNames.cutLine,
      layerNames.safeArea,
      layerNames.cutouts,
      layerNames.notes,
    ]);
    expect(pdf.title).toBe(`${file.template.brand} ${file.name} wrap template`);
    expect(pdf.text).toContain(`${files.minDpi} DPI`);
    expect(pdf.text).toContain("CMYK");
  });
});
