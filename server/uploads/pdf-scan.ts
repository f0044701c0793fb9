import { inflateSync } from "node:zlib";

/*
 * What a PDF carries beyond print content. A print file needs pages, images
 * and fonts; scripts and actions (JavaScript, launching programs, form
 * submission) are how a PDF attacks the person who opens it, and the shop
 * opens every file it is sent. Three passes, failing closed:
 *
 * 1. The object syntax is read token by token (strings, comments and stream
 *    data are skipped, so "(>>stream)" in a string hides nothing), and every
 *    name is checked, with #xx escapes undone.
 * 2. Object streams (objects packed inside a stream) are unpacked and read the
 *    same way. One that cannot be unpacked here (a filter other than plain
 *    FlateDecode, predictors, or past the inflation budget) fails the file.
 * 3. The whole file, stream data included, is searched for the long action
 *    names. A reader finds objects by their byte offsets, so an object can sit
 *    inside what claims to be stream data; names this long never turn up in
 *    compressed bytes by chance, unlike "/JS".
 */

/** Names whose presence makes a PDF "active". */
const activeNames = new Set(["JavaScript", "JS", "Launch", "XFA", "SubmitForm", "ImportData"]);

/** The names pass 3 looks for anywhere (long enough never to occur by chance). */
const longActiveNames = [...activeNames].filter((name) => name.length >= 6);

/** Filters (and parameters) an object stream may not use here besides plain FlateDecode. */
const otherFilterNames = [
  "DecodeParms",
  "ASCIIHexDecode",
  "ASCII85Decode",
  "LZWDecode",
  "RunLengthDecode",
  "CCITTFaxDecode",
  "JBIG2Decode",
  "DCTDecode",
  "JPXDecode",
  "Crypt",
];

/** All object streams together may inflate to this much; real ones are a few hundred kilobytes. */
const inflationBudgetBytes = 64 * 1024 * 1024;

export interface PdfScan {
  /** Scripts or actions that run or reach out when the file is opened or clicked. */
  active: boolean;
  /** Encrypted (with or without a password to open it): its objects cannot be checked. */
  encrypted: boolean;
  /** Packed objects this scan cannot unpack, so cannot vouch for. */
  unreadable: boolean;
}

const isWhitespace = (byte: number) =>
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
const isRegular = (byte: number) => !isWhitespace(byte) && !isDelimiter(byte);

/** A name's text with #xx escapes undone. */
function decodeName(raw: string): string {
  return raw.includes("#")
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    : raw;
}

/** Where a string literal starting at `start` (an opening parenthesis) ends, escapes and nesting included. */
function skipString(bytes: Buffer, start: number): number {
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

interface StreamFound {
  /** Names of the stream's own object before the `stream` keyword. */
  names: Set<string>;
  data: Buffer;
}

/**
 * Reads object syntax: calls `onName` for every name, and answers the
 * streams met, whose data is stepped over (it is bytes, not syntax). Linear
 * in the input: every byte is looked at a bounded number of times.
 */
function readSyntax(bytes: Buffer, onName: (name: string) => void): StreamFound[] {
  const streams: StreamFound[] = [];
  let objectNames = new Set<string>();
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index] ?? 0;
    if (byte === 0x25) {
      // A comment, to the end of the line.
      while (index < bytes.length && bytes[index] !== 0x0a && bytes[index] !== 0x0d) index += 1;
    } else if (byte === 0x28) {
      index = skipString(bytes, index);
    } else if (byte === 0x3c) {
      if (bytes[index + 1] === 0x3c) {
        index += 2; // "<<": a dictionary opens
      } else {
        // A hex string.
        const end = bytes.indexOf(0x3e, index + 1);
        index = end === -1 ? bytes.length : end + 1;
      }
    } else if (byte === 0x2f) {
      let end = index + 1;
      while (end < bytes.length && isRegular(bytes[end] ?? 0x20)) end += 1;
      const name = decodeName(bytes.toString("latin1", index + 1, end));
      onName(name);
      objectNames.add(name);
      index = end;
    } else if (isRegular(byte)) {
      let end = index + 1;
      while (end < bytes.length && isRegular(bytes[end] ?? 0x20)) end += 1;
      const keyword = end - index <= 9 ? bytes.toString("latin1", index, end) : "";
      index = end;
      if (keyword === "obj" || keyword === "endobj") {
        objectNames = new Set();
      } else if (keyword === "stream") {
        // The data starts after the end of line and runs to "endstream".
        if (bytes[index] === 0x0d) index += 1;
        if (bytes[index] === 0x0a) index += 1;
        const end = bytes.indexOf("endstream", index, "latin1");
        const dataEnd = end === -1 ? bytes.length : end;
        streams.push({ names: objectNames, data: bytes.subarray(index, dataEnd) });
        objectNames = new Set();
        index = end === -1 ? bytes.length : end + "endstream".length;
      }
    } else {
      index += 1;
    }
  }
  return streams;
}

/** Pass 3: the long action names anywhere in the bytes, escaped or not. */
function hasLongActiveName(bytes: Buffer): boolean {
  const text = bytes.toString("latin1");
  for (const name of longActiveNames) if (text.includes(`/${name}`)) return true;
  // Escaped spellings: only names with a # escape need decoding.
  for (const match of text.matchAll(/\/(?:[A-Za-z]|#[0-9A-Fa-f]{2}){6,16}(?![A-Za-z#])/g)) {
    if (match[0].includes("#") && longActiveNames.includes(decodeName(match[0].slice(1))))
      return true;
  }
  return false;
}

/** Looks through a whole PDF file: its syntax, its object streams and its bytes. */
export function scanPdf(bytes: Buffer): PdfScan {
  const scan: PdfScan = { active: hasLongActiveName(bytes), encrypted: false, unreadable: false };
  const onName = (name: string) => {
    if (activeNames.has(name)) scan.active = true;
    if (name === "Encrypt") scan.encrypted = true;
  };
  let inflationLeft = inflationBudgetBytes;
  for (const stream of readSyntax(bytes, onName)) {
    if (!stream.names.has("ObjStm")) continue;
    const filtered = stream.names.has("Filter");
    const plainFlate =
      stream.names.has("FlateDecode") && !otherFilterNames.some((name) => stream.names.has(name));
    if (filtered && !plainFlate) {
      scan.unreadable = true;
      continue;
    }
    let objects = stream.data;
    if (filtered) {
      try {
        objects = inflateSync(stream.data, {
          finishFlush: 2, // Z_SYNC_FLUSH: tolerate the end-of-line before "endstream"
          maxOutputLength: Math.max(1, inflationLeft),
        });
      } catch {
        // Past the budget, or not a valid stream: either way it cannot be vouched for.
        scan.unreadable = true;
        continue;
      }
      inflationLeft -= objects.length;
    }
    readSyntax(objects, onName);
  }
  return scan;
}
