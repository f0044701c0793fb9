import { type PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { entriesOf, lookupArray, lookupDict, walkResources } from "./pdf-resources.ts";

/*
 * The fonts a PDF's pages set text in, and whether each is embedded (issue
 * 49): a font the file does not carry is drawn by each reader and RIP in a
 * face of its own choosing, so what prints is not what the customer saw. A
 * Type 3 font is its own glyph drawings; any other is embedded when its
 * descriptor (a composite font's descendant's) holds a font file.
 */

export interface UsedFont {
  /** Its base font name, without a subset's tag. */
  name: string;
  embedded: boolean;
}

const key = (name: string) => PDFName.of(name);
const fontFiles = ["FontFile", "FontFile2", "FontFile3"].map(key);

/** Every font every page's resources reach, each name once (not embedded if any copy is not). */
export function usedFonts(doc: PDFDocument): UsedFont[] {
  const byName = new Map<string, boolean>();
  walkResources(doc, ({ resources }) => {
    for (const value of entriesOf(doc, resources, "Font")) {
      const font = lookupDict(doc, value);
      if (!font) continue;
      const base = font.get(key("BaseFont"));
      const name = (base instanceof PDFName ? base.decodeText() : "unnamed").replace(
        /^[A-Z]{6}\+/,
        "",
      );
      const subtype = font.get(key("Subtype"));
      const descendant =
        subtype === key("Type0")
          ? lookupDict(doc, lookupArray(doc, font.get(key("DescendantFonts")))?.get(0))
          : font;
      const descriptor = lookupDict(doc, descendant?.get(key("FontDescriptor")));
      const embedded =
        subtype === key("Type3") ||
        Boolean(descriptor && fontFiles.some((file) => descriptor.get(file) !== undefined));
      byName.set(name, (byName.get(name) ?? true) && embedded);
    }
  });
  return [...byName].map(([name, embedded]) => ({ name, embedded }));
}
