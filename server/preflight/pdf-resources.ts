import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
} from "@cantoo/pdf-lib";

/*
 * Everything a PDF's pages can paint with is reached from their resource
 * dictionaries: colour spaces, fonts, and what in turn has resources of its
 * own (forms, tiling patterns, soft masks' groups, Type 3 fonts). The
 * preflight reads (and mends) colour spaces and fonts by walking them all,
 * each object once, however deep the forms nest or however they refer to
 * each other.
 */

/** What the walk hands its visitor: a resource dictionary, and which page it was reached from. */
export interface ResourceVisit {
  resources: PDFDict;
  /** The page's index (0-based). */
  page: number;
  /** Whether this is the page's own dictionary, not one of a form or pattern it draws. */
  top: boolean;
}

const key = (name: string) => PDFName.of(name);

export function lookupDict(doc: PDFDocument, value: PDFObject | undefined): PDFDict | undefined {
  const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
  if (found instanceof PDFDict) return found;
  if (found instanceof PDFStream) return found.dict;
  return undefined;
}

export function lookupArray(doc: PDFDocument, value: PDFObject | undefined): PDFArray | undefined {
  const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return found instanceof PDFArray ? found : undefined;
}

/** The values of a dictionary's sub-dictionary `category` (ColorSpace, XObject, Font …). */
export function entriesOf(doc: PDFDocument, resources: PDFDict, category: string): PDFObject[] {
  const group = lookupDict(doc, resources.get(key(category)));
  return group ? group.values() : [];
}

/** The resource dictionaries a resource dictionary's own objects carry. */
function nestedResources(doc: PDFDocument, resources: PDFDict): PDFObject[] {
  const nested: PDFObject[] = [];
  for (const value of entriesOf(doc, resources, "XObject")) {
    const form = lookupDict(doc, value);
    // A form without resources of its own draws with its parent's, visited already.
    const own = form?.get(key("Subtype")) === key("Form") && form.get(key("Resources"));
    if (own) nested.push(own);
  }
  for (const value of entriesOf(doc, resources, "Pattern")) {
    const pattern = lookupDict(doc, value);
    const own = pattern?.get(key("Resources"));
    if (own) nested.push(own);
  }
  for (const value of entriesOf(doc, resources, "ExtGState")) {
    const mask = lookupDict(doc, lookupDict(doc, value)?.get(key("SMask")));
    const group = lookupDict(doc, mask?.get(key("G")));
    const own = group?.get(key("Resources"));
    if (own) nested.push(own);
  }
  for (const value of entriesOf(doc, resources, "Font")) {
    const font = lookupDict(doc, value);
    const own = font?.get(key("Subtype")) === key("Type3") && font.get(key("Resources"));
    if (own) nested.push(own);
  }
  return nested;
}

/** Calls `visit` for every resource dictionary each page of `doc` reaches, once per page. */
export function walkResources(doc: PDFDocument, visit: (visit: ResourceVisit) => void): void {
  doc.getPages().forEach((page, index) => {
    const seen = new Set<PDFDict>();
    const start = page.node.Resources();
    const pending: { value: PDFObject | undefined; top: boolean }[] = [{ value: start, top: true }];
    while (pending.length > 0) {
      const next = pending.pop();
      const resources = lookupDict(doc, next?.value);
      if (!resources || seen.has(resources)) continue;
      seen.add(resources);
      visit({ resources, page: index, top: Boolean(next?.top) });
      for (const value of nestedResources(doc, resources)) pending.push({ value, top: false });
    }
  });
}
