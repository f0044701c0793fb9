/*
 * The pieces of PDF object syntax the scan (pdf-scan.ts) needs: byte
 * classes, names with #xx escapes, strings, and a reader for one value
 * (a stream's dictionary, say). Hand-written so that nothing here decides
 * more than it has to: anything it cannot read is answered as "other".
 */

export const isWhitespace = (byte: number) =>
  byte === 0x20 ||
  byte === 0x0a ||
  byte === 0x0d ||
  byte === 0x09 ||
  byte === 0x0c ||
  byte === 0x00;
const isDelimiter = (byte: number) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;
export const isRegular = (byte: number) => !isWhitespace(byte) && !isDelimiter(byte);

/** A name's text with #xx escapes undone. */
export function decodeName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : raw;
}

/** Where a string literal starting at `start` (an opening parenthesis) ends, escapes and nesting included. */
export function skipString(bytes: Buffer, start: number): number {
  let depth = 0;
  for (let index = start; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0x5c)
      index += 1; // backslash: the next byte is escaped
    else if (byte === 0x28) depth += 1;
    else if (byte === 0x29 && --depth === 0) return index + 1;
  }
  return bytes.length;
}

/** Where the regular characters starting at `start` end. */
export function tokenEnd(bytes: Buffer, start: number): number {
  let end = start;
  while (end < bytes.length && isRegular(bytes[end] ?? 0x20)) end += 1;
  return end;
}

/**
 * Whether the bytes hold the keyword `obj` as a token of its own: where a
 * reader could be sent (by a cross-reference offset, or when it rebuilds a
 * broken table) to find an object. Random bytes spell it about once in
 * 4 GB, so data that holds it is worth reading as syntax.
 */
export function holdsObjectKeyword(bytes: Buffer): boolean {
  for (let at = bytes.indexOf("obj"); at !== -1; at = bytes.indexOf("obj", at + 3)) {
    const before = at === 0 ? 0x20 : (bytes[at - 1] ?? 0x20);
    const after = bytes[at + 3] ?? 0x20;
    if (isWhitespace(before) && !isRegular(after)) return true;
  }
  return false;
}

/** One value as far as the scan cares. */
export type PdfValue =
  | { kind: "name"; name: string }
  | { kind: "number"; value: number }
  | { kind: "ref"; ref: string }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "dictionary"; entries: Map<string, PdfValue> }
  | { kind: "other" };

/** Nesting deeper than this is answered as "other" rather than read. */
const maxNesting = 32;

function skipSpace(bytes: Buffer, start: number): number {
  let index = start;
  while (index < bytes.length) {
    const byte = bytes[index] ?? 0;
    if (isWhitespace(byte)) index += 1;
    else if (byte === 0x25)
      while (index < bytes.length && bytes[index] !== 0x0a && bytes[index] !== 0x0d) index += 1;
    else break;
  }
  return index;
}

const isInteger = (text: string) => /^\d{1,12}$/.test(text);

/**
 * Reads the value at `start`: answers it and where it ends. A number
 * followed by a second one and `R` is a reference ("12 0 R").
 */
export function readValue(bytes: Buffer, start: number, nesting = 0): [PdfValue, number] {
  let index = skipSpace(bytes, start);
  const byte = bytes[index];
  if (byte === undefined || nesting > maxNesting) return [{ kind: "other" }, index];
  if (byte === 0x2f) {
    const end = tokenEnd(bytes, index + 1);
    return [{ kind: "name", name: decodeName(bytes.toString("latin1", index + 1, end)) }, end];
  }
  if (byte === 0x28) return [{ kind: "other" }, skipString(bytes, index)];
  if (byte === 0x3c && bytes[index + 1] === 0x3c) {
    const entries = new Map<string, PdfValue>();
    index += 2;
    for (;;) {
      index = skipSpace(bytes, index);
      if (index >= bytes.length) return [{ kind: "other" }, index];
      if (bytes[index] === 0x3e && bytes[index + 1] === 0x3e) break;
      const [key, afterKey] = readValue(bytes, index, nesting + 1);
      if (key.kind !== "name") return [{ kind: "other" }, afterKey];
      const [value, afterValue] = readValue(bytes, afterKey, nesting + 1);
      entries.set(key.name, value);
      index = afterValue;
    }
    return [{ kind: "dictionary", entries }, index + 2];
  }
  if (byte === 0x3c) {
    const end = bytes.indexOf(0x3e, index + 1);
    return [{ kind: "other" }, end === -1 ? bytes.length : end + 1];
  }
  if (byte === 0x5b) {
    const items: PdfValue[] = [];
    index += 1;
    for (;;) {
      index = skipSpace(bytes, index);
      if (index >= bytes.length) return [{ kind: "other" }, index];
      if (bytes[index] === 0x5d) return [{ kind: "array", items }, index + 1];
      const [item, after] = readValue(bytes, index, nesting + 1);
      if (after === index) return [{ kind: "other" }, index]; // nothing read: a stray delimiter
      items.push(item);
      index = after;
    }
  }
  const end = tokenEnd(bytes, index);
  if (end === index) return [{ kind: "other" }, index];
  const token = bytes.toString("latin1", index, Math.min(end, index + 32));
  if (isInteger(token)) {
    // "N G R"?
    const generationStart = skipSpace(bytes, end);
    const generationEnd = tokenEnd(bytes, generationStart);
    const generation = bytes.toString("latin1", generationStart, generationEnd);
    const rStart = skipSpace(bytes, generationEnd);
    if (isInteger(generation) && bytes[rStart] === 0x52 && !isRegular(bytes[rStart + 1] ?? 0x20))
      return [{ kind: "ref", ref: `${Number(token)} ${Number(generation)}` }, rStart + 1];
  }
  const value = Number(token);
  return [
    /^[+-]?(\d+\.?\d*|\.\d+)$/.test(token) ? { kind: "number", value } : { kind: "other" },
    end,
  ];
}
