import { faceCoverage } from "./text-coverage.ts";
import { type TextFaceId, textFaceById, textFaces } from "./text-style.ts";

/*
 * Whether a text line can be printed in a face (issue 49): every character
 * of it must be in the face's font files (text-coverage.ts, written from
 * them), or the print would leave it out where the preview, in the system's
 * fallback fonts, shows it. The customizer says so as the line is typed, and
 * the design's schema refuses it on the server.
 */

/**
 * The one form a line is printed and checked in: é typed as e and a
 * combining accent is é. Text below U+0300 is in that form already, so
 * Latin text is not put through the normalizer at every keystroke.
 */
export const printedForm = (text: string) =>
  /[\u0300-\u{10ffff}]/u.test(text) ? text.normalize("NFC") : text;

export function faceHas(face: TextFaceId, codePoint: number): boolean {
  const ranges = faceCoverage[face];
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = ranges[middle] ?? [0, -1];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

const codePointsOf = (text: string) =>
  Array.from(text, (character) => character.codePointAt(0) ?? 0);

/**
 * A character as a person sees it: a flag's pair, or any code point with the
 * accents, selectors, skin tones and joined parts that follow it. Written
 * out rather than asked of Intl.Segmenter, whose first use loads the
 * browser's locale data (decisions 11).
 */
const seenCharacter =
  /\p{Regional_Indicator}{2}|\r\n|[^](?:[\p{Grapheme_Extend}\p{Emoji_Modifier}]|\u200D[^])*/gsu;

/**
 * The characters of `text` that `face` cannot print, each once, in the order
 * typed: whole as a person sees them (👍🏽, ❤️), where any part is missing.
 */
export function unprintableCharacters(text: string, face: TextFaceId): string[] {
  const printed = printedForm(text);
  const missing = (part: string) => codePointsOf(part).some((code) => !faceHas(face, code));
  if (!missing(printed)) return [];
  return [...new Set(printed.match(seenCharacter)?.filter(missing))];
}

/** The faces that can print every one of `lines`. */
export const facesThatPrint = (lines: readonly string[]): TextFaceId[] =>
  textFaces
    .map(({ id }) => id)
    .filter((face) => lines.every((line) => unprintableCharacters(line, face).length === 0));

/** How many characters a message names before it counts the rest. */
const namedAtMost = 5;

// One that shows nothing by itself (a joiner, a variation selector, a space of another width)
// is named by its code point.
const unseen = /^[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\p{C}]+$/u;

const named = (character: string) =>
  unseen.test(character)
    ? codePointsOf(character)
        .map((code) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`)
        .join(" ")
    : `“${character}”`;

function inWords(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The message next to a text line whose `characters` `face` cannot print,
 * offering the `others` faces that could print the whole line.
 */
export function unprintableMessage(
  face: TextFaceId,
  characters: readonly string[],
  others: readonly TextFaceId[],
): string {
  const names = characters.slice(0, namedAtMost).map(named);
  const rest = characters.length - names.length;
  if (rest > 0) names.push(`${rest} more ${rest === 1 ? "character" : "characters"}`);
  const it = characters.length === 1 ? "it" : "them";
  const offer = others.length
    ? `, or choose ${others.map((other) => textFaceById(other).label).join(" or ")}, which can print ${it}`
    : "";
  return `We can’t print ${inWords(names)} in the ${textFaceById(face).label} typeface: please remove ${it}${offer}.`;
}
