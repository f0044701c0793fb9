import { type PdfValue, readValue } from "./pdf-syntax.ts";

/*
 * A PDF stream as the scan (pdf-scan.ts) reads it: its dictionary, its
 * filters, where its length may be written, whether readers would unpack
 * objects from it (pdf-filters.ts decodes it).
 */

export function readDictionary(bytes: Buffer, start: number): Map<string, PdfValue> | null {
  const [value] = readValue(bytes, start);
  return value.kind === "dictionary" ? value.entries : null;
}

/** Readers unpack any stream with /N and /First when told an object is in it. */
export function isObjectStream(dictionary: Map<string, PdfValue> | null): boolean {
  const type = dictionary?.get("Type");
  return (
    (dictionary?.has("N") === true && dictionary.has("First")) ||
    (type?.kind === "name" && type.name === "ObjStm")
  );
}

/** A stream's filters in the order applied; null when they are not plain names. */
export function filterNames(dictionary: Map<string, PdfValue> | null): string[] | null {
  const filter = dictionary?.get("Filter");
  if (!filter) return [];
  if (filter.kind === "name") return [filter.name];
  if (filter.kind !== "array") return null;
  const names = filter.items.map((item) => (item.kind === "name" ? item.name : null));
  return names.includes(null) ? null : (names as string[]);
}

/** The two bytes before deflate data, as PDF.js checks them: method 8, a valid check, no dictionary. */
export function hasZlibHeader(data: Buffer): boolean {
  const method = data[0] ?? 0;
  const flags = data[1] ?? 0;
  return (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0 && (flags & 0x20) === 0;
}

/**
 * Images together may decode to this much (every filter layer counted, and
 * an image codec's pixels as the image's dictionary declares them): a 17"
 * lid at 300 DPI in 16-bit CMYK is 141 MB, so this is seven of them.
 */
export const imageBudgetBytes = 1024 * 1024 * 1024;
/**
 * Everything else (page content, forms, annotations' appearances, fonts,
 * colour profiles) together may decode to this much: a detailed vector
 * illustration's content is tens of megabytes.
 */
export const contentBudgetBytes = 256 * 1024 * 1024;

/** Components of a colour space named directly; anything else is counted as four. */
const componentsOf: Record<string, number> = { DeviceGray: 1, G: 1, DeviceRGB: 3, RGB: 3 };

/** What an image's dictionary says its pixels take, decoded (0 when it does not say). */
export function declaredPixelBytes(dictionary: Map<string, PdfValue> | null): number {
  const number = (key: string) => {
    const value = dictionary?.get(key);
    return value?.kind === "number" && value.value > 0 ? value.value : 0;
  };
  const space = dictionary?.get("ColorSpace");
  const components = space?.kind === "name" ? (componentsOf[space.name] ?? 4) : 4;
  const bits = number("BitsPerComponent") || 8;
  return Math.ceil((number("Width") * number("Height") * components * bits) / 8);
}

export const isImage = (dictionary: Map<string, PdfValue> | null) => {
  const subtype = dictionary?.get("Subtype");
  return subtype?.kind === "name" && subtype.name === "Image";
};

/** LZWDecode's EarlyChange parameter (1 unless its parameters say 0). */
export function earlyChangeOf(dictionary: Map<string, PdfValue> | null): number {
  const parameters = dictionary?.get("DecodeParms");
  const early =
    parameters?.kind === "dictionary" ? parameters.entries.get("EarlyChange") : undefined;
  return early?.kind === "number" && early.value === 0 ? 0 : 1;
}

/** `N G obj <integer> endobj` in the file, as pdfTeX and Cairo write stream lengths. */
export type IntegerObjects = Map<string, number | "ambiguous">;

export function findIntegerObjects(bytes: Buffer): IntegerObjects {
  const found: IntegerObjects = new Map();
  const pattern =
    /(?<![0-9])([0-9]{1,10})[\0\t\n\f\r ]+([0-9]{1,5})[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*([0-9]{1,12})[\0\t\n\f\r ]*endobj/g;
  for (const match of bytes.toString("latin1").matchAll(pattern)) {
    const ref = `${Number(match[1])} ${Number(match[2])}`;
    const value = Number(match[3]);
    const before = found.get(ref);
    // Two different answers: which one a reader takes depends on its table.
    found.set(ref, before === undefined || before === value ? value : "ambiguous");
  }
  return found;
}
