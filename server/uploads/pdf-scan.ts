import { inflateRawSync } from "node:zlib";
import { decodedLength } from "./pdf-filters.ts";
import {
  type PdfValue,
  decodeName,
  holdsObjectKeyword,
  isRegular,
  isWhitespace,
  readValue,
  skipString,
  tokenEnd,
} from "./pdf-syntax.ts";
import {
  type IntegerObjects,
  filterNames,
  findIntegerObjects,
  hasZlibHeader,
  contentBudgetBytes,
  declaredPixelBytes,
  earlyChangeOf,
  imageBudgetBytes,
  isImage,
  isObjectStream,
  readDictionary,
} from "./pdf-streams.ts";
import { activeNames } from "./pdf-active-names.ts";

/*
 * What a PDF carries beyond print content. A print file needs pages, images
 * and fonts; scripts and actions (JavaScript, launching programs, opening
 * links or other files, form submission) are how a PDF attacks the person
 * who opens it, and the shop opens every file it is sent. The scan reads the
 * file as a reader would, and fails closed wherever it cannot be sure:
 *
 * 1. The object syntax is read token by token (strings, comments and stream
 *    data are skipped, so "(>>stream)" in a string hides nothing), and every
 *    name is checked, with #xx escapes undone.
 * 2. A stream's data runs for its /Length (a number, or a reference to one),
 *    and must be followed by "endstream"; searching for "endstream" instead
 *    stops early wherever compressed bytes happen to spell it. A length that
 *    cannot be resolved or does not fit makes the file unreadable.
 * 3. Every stream is decoded through all of its filters, each layer as it
 *    streams (pdf-filters.ts), and must decode to its end: data that stops
 *    short (or is syntax dressed as compressed data) is unreadable, and
 *    what all the layers of all the streams decode to is counted against a
 *    budget (issue 32: two FlateDecode layers turned 3 KB into 1.5 GB).
 * 4. Any stream with /N and /First is an object stream, whatever its /Type
 *    says (readers do not look): it is unpacked and read as syntax.
 * 5. A reader finds objects by offset, so one can sit inside stream data, a
 *    string or a comment. Skipped bytes holding the keyword `obj` are read
 *    as syntax too.
 *
 * Page content is never read as syntax, so text that mentions "/JavaScript"
 * is only text.
 */

/** All object streams together may inflate to this much; real ones are a few hundred kilobytes. */
const objectStreamBudgetBytes = 64 * 1024 * 1024;
/** Syntax found inside skipped bytes, inside skipped bytes…: deeper than this is unreadable. */
const maxHiddenDepth = 4;

export interface PdfScan {
  /** Scripts or actions that run or reach out when the file is opened or clicked. */
  active: boolean;
  /** Encrypted (with or without a password to open it): its objects cannot be checked. */
  encrypted: boolean;
  /** Data this scan cannot read to its end, so cannot vouch for. */
  unreadable: boolean;
  /** Streams that decode to more than any print needs (a decompression bomb). */
  tooLarge: boolean;
}

interface StreamFound {
  dictionary: Map<string, PdfValue> | null;
  data: Buffer;
}

/** The state of one scan: what it found, and what it may still spend. */
class Scan {
  readonly result: PdfScan = {
    active: false,
    encrypted: false,
    unreadable: false,
    tooLarge: false,
  };
  private objectStreamBudget = objectStreamBudgetBytes;
  private readonly imageBudget = { left: imageBudgetBytes };
  private readonly contentBudget = { left: contentBudgetBytes };
  private integers: IntegerObjects | null = null;
  /** Streams met and not checked yet. */
  readonly streams: StreamFound[] = [];

  private readonly file: Buffer;

  constructor(file: Buffer) {
    this.file = file;
  }

  onName(name: string) {
    if (activeNames.has(name)) this.result.active = true;
    if (name === "Encrypt") this.result.encrypted = true;
  }

