import { inflateSync } from "node:zlib";

/*
 * What a PDF carries beyond print content. A print file needs pages, images
 * and fonts; scripts and actions (JavaScript, launching programs, form
 * submission) are how a PDF attacks the person who opens it, and the shop
 * opens every file it is sent. Names can be written with #xx escapes
 * ("/J#61vaScript") and dictionaries hidden in compressed object streams, so
 * both are undone before looking.
 */

/** Names whose presence makes a PDF "active". */
const activeNames = new Set(["JavaScript", "JS", "Launch", "XFA", "SubmitForm", "ImportData"]);

/** An object stream's inflated contents are capped: real ones are a few hundred kilobytes. */
const maxInflatedBytes = 32 * 1024 * 1024;

export interface PdfScan {
  /** Scripts or actions that run or reach out when the file is opened or clicked. */
  active: boolean;
  /** Encrypted (with or without a password to open it): its objects cannot be checked. */
  encrypted: boolean;
  /** An object stream would not inflate within the cap. */
  unreadable: boolean;
}

/** PDF names in `text` (latin1), with #xx escapes decoded. */
function* namesIn(text: string): Generator<string> {
  for (const match of text.matchAll(/\/((?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+)/g)) {
    const raw = match[1] ?? "";
    yield raw.includes("#")
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        )
      : raw;
  }
}

function hasActiveName(text: string): boolean {
  for (const name of namesIn(text)) if (activeNames.has(name)) return true;
  return false;
}

interface Region {
  /** Object syntax: dictionaries, arrays, names (where actions are written). */
  syntax: string;
  /** The stream that follows it, if any: its dictionary's names and its raw bytes. */
  stream?: { names: string[]; data: Buffer };
}

/**
 * The file split into object syntax and stream data. Stream data (images,
 * fonts, page drawing) is left out of the name search: compressed bytes spell
 * "/JS" by chance about once in 20 MB.
 */
function* regions(text: string, bytes: Buffer): Generator<Region> {
  const streamStart = />>\s*stream\r?\n/g;
  let position = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd === -1) break;
    const syntax = text.slice(position, match.index + 2);
    // The stream's dictionary: what follows the last "n g obj" before it.
    const tail = syntax.slice(-4000);
    const dictionary = tail.slice([...tail.matchAll(/\d+\s+\d+\s+obj\b/g)].at(-1)?.index ?? 0);
    yield {
      syntax,
      stream: { names: [...namesIn(dictionary)], data: bytes.subarray(dataStart, dataEnd) },
    };
    position = dataEnd + "endstream".length;
    streamStart.lastIndex = position;
  }
  yield { syntax: text.slice(position) };
}

/** An object stream's objects as text, or "too-large" past the cap, or null if it will not inflate. */
function inflateObjectStream(data: Buffer): string | "too-large" | null {
  try {
    return inflateSync(data, {
      finishFlush: 2, // Z_SYNC_FLUSH: tolerate the end-of-line before "endstream"
      maxOutputLength: maxInflatedBytes,
    }).toString("latin1");
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return "too-large";
    // Not a valid stream: the PDF reader that opens the file cannot read it either.
    return null;
  }
}

/** Looks through a whole PDF file, including its compressed object streams. */
export function scanPdf(bytes: Buffer): PdfScan {
  const scan: PdfScan = { active: false, encrypted: false, unreadable: false };
  for (const { syntax, stream } of regions(bytes.toString("latin1"), bytes)) {
    for (const name of namesIn(syntax)) {
      if (activeNames.has(name)) scan.active = true;
      if (name === "Encrypt") scan.encrypted = true;
    }
    if (!stream?.names.includes("ObjStm") || !stream.names.includes("FlateDecode")) continue;
    const objects = inflateObjectStream(stream.data);
    if (objects === "too-large") scan.unreadable = true;
    else if (objects !== null && hasActiveName(objects)) scan.active = true;
  }
  return scan;
}
