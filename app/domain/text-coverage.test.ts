import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { faceCoverage } from "./text-coverage.ts";
import { faceCodePoints, rangesOf, textCoverageSource } from "./text-coverage.server.ts";
import { textFaces } from "./text-style.ts";

const codePointsOf = (text: string) => [...text].map((character) => character.codePointAt(0)!);

describe("text-coverage.ts", () => {
  it("is what the faces' font files have: `npm run text:coverage` writes it again", () => {
    const written = readFileSync(new URL("./text-coverage.ts", import.meta.url), "utf8");
    const strip = (source: string) => source.replace(/\s+/g, "");
    expect(strip(written)).toBe(strip(textCoverageSource()));
  });

  it.each(textFaces.map((face) => [face.id]))("lists %s's code points as its files do", (face) => {
    expect(faceCoverage[face]).toEqual(rangesOf(faceCodePoints(face)));
  });

  it("reads the scripts each face's package has, and none it lacks", () => {
    const read = new Map(textFaces.map(({ id }) => [id, new Set(faceCodePoints(id))]));
    const has = (face: (typeof textFaces)[number]["id"], text: string) =>
      codePointsOf(text).every((codePoint) => read.get(face)!.has(codePoint));
    for (const face of textFaces) {
      expect(has(face.id, "Café Łódź ÆØÅ ß €"), face.id).toBe(true);
      expect(has(face.id, "漢"), face.id).toBe(false);
      expect(has(face.id, "✓"), face.id).toBe(false);
      expect(has(face.id, "🚀"), face.id).toBe(false);
    }
    // Arimo: Greek, Cyrillic and Vietnamese; its Hebrew is not taken (set left to right).
    expect(has("bold", "Ελλάδα Привет Ѣ Tiếng Việt")).toBe(true);
    expect(has("bold", "ש")).toBe(false);
    // Plus Jakarta Sans: Vietnamese, no Cyrillic. DM Serif Display: Latin only.
    expect(has("modern", "Tiếng Việt")).toBe(true);
    expect(has("modern", "Ж")).toBe(false);
    expect(has("serif", "ệ")).toBe(false);
  });
});

describe("rangesOf", () => {
  it("joins neighbouring code points into runs", () => {
    expect(rangesOf([0x41, 0x42, 0x43, 0x45, 0x100])).toEqual([
      [0x41, 0x43],
      [0x45, 0x45],
      [0x100, 0x100],
    ]);
    expect(rangesOf([])).toEqual([]);
  });
});