  /** Skipped bytes that could hold an object a reader finds by offset are read as syntax. */
  readHidden(bytes: Buffer, depth: number) {
    if (!holdsObjectKeyword(bytes)) return;
    if (depth >= maxHiddenDepth) this.result.unreadable = true;
    else this.readSyntax(bytes, depth + 1);
  }

  /** A stream's declared length, resolving a reference; undefined when unknown. */
  private lengthOf(dictionary: Map<string, PdfValue> | null): number | undefined {
    const length = dictionary?.get("Length");
    if (length?.kind === "number") return Number.isInteger(length.value) ? length.value : undefined;
    if (length?.kind !== "ref") return undefined;
    this.integers ??= findIntegerObjects(this.file);
    const value = this.integers.get(length.ref);
    return typeof value === "number" ? value : undefined;
  }

  /**
   * Reads object syntax: checks every name, and queues the streams met,
   * whose data is stepped over (it is bytes, not syntax). Linear in the
   * input: every byte is looked at a bounded number of times.
   */
  readSyntax(bytes: Buffer, depth = 0) {
    let dictionaryStart = -1; // the current object's outermost "<<"
    let nesting = 0;
    let index = 0;
    while (index < bytes.length) {
      const byte = bytes[index] ?? 0;
      if (byte === 0x25) {
        // A comment, to the end of the line.
        const start = index;
        while (index < bytes.length && bytes[index] !== 0x0a && bytes[index] !== 0x0d) index += 1;
        this.readHidden(bytes.subarray(start + 1, index), depth);
      } else if (byte === 0x28) {
        const end = skipString(bytes, index);
        this.readHidden(bytes.subarray(index + 1, end - 1), depth);
        index = end;
      } else if (byte === 0x3c && bytes[index + 1] === 0x3c) {
        if (nesting === 0) dictionaryStart = index;
        nesting += 1;
        index += 2;
      } else if (byte === 0x3e && bytes[index + 1] === 0x3e) {
        nesting = Math.max(0, nesting - 1);
        index += 2;
      } else if (byte === 0x3c) {
        // A hex string.
        const end = bytes.indexOf(0x3e, index + 1);
        index = end === -1 ? bytes.length : end + 1;
      } else if (byte === 0x2f) {
        const end = tokenEnd(bytes, index + 1);
        this.onName(decodeName(bytes.toString("latin1", index + 1, end)));
        index = end;
      } else if (isRegular(byte)) {
        const end = tokenEnd(bytes, index);
        const keyword = end - index <= 9 ? bytes.toString("latin1", index, end) : "";
        index = end;
        if (keyword === "obj" || keyword === "endobj") {
          dictionaryStart = -1;
          nesting = 0;
        } else if (keyword === "stream") {
          const dictionary = dictionaryStart === -1 ? null : readDictionary(bytes, dictionaryStart);
          const stream = this.streamData(bytes, index, dictionary);
          this.streams.push({ dictionary, data: stream.data });
          this.readHidden(stream.data, depth);
          index = stream.next;
          dictionaryStart = -1;
          nesting = 0;
        }
      } else {
        index += 1;
      }
    }
  }

  /** A stream's data, from after the `stream` keyword at `start`: by its /Length, checked. */
  private streamData(bytes: Buffer, start: number, dictionary: Map<string, PdfValue> | null) {
    // The data starts after the end of line.
    let dataStart = start;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const length = this.lengthOf(dictionary);
    if (length !== undefined) {
      const dataEnd = dataStart + length;
      let after = dataEnd;
      while (after < bytes.length && isWhitespace(bytes[after] ?? 0)) after += 1;
      if (dataEnd <= bytes.length && bytes.toString("latin1", after, after + 9) === "endstream")
        return { data: bytes.subarray(dataStart, dataEnd), next: after + 9 };
    }
    // No length that fits: read on after the first "endstream", but vouch for nothing.
    this.result.unreadable = true;
    const end = bytes.indexOf("endstream", dataStart, "latin1");
    return end === -1
      ? { data: bytes.subarray(dataStart), next: bytes.length }
      : { data: bytes.subarray(dataStart, end), next: end + 9 };
  }

