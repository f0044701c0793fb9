import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { type TextFaceId, textFaces } from "./text-style.ts";

/*
 * What each text face can print, read from the font files the print file
 * embeds (text-style.ts), and the source of text-coverage.ts, the browser's
 * and the schema's copy of it (`npm run text:coverage` writes it; its test
 * fails while the two differ).
 */

const require = createRequire(import.meta.url);

/**
 * The code points any of `face`'s files has a glyph for: what the print's
 * typesetter (server/production/print-text.ts) can set, by the same test.
 */
export function faceCodePoints(face: TextFaceId): number[] {
  const found = new Set<number>();
  for (const file of textFaces.find(({ id }) => id === face)?.files ?? []) {
    const font = fontkit.create(readFileSync(require.resolve(file)));
    if (!("characterSet" in font)) throw new Error(`${file} is a font collection`);
    for (const codePoint of font.characterSet) {
      if (font.hasGlyphForCodePoint(codePoint)) found.add(codePoint);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Sorted code points as [first, last] runs. */
export function rangesOf(codePoints: readonly number[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

const hex = (codePoint: number) => `0x${codePoint.toString(16)}`;

/** The source text of text-coverage.ts. */
export function textCoverageSource(): string {
  const faces = textFaces.map(({ id }) => {
    const ranges = rangesOf(faceCodePoints(id)).map(
      ([first, last]) => `    [${hex(first)}, ${hex(last)}],`,
    );
    return [`  ${id}: [`, ...ranges, "  ],"].join("\n");
  });
  return [
    "/*",
    " * Made by `npm run text:coverage` from the faces' font files (text-style.ts): the code",
    " * points each face has a glyph for, as [first, last] ranges, so the customizer, the",
    " * server and the print file agree on what can be printed. text-coverage.test.ts fails",
    " * when this differs from the files. Do not edit by hand.",
    " */",
    'import type { TextFaceId } from "./text-style.ts";',
    "",
    "export const faceCoverage: Readonly<",
    "  Record<TextFaceId, readonly (readonly [number, number])[]>",
    "> = {",
    ...faces,
    "};",
    "",
  ].join("\n");
}
