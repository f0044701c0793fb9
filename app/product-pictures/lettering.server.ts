import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/*
 * Words in the product pictures' artwork, drawn as outlines from the fonts'
 * own files (fontkit), so a picture looks the same whichever fonts the
 * machine that builds it has installed.
 */

const require = createRequire(import.meta.url);

const faceFiles = {
  /** The site's typeface, Plus Jakarta Sans. */
  sans: "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-600-normal.woff2",
  sansBold: "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff2",
  /** DM Serif Display, for the law firm's and the school's lettering. */
  serif: "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2",
} as const;

export type Face = keyof typeof faceFiles;

const fonts = new Map<Face, fontkit.Font>();

function font(face: Face): fontkit.Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    const opened = fontkit.create(readFileSync(require.resolve(faceFiles[face])));
    if (!("layout" in opened)) throw new Error(`${faceFiles[face]} is a font collection`);
    loaded = opened;
    fonts.set(face, loaded);
  }
  return loaded;
}

export interface LetteringOptions {
  face: Face;
  /** The letters' em size, in the artwork's units. */
  size: number;
  x: number;
  /** The baseline. */
  y: number;
  anchor?: "start" | "middle" | "end";
  /** Extra space after each letter, in ems. */
  tracking?: number;
}

/** A line of text as one SVG path's `d`, set in `face`. */
export function lettering(text: string, options: LetteringOptions): string {
  const { face, size, x, y, anchor = "start", tracking = 0 } = options;
  const set = font(face);
  const run = set.layout(text);
  const scale = size / set.unitsPerEm;
  const advances = run.positions.map((position) => position.xAdvance * scale + tracking * size);
  const width = advances.reduce((sum, advance) => sum + advance, 0) - tracking * size;
  let pen = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  let d = "";
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    d += glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    pen += advances[index] ?? 0;
  });
  return d;
}