  /** Checks one stream's data: decodes to its end, and an object stream's objects. */
  async checkStream({ dictionary, data }: StreamFound) {
    const filters = filterNames(dictionary);
    if (isObjectStream(dictionary)) {
      const plain =
        filters?.length === 0 || (filters?.length === 1 && filters[0] === "FlateDecode");
      const content = plain && !dictionary?.has("DecodeParms") ? this.unpack(data, filters) : null;
      if (content) {
        this.readSyntax(content);
        this.readPackedObjects(content, dictionary);
      } else {
        this.result.unreadable = true;
      }
    } else if (filters === null) {
      this.result.unreadable = true; // a filter given indirectly: readers follow it, the scan does not
    } else if (data.length > 0) {
      const image = isImage(dictionary);
      const budget = image ? this.imageBudget : this.contentBudget;
      const decoded = await decodedLength(data, filters, budget, earlyChangeOf(dictionary));
      if (decoded === "over-budget") this.result.tooLarge = true;
      else if (decoded === "unreadable") this.result.unreadable = true;
      else if (image) {
        // The pixels a renderer makes of it, beyond what its filters gave.
        budget.left -= Math.max(0, declaredPixelBytes(dictionary) - decoded);
        if (budget.left < 0) this.result.tooLarge = true;
      }
    }
  }

  /**
   * Each packed object read where a reader finds it: at /First plus the
   * offset its header gives, whatever comes before it in the content (a "%"
   * there hides nothing from a reader). A header that cannot be read fails
   * the file.
   */
  private readPackedObjects(content: Buffer, dictionary: Map<string, PdfValue> | null) {
    const count = dictionary?.get("N");
    const first = dictionary?.get("First");
    if (count?.kind !== "number" || first?.kind !== "number") {
      this.result.unreadable = true;
      return;
    }
    let index = 0;
    // Each header entry takes at least four bytes, so N cannot honestly exceed the content.
    for (let entry = 0; entry < Math.min(count.value, content.length); entry += 1) {
      const [number, afterNumber] = readValue(content, index);
      const [offset, afterOffset] = readValue(content, afterNumber);
      const start = first.value + (offset.kind === "number" ? offset.value : Number.NaN);
      if (number.kind !== "number" || !Number.isInteger(start) || start >= content.length) {
        this.result.unreadable = true;
        return;
      }
      index = afterOffset;
      this.checkNames(readValue(content, start)[0]);
    }
  }

  /** Every name in a value, dictionary keys included. */
  private checkNames(value: PdfValue) {
    if (value.kind === "name") this.onName(value.name);
    else if (value.kind === "array") for (const item of value.items) this.checkNames(item);
    else if (value.kind === "dictionary") {
      for (const [key, item] of value.entries) {
        this.onName(key);
        this.checkNames(item);
      }
    }
  }

  /** An object stream's content, inflated within the budget; null if it cannot be. */
  private unpack(data: Buffer, filters: string[] | null): Buffer | null {
    if (filters?.length === 0) return data;
    if (!hasZlibHeader(data)) return null;
    try {
      const content = inflateRawSync(data.subarray(2), {
        maxOutputLength: Math.max(1, this.objectStreamBudget),
      });
      this.objectStreamBudget -= content.length;
      return content;
    } catch {
      // Past the budget, or not a stream that ends: either way it cannot be vouched for.
      return null;
    }
  }
}

/** Looks through a whole PDF file: its syntax, its streams and what is packed in them. */
export async function scanPdf(bytes: Buffer): Promise<PdfScan> {
  const scan = new Scan(bytes);
  scan.readSyntax(bytes);
  // Checking an object stream may queue more (streams hidden in its objects);
  // an array's iterator goes on to what is added meanwhile.
  for (const stream of scan.streams) {
    await scan.checkStream(stream);
    // Refused either way: nothing more to learn.
    if (scan.result.active || scan.result.encrypted || scan.result.tooLarge) break;
  }
  return scan.result;
}
