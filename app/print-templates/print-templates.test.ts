import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPdf } from "../../tests/support/pdf.ts";
import { pathBounds, statedPageSize } from "../../tests/support/templates.ts";
import { templateFiles } from "#app/domain/catalog/index.ts";
import { pieceCuts } from "#app/components/device-render/geometry.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { cutting, files } from "#app/domain/policies.ts";
import { layerNames } from "./layout.ts";
import { renderTemplateFile } from "./template-files.ts";
import { renderTemplatePdf } from "./template-pdf.ts";
import { renderTemplateSvg } from "./template-svg.tsx";

describe.each(templateFiles.map((file) => [file.slug, file] as const))("template %s", (_, file) => {
  const page = statedPageSize(file.lid);

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

  it("draws the print file's own cut line, inset inside the lid's edge, its safe area and its holes", () => {
    const svg = renderTemplateSvg(file.template, file);
    const points = (inches: number) => Math.round(inches * 72 * 100) / 100;
    const inset = cutting.insetInches.lid;
    const layer = (id: string) => new RegExp(`<g id="${id}"[^>]*>(.*?)</g>`, "s").exec(svg)?.[1];
    const pathsIn = (id: string) =>
      [...(layer(id) ?? "").matchAll(/<path d="([^"]+)"/g)].map(([, d]) => pathBounds(d ?? ""));
    const expectBox = (box: number[] | undefined, inches: number[]) =>
      inches.forEach((edge, side) => expect(box?.[side]).toBeCloseTo(points(edge), 0));
    const { bleedInches: bleed, safeMarginInches: margin } = files;
    expectBox(pathsIn("cutLine")[0], [
      bleed + inset,
      bleed + inset,
      bleed + file.lid.width - inset,
      bleed + file.lid.height - inset,
    ]);
    expectBox(pathsIn("safeArea")[0], [
      bleed + inset + margin,
      bleed + inset + margin,
      bleed + file.lid.width - inset - margin,
      bleed + file.lid.height - inset - margin,
    ]);
    // Each cut-out (an ellipse, or a maker's logo) spans its box on the lid, to a couple of
    // points: the box is read from its curves' control points, which are not all on the curve.
    const holes = pathsIn("cutouts");
    expect(holes).toHaveLength(file.lid.cutouts.length);
    file.lid.cutouts.forEach((cutout, index) =>
      [
        bleed + cutout.centerX - cutout.width / 2,
        bleed + cutout.centerY - cutout.height / 2,
        bleed + cutout.centerX + cutout.width / 2,
        bleed + cutout.centerY + cutout.height / 2,
      ].forEach((edge, side) =>
        expect(Math.abs((holes[index]?.[side] ?? 0) - points(edge))).toBeLessThan(2),
      ),
    );
    // The very cut line the print file cuts (geometry.ts), moved onto the page.
    const cut = pieceCuts(deviceBody(file.template.brand, file.model)).lid;
    expect(pathBounds(cut.outline).map((value) => (value * 72) / 100 + points(bleed))).toEqual(
      pathsIn("cutLine")[0]!.map((value) => expect.closeTo(value, 1)),
    );
  });

  it("states the cut line as the PDF's trim box and the whole page as its bleed box", async () => {
    const bytes = Buffer.from(await renderTemplatePdf(file.template, file)).toString("latin1");
    const box = (name: string) =>
      /\[([^\]]*)\]/
        .exec(bytes.slice(bytes.indexOf(`/${name}`)))?.[1]
        ?.trim()
        .split(/\s+/)
        .map(Number);
    const bleed = files.bleedInches * 72;
    const expectClose = (actual: number[] | undefined, expected: number[]) =>
      expected.forEach((value, index) => expect(actual?.[index]).toBeCloseTo(value, 1));
    expectClose(box("TrimBox"), [bleed, bleed, page.width * 72 - bleed, page.height * 72 - bleed]);
    expectClose(box("BleedBox"), [0, 0, page.width * 72, page.height * 72]);
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

  it("is an EPS whose cut line a PostScript interpreter draws where the layout puts it", async () => {
    const { body, contentType } = await renderTemplateFile(file.template, file, "eps");
    expect(contentType).toBe("application/postscript");
    const eps = String(body);
    expect(eps).toMatch(/^%!PS-Adobe-3.0 EPSF-3.0\n/);
    expect(eps).toContain(
      `%%BoundingBox: 0 0 ${Math.ceil(page.width * 72)} ${Math.ceil(page.height * 72)}`,
    );
    expect(eps.trimEnd().endsWith("%%EOF")).toBe(true);
    // 7-bit clean, as its DocumentData says: printable ASCII and line breaks only.
    expect(
      [...eps].every((character) => character === "\n" || (character >= " " && character <= "~")),
    ).toBe(true);
    // Ghostscript draws it at 100 DPI; the magenta cut line spans the lid, bleed inside the page.
    const directory = mkdtempSync(path.join(tmpdir(), "template-eps-"));
    writeFileSync(path.join(directory, "t.eps"), eps);
    execFileSync("gs", [
      "-q",
      "-dSAFER",
      "-dBATCH",
      "-dNOPAUSE",
      "-dEPSCrop",
      "-sDEVICE=png16m",
      "-r100",
      `-sOutputFile=${path.join(directory, "t.png")}`,
      path.join(directory, "t.eps"),
    ]);
    const { data, info } = await sharp(path.join(directory, "t.png"))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * info.channels;
        // The cut line's magenta: much red and blue, little green.
        if (data[at]! > 180 && data[at + 1]! < 80 && data[at + 2]! > 100) {
          [left, top] = [Math.min(left, x), Math.min(top, y)];
          [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
        }
      }
    }
    const px = (inches: number) => inches * 100;
    const edge = files.bleedInches + cutting.insetInches.lid;
    expect(Math.abs(left - px(edge))).toBeLessThan(2);
    expect(Math.abs(top - px(edge))).toBeLessThan(2);
    expect(
      Math.abs(right - px(files.bleedInches + file.lid.width - cutting.insetInches.lid)),
    ).toBeLessThan(2);
    expect(
      Math.abs(bottom - px(files.bleedInches + file.lid.height - cutting.insetInches.lid)),
    ).toBeLessThan(2);
  });

  it("is an AI file Illustrator opens as a PDF, at the same size with the same layers", async () => {
    const { body, contentType } = await renderTemplateFile(file.template, file, "ai");
    expect(contentType).toBe("application/postscript");
    const pdf = await readPdf(body as Uint8Array);
    expect(pdf.pageInches).toEqual(page);
    expect(pdf.layers).toContain(layerNames.cutLine);
  });
});

// The pictures are the SVG drawn at 300 DPI (template-raster.ts): one template shows it for all.
it.each(["png", "jpg"] as const)(
  "a template's %s is 300 DPI, the page's size in pixels",
  async (format) => {
    const file = templateFiles[0]!;
    const page = statedPageSize(file.lid);
    const { body } = await renderTemplateFile(file.template, file, format);
    const metadata = await sharp(body as Uint8Array).metadata();
    expect(metadata.format).toBe(format === "png" ? "png" : "jpeg");
    expect(metadata.density).toBe(files.minDpi);
    expect(metadata.width).toBe(Math.round(page.width * files.minDpi));
    expect(metadata.height).toBe(Math.round(page.height * files.minDpi));
  },
);
