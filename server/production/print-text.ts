import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { printedForm } from "#app/domain/printable-text.ts";
import { type TextFaceId, textColourById, textFaceById } from "#app/domain/text-style.ts";
import { matrix, n, rgb } from "./pdf-operators.ts";
import { type PrintPanel, panelUnitsPerInch } from "./panels.ts";

/*
 * The print file's text (issues 20 and 35): the text lines in the face the
 * customer chose, and the slug in Arimo Bold, embedded and subset. A face is
 * its files, one per script (text-style.ts); each character takes the first
 * file that has it. The customizer and the server refuse a line with a
 * character none has (app/domain/printable-text.ts, by the same files); one
 * in a design made before that check is left out, and named for staff.
 */

const require = createRequire(import.meta.url);

/** The slug's face (and the text lines' by default). */
export const slugFace: TextFaceId = "bold";

/** Faces' files by face, as `renderPrintFile` takes them (the slug's always among them). */
export type TextFonts = Partial<Record<TextFaceId, Uint8Array[]>> & { [slugFace]: Uint8Array[] };

/** The slug's face and `faces`, read from their packages. */
export async function readTextFonts(faces: TextFaceId[] = []): Promise<TextFonts> {
  const wanted = [...new Set<TextFaceId>([slugFace, ...faces])];
  const read = await Promise.all(
    wanted.map(async (face) => [
      face,
      await Promise.all(textFaceById(face).files.map((file) => readFile(require.resolve(file)))),
    ]),
  );
  return Object.fromEntries(read) as TextFonts;
}

export interface EmbeddedFace {
  pdf: PDFFont;
  glyphs: fontkit.Font;
  /** Its name in the pages' resources. */
  key: string;
}

/** Text split into runs, each set in the first face that has its characters. */
export interface Typesetter {
  missing: Set<string>;
  width(text: string, size: number): number;
  /** The text-showing operators for `text` from the current point (inside BT … ET). */
  show(text: string, size: number): string;
}

export function typesetter(faces: EmbeddedFace[]): Typesetter {
  const missing = new Set<string>();
  const runs = (text: string) => {
    const out: { face: EmbeddedFace; text: string }[] = [];
    for (const character of printedForm(text)) {
      const code = character.codePointAt(0) ?? 0;
      const face = faces.find(({ glyphs }) => glyphs.hasGlyphForCodePoint(code));
      if (!face) {
        if (character.trim() !== "") missing.add(character);
        continue;
      }
      const last = out.at(-1);
      if (last?.face === face) last.text += character;
      else out.push({ face, text: character });
    }
    return out;
  };
  return {
    missing,
    width: (text, size) =>
      runs(text).reduce((sum, run) => sum + run.face.pdf.widthOfTextAtSize(run.text, size), 0),
    show: (text, size) =>
      runs(text)
        .map(
          ({ face, text: run }) =>
            `/${face.key} ${n(size)} Tf ${face.pdf.encodeText(run).toString()} Tj`,
        )
        .join(" "),
  };
}

/**
 * A subset's tag (ISO 32000 9.6.4): six capital letters before its name, so a
 * preflight knows the font is a subset. Made from the face and the file's own
 * `seed`, so each subset in a file has its own and the same file has the same.
 */
function subsetTag(seed: string, index: number): string {
  const digest = createHash("sha256").update(`${seed}:${index}`).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join(
    "",
  );
}

/**
 * Embeds each of a face's files (subset, its name tagged so) in `doc`, under
 * the resource names `${prefix}0`, `${prefix}1`, …
 */
export async function embedFaces(
  doc: PDFDocument,
  fonts: Uint8Array[],
  seed: string,
  prefix = "F",
): Promise<EmbeddedFace[]> {
  doc.registerFontkit(fontkit as never);
  return Promise.all(
    fonts.map(async (bytes, index) => {
      const glyphs = fontkit.create(Buffer.from(bytes)) as fontkit.Font;
      return {
        pdf: await doc.embedFont(bytes, {
          subset: true,
          customName: `${subsetTag(`${seed}/${prefix}`, index)}+${glyphs.postscriptName}`,
        }),
        glyphs,
        key: `${prefix}${index}`,
      };
    }),
  );
}

/**
 * The slug's face and each face in `used`, embedded once each; text is set in
 * a face with `typeIn(face)`, and `missing()` names every character set in
 * any of them that none of its files has.
 */
export async function embedTextFaces(
  doc: PDFDocument,
  fonts: TextFonts,
  used: TextFaceId[],
  seed: string,
) {
  const typesetters = new Map<TextFaceId, Typesetter>();
  const faces: EmbeddedFace[] = [];
  for (const face of new Set([slugFace, ...used])) {
    const files = fonts[face];
    if (!files) throw new Error(`The print file needs the ${face} face's files`);
    const embedded = await embedFaces(
      doc,
      files,
      seed,
      face === slugFace ? "F" : `F${typesetters.size}-`,
    );
    faces.push(...embedded);
    typesetters.set(face, typesetter(embedded));
  }
  return {
    faces,
    typeIn: (face: TextFaceId) => typesetters.get(face) ?? typesetter([]),
    missing: () => [...new Set([...typesetters.values()].flatMap((each) => [...each.missing]))],
  };
}

/**
 * A panel's text lines as content-stream operators, in the renderer's frame
 * (hundredths of an inch, y down): each line centred on its place, in its
 * face and colour over the preview's translucent outline.
 */
export function textLineOperators(panel: PrintPanel, lettering: Typesetter): string[] {
  const colour = textColourById(panel.textStyle.colour);
  return panel.textLines.flatMap(({ text, at }) => {
    const size = at.fontSize * panelUnitsPerInch;
    const left = -lettering.width(text, size) / 2;
    const letters = `BT ${n(left)} 0 Td ${lettering.show(text, size)} ET`;
    return [
      "q",
      matrix([1, 0, 0, -1, at.centerX * panelUnitsPerInch, at.baseline * panelUnitsPerInch]),
      `q /Outline gs /sRGB CS ${rgb(colour.outline)} SC 1 j`,
      `${n(size * 0.1)} w 1 Tr ${letters}`,
      "Q",
      `/sRGB cs ${rgb(colour.fill)} sc 0 Tr ${letters}`,
      "Q",
    ];
  });
}
