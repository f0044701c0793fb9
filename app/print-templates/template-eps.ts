import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { site } from "#app/domain/site.ts";
import { guides } from "./guides.ts";
import { layerNames, templateLayout } from "./layout.ts";
import { formatNumber as n, pathCommands } from "./path-commands.ts";

/*
 * The template as Encapsulated PostScript (EPSF-3.0), written out from the
 * same layout as the SVG and the PDF: for design apps and RIPs that take EPS.
 * PostScript has no layers; each group is named in a comment. Colours are
 * CMYK; the notes are Helvetica, re-encoded for Latin-1 (the "×" of a size).
 */

/** A string as a PostScript literal in Latin-1: parentheses and backslashes escaped, the rest octal. */
function psString(text: string): string {
  let out = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 63;
    if (character === "(" || character === ")" || character === "\\") out += `\\${character}`;
    else if (code >= 32 && code < 127) out += character;
    else out += `\\${(code < 256 ? code : 63).toString(8).padStart(3, "0")}`;
  }
  return `(${out})`;
}

const cmyk = (percentages: readonly number[]) =>
  `${percentages.map((value) => n(value / 100)).join(" ")} setcmykcolor`;

function guideStroke(guide: { cmyk: readonly number[]; width: number; dash?: readonly number[] }) {
  return [
    cmyk(guide.cmyk),
    `${n(guide.width)} setlinewidth`,
    `[${(guide.dash ?? []).map(n).join(" ")}] 0 setdash`,
    "stroke",
  ].join("\n");
}

const postscript = (d: string) => pathCommands(d, "postscript");

/** The template as an EPS file (text, 7-bit clean). */
export function renderTemplateEps(
  template: TemplateOwner,
  file: TemplateSheet,
  piece?: PieceCut,
): string {
  const layout = templateLayout(template, file, piece);
  const { page, trim } = layout;
  const notes = guides.notes;
  const group = (id: keyof typeof layerNames, body: string) =>
    `%%-- ${layerNames[id]}\ngsave\n${body}\ngrestore`;
  // Everything is placed in the layout's frame: points from the page's top-left, y down.
  // Text is turned back upright where it is set.
  const text = (x: number, top: number, line: string, bold: boolean, centred = false) =>
    [
      "gsave",
      `${n(x)} ${n(top + notes.fontSize)} translate 1 -1 scale`,
      `/${bold ? "Helvetica-Bold" : "Helvetica"}-Latin1 findfont ${n(notes.fontSize)} scalefont setfont`,
      `0 0 moveto ${psString(line)}${centred ? " dup stringwidth pop 2 div neg 0 rmoveto" : ""} show`,
      "grestore",
    ].join("\n");
  const width = Math.ceil(page.width);
  const height = Math.ceil(page.height);
  const body = [
    "%!PS-Adobe-3.0 EPSF-3.0",
    `%%BoundingBox: 0 0 ${width} ${height}`,
    `%%HiResBoundingBox: 0 0 ${n(page.width)} ${n(page.height)}`,
    `%%Title: ${layout.title.replace(/[^\x20-\x7e]/g, "?")}`,
    `%%Creator: ${site.name}`,
    "%%CreationDate: 2026-11-01",
    "%%DocumentData: Clean7Bit",
    "%%LanguageLevel: 2",
    "%%DocumentNeededResources: font Helvetica Helvetica-Bold",
    "%%Pages: 1",
    "%%EndComments",
    "%%BeginProlog",
    "/latin1 { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall /Encoding ISOLatin1Encoding def currentdict end definefont pop } bind def",
    "/Helvetica-Latin1 /Helvetica latin1",
    "/Helvetica-Bold-Latin1 /Helvetica-Bold latin1",
    "%%EndProlog",
    "%%Page: 1 1",
    "gsave",
    `0 ${n(page.height)} translate 1 -1 scale`,
    "1 setlinejoin",
    group(
      "bleed",
      [
        cmyk(guides.bleed.cmyk),
        `0 0 ${n(page.width)} ${n(page.height)} rectfill`,
        "0 0 0 0 setcmykcolor",
        postscript(layout.cutLine),
        "fill",
      ].join("\n"),
    ),
    group("artwork", "% Place your artwork here, under the guides."),
    group("cutLine", [postscript(layout.cutLine), guideStroke(guides.cut)].join("\n")),
    group("safeArea", [postscript(layout.safe), guideStroke(guides.safe)].join("\n")),
    group(
      "cutouts",
      layout.holes
        .map((hole) =>
          [
            `% ${hole.label.replace(/[^\x20-\x7e]/g, "?")}`,
            postscript(hole.d),
            guideStroke(guides.cutout),
          ].join("\n"),
        )
        .join("\n"),
    ),
    group(
      "notes",
      [
        cmyk(notes.cmyk),
        ...layout.notes.map((line, index) =>
          text(layout.noteLines.x, layout.noteLines.top(index), line, index === 0),
        ),
        text(trim.x + trim.width / 2, layout.hingeLabelTop, "Hinge side", false, true),
      ].join("\n"),
    ),
    "grestore",
    "showpage",
    "%%EOF",
  ];
  return `${body.join("\n")}\n`;
}
