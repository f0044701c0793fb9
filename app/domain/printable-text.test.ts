import { describe, expect, it } from "vitest";
import {
  faceHas,
  facesThatPrint,
  printedForm,
  unprintableCharacters,
  unprintableMessage,
} from "./printable-text.ts";
import { faceCoverage } from "./text-coverage.ts";

describe("faceHas", () => {
  it.each(["bold", "modern", "serif"] as const)(
    "finds each end of %s's ranges, and nothing between them",
    (face) => {
      const ranges = faceCoverage[face];
      // Runs never touch (rangesOf joins them), so the code points either side are outside.
      for (const [first, last] of ranges) {
        expect(faceHas(face, first)).toBe(true);
        expect(faceHas(face, last)).toBe(true);
        expect(faceHas(face, last + 1)).toBe(false);
        if (first > 0) expect(faceHas(face, first - 1)).toBe(false);
      }
      expect(faceHas(face, 0x10ffff)).toBe(false);
    },
  );
});

describe("unprintableCharacters", () => {
  it("names what a face cannot print, once each, in the order typed", () => {
    expect(unprintableCharacters("漢字 ✓ 漢 🚀 ok", "bold")).toEqual(["漢", "字", "✓", "🚀"]);
    expect(unprintableCharacters("Café Łódź", "serif")).toEqual([]);
    expect(unprintableCharacters("Привет", "bold")).toEqual([]);
    expect(unprintableCharacters("Привет", "modern")).toEqual(["П", "р", "и", "в", "е", "т"]);
    expect(unprintableCharacters("", "bold")).toEqual([]);
  });

  it("takes a character as a person sees it, an emoji's skin tone and presentation with it", () => {
    expect(unprintableCharacters("👍🏽 ❤️", "bold")).toEqual(["👍🏽", "❤️"]);
    expect(unprintableCharacters("🇺🇸🇬🇧 👨‍👩‍👧 go", "bold")).toEqual(["🇺🇸", "🇬🇧", "👨‍👩‍👧"]);
    // A combining mark the face lacks is named with the letter it sits on.
    expect(unprintableCharacters("Ban⃝", "bold")).toEqual(["n⃝"]);
    // ✓ with a text-presentation selector is one character, refused whole.
    expect(unprintableCharacters("\u2713\uFE0E", "bold")).toEqual(["\u2713\uFE0E"]);
  });

  it("checks the composed form the print sets: an accent typed apart is one letter", () => {
    const decomposed = "Cafe\u0301";
    expect(printedForm(decomposed)).toBe("Café");
    // DM Serif Display has é but no combining accent.
    expect(unprintableCharacters(decomposed, "serif")).toEqual([]);
  });
});

describe("facesThatPrint", () => {
  it("lists the faces that can print every line", () => {
    expect(facesThatPrint(["Café", ""])).toEqual(["bold", "modern", "serif"]);
    expect(facesThatPrint(["Tiếng Việt", "Café"])).toEqual(["bold", "modern"]);
    expect(facesThatPrint(["Tiếng Việt", "Привет"])).toEqual(["bold"]);
    expect(facesThatPrint(["漢"])).toEqual([]);
  });
});

describe("unprintableMessage", () => {
  it("names the character and the face, and offers a face that can print it", () => {
    expect(unprintableMessage("bold", ["漢"], [])).toBe(
      "We can’t print “漢” in the Bold typeface: please remove it.",
    );
    expect(unprintableMessage("serif", ["Ж"], ["bold"])).toBe(
      "We can’t print “Ж” in the Serif typeface: please remove it, or choose Bold, which can print it.",
    );
    expect(unprintableMessage("serif", ["ệ", "ữ"], ["bold", "modern"])).toBe(
      "We can’t print “ệ” and “ữ” in the Serif typeface: please remove them, or choose Bold or Modern, which can print them.",
    );
  });

  it("counts what it does not name, and names an invisible character by its code point", () => {
    expect(unprintableMessage("bold", ["漢", "字", "✓", "🚀", "☕", "♥", "★"], [])).toBe(
      "We can’t print “漢”, “字”, “✓”, “🚀”, “☕” and 2 more characters in the Bold typeface: please remove them.",
    );
    expect(unprintableMessage("bold", ["\u3000", "\uFE0F"], [])).toBe(
      "We can’t print U+3000 and U+FE0F in the Bold typeface: please remove them.",
    );
  });
});
