import {
  type PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
} from "@cantoo/pdf-lib";
import { cutSpotName, isCutOrRegistrationName } from "./cut-names.ts";
import { entriesOf, lookupArray, lookupDict, walkResources } from "./pdf-resources.ts";

/*
 * The spot colours a PDF paints with (issue 49): every Separation and DeviceN
 * colourant of every colour space its pages reach (named in resources, an
 * image's own, a shading's, through Indexed and Pattern bases). A cut or
 * registration name in a customer's content becomes `None`, the colourant ISO
 * 32000 (8.6.6.4) defines to paint nothing on any device: the mark is gone
 * from print and cut alike, and the rest of the file is untouched.
 */

/** A colourant found, where it was found, and whether it was made `None`. */
export interface Colourant {
  name: string;
  page: number;
  /** Found in a page's own resources, not inside a form or pattern it draws. */
  top: boolean;
  cutOrRegistration: boolean;
  removed: boolean;
}

const key = (name: string) => PDFName.of(name);
const none = key("None");
const processNames = new Set(["Cyan", "Magenta", "Yellow", "Black", "None"]);

/** The colour space arrays reachable from one value: itself, and its bases. */
function colourSpaceArrays(doc: PDFDocument, value: PDFObject | undefined, depth = 0): PDFArray[] {
  const array = lookupArray(doc, value);
  if (!array || depth > 4 || array.size() === 0) return [];
  const family = array.get(0);
  if (family === key("Indexed") || family === key("Pattern"))
    return [array, ...colourSpaceArrays(doc, array.get(1), depth + 1)];
  return [array];
}

/** Every colour space one resource dictionary names or its images and shadings carry. */
function colourSpacesOf(doc: PDFDocument, resources: PDFDict): PDFArray[] {
  const spaces: (PDFObject | undefined)[] = [...entriesOf(doc, resources, "ColorSpace")];
  for (const value of entriesOf(doc, resources, "XObject")) {
    const image = lookupDict(doc, value);
    if (image?.get(key("Subtype")) === key("Image")) spaces.push(image.get(key("ColorSpace")));
  }
  for (const value of entriesOf(doc, resources, "Shading")) {
    spaces.push(lookupDict(doc, value)?.get(key("ColorSpace")));
  }
  for (const value of entriesOf(doc, resources, "Pattern")) {
    const shading = lookupDict(doc, lookupDict(doc, value)?.get(key("Shading")));
    spaces.push(shading?.get(key("ColorSpace")));
  }
  return spaces.flatMap((space) => colourSpaceArrays(doc, space));
}

/** The colourant names of one colour space array, each with a way to make it `None`. */
function namesOf(doc: PDFDocument, space: PDFArray) {
  const family = space.get(0);
  if (family === key("Separation")) {
    const name = space.get(1);
    return name instanceof PDFName ? [{ name, clear: () => space.set(1, none) }] : [];
  }
  if (family !== key("DeviceN")) return [];
  const names = lookupArray(doc, space.get(1));
  if (!names) return [];
  return names
    .asArray()
    .flatMap((name, index) =>
      name instanceof PDFName ? [{ name, clear: () => names.set(index, none) }] : [],
    );
}

/**
 * Lists every spot colourant `doc` paints with. With `remove` set, each cut
 * or registration colourant is made `None` (in place: save the document).
 */
export function spotColourants(doc: PDFDocument, { remove }: { remove: boolean }): Colourant[] {
  const found: Colourant[] = [];
  walkResources(doc, ({ resources, page, top }) => {
    for (const space of colourSpacesOf(doc, resources)) {
      for (const { name, clear } of namesOf(doc, space)) {
        const text = name.decodeText();
        if (processNames.has(text)) continue;
        const cut = isCutOrRegistrationName(text);
        if (cut && remove) {
          clear();
        }
        found.push({ name: text, page, top, cutOrRegistration: cut, removed: cut && remove });
      }
    }
  });
  return found;
}

/** Whether `colourants` has our cut line's spot on every one of `pages` pages, from the page itself. */
export const cutOnEveryPage = (colourants: Colourant[], pages: number) =>
  Array.from({ length: pages }, (_, page) => page).every((page) =>
    colourants.some((found) => found.page === page && found.top && found.name === cutSpotName),
  );

/** Distinct names, in the order found. */
export const distinctNames = (colourants: Colourant[]) => [
  ...new Set(colourants.map((found) => found.name)),
];
