import { Readable, Transform, type TransformCallback, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createInflateRaw } from "node:zlib";
import { hasZlibHeader } from "./pdf-streams.ts";

/*
 * How far a PDF stream decodes, through every one of its filters (issue 32):
 * a stream behind two FlateDecode layers can be 3 KB in the file and 1.5 GB
 * once both are undone, and a reader undoes both. Each layer is decoded as
 * it streams, never held whole, and every layer's output counts against the
 * budget, so the count stops the moment the budget is spent. Runs in the
 * sandbox with the rest of the PDF check.
 */

/** The filters that only images use: decoded by a renderer, never by the scan, and always last. */
const imageFilters = new Set([
  "DCTDecode",
  "DCT",
  "JPXDecode",
  "JBIG2Decode",
  "CCITTFaxDecode",
  "CCF",
]);

export const isImageFilter = (name: string) => imageFilters.has(name);

/** Why a stream's decoded length is not known. */
export type DecodeProblem = "over-budget" | "unreadable";

/** A transform from a function of each chunk (and the end), for the small ASCII and run-length codes. */
function codeLayer(decode: (chunk: Buffer, push: (bytes: Buffer) => void, end: boolean) => void) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        decode(chunk, (bytes) => this.push(bytes), false);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        decode(Buffer.alloc(0), (bytes) => this.push(bytes), true);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Zlib data: its two-byte header checked (as PDF.js does) and taken off, so
 * a raw inflater reads the rest to its final block (a wrong checksum after
 * it, which some writers make, does not matter to readers).
 */
function zlibHeaderLayer() {
  let header: Buffer | null = Buffer.alloc(0);
  return codeLayer((chunk, push, end) => {
    if (header === null) {
      if (chunk.length > 0) push(chunk);
      return;
    }
    header = Buffer.concat([header, chunk]);
    if (header.length < 2 && !end) return;
    if (!hasZlibHeader(header)) throw new Error("Not zlib data");
    if (header.length > 2) push(header.subarray(2));
    header = null;
  });
}

const isPdfSpace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** ASCIIHexDecode: two hex digits a byte, white space ignored, ">" ends it. */
function asciiHexLayer() {
  let half = -1;
  let ended = false;
  return codeLayer((chunk, push, end) => {
    const out: number[] = [];
    for (const byte of chunk) {
      if (ended || isPdfSpace(byte)) continue;
      if (byte === 0x3e) {
        ended = true;
        continue;
      }
      const digit = Number.parseInt(String.fromCharCode(byte), 16);
      if (Number.isNaN(digit)) throw new Error("Not hex");
      if (half === -1) half = digit;
      else {
        out.push(half * 16 + digit);
        half = -1;
      }
    }
    if (end && half !== -1) out.push(half * 16);
    if (out.length > 0) push(Buffer.from(out));
  });
}

/** ASCII85Decode: five characters to four bytes, "z" four zeros, "~>" ends it. */
function ascii85Layer() {
  let group: number[] = [];
  let ended = false;
  const emit = (out: number[], digits: number[]) => {
    const count = digits.length;
    if (count < 2) return;
    const padded = [...digits, 84, 84, 84, 84].slice(0, 5);
    let value = 0;
    for (const digit of padded) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, count - 1));
  };
  return codeLayer((chunk, push, end) => {
    const out: number[] = [];
    for (const byte of chunk) {
      if (ended || isPdfSpace(byte)) continue;
      if (byte === 0x7e) {
        ended = true;
      } else if (byte === 0x7a && group.length === 0) {
        out.push(0, 0, 0, 0);
      } else if (byte >= 0x21 && byte <= 0x75) {
        group.push(byte - 0x21);
        if (group.length === 5) {
          emit(out, group);
          group = [];
        }
      } else {
        throw new Error("Not ASCII85");
      }
    }
    if ((end || ended) && group.length > 1) {
      emit(out, group);
      group = [];
    }
    if (out.length > 0) push(Buffer.from(out));
  });
}

/** RunLengthDecode: a length byte, then that many bytes plus one, or one byte repeated 257 − length times. */
function runLengthLayer() {
  let pending: Buffer = Buffer.alloc(0);
  let ended = false;
  return codeLayer((chunk, push) => {
    if (ended) return;
    const bytes = Buffer.concat([pending, chunk]);
    let index = 0;
    while (index < bytes.length) {
      const length = bytes[index] ?? 128;
      if (length === 128) {
        ended = true;
        break;
      }
      if (length < 128) {
        if (index + 1 + length + 1 > bytes.length) break;
        push(bytes.subarray(index + 1, index + 2 + length));
        index += length + 2;
      } else {
        if (index + 1 >= bytes.length) break;
        push(Buffer.alloc(257 - length, bytes[index + 1]));
        index += 2;
      }
    }
    pending = ended ? Buffer.alloc(0) : Buffer.from(bytes.subarray(index));
  });
}

/** LZWDecode (the TIFF variant PDF uses), with its EarlyChange parameter. */
function lzwLayer(earlyChange: number) {
  const clear = 256;
  const endOfData = 257;
  let table: Buffer[] = [];
  let codeLength = 9;
  let previous: Buffer | null = null;
  let bits = 0;
  let bitCount = 0;
  let ended = false;
  const reset = () => {
    table = Array.from({ length: 258 }, (_, code) => Buffer.from([code & 255]));
    codeLength = 9;
    previous = null;
  };
  reset();
  return codeLayer((chunk, push) => {
    for (const byte of chunk) {
      if (ended) return;
      bits = ((bits << 8) | byte) >>> 0;
      bitCount += 8;
      while (bitCount >= codeLength && !ended) {
        const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
        bitCount -= codeLength;
        bits &= (1 << bitCount) - 1;
        if (code === clear) {
          reset();
          continue;
        }
        if (code === endOfData) {
          ended = true;
          break;
        }
        let entry = table[code];
        if (entry === undefined) {
          if (code !== table.length || previous === null) throw new Error("Bad LZW code");
          entry = Buffer.concat([previous, previous.subarray(0, 1)]);
        }
        push(entry);
        if (previous !== null && table.length < 4096) {
          table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
        }
        previous = entry;
        const next = table.length + earlyChange;
        codeLength = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
      }
    }
  });
}

/** The decoding steps for a filter name (and its parameters); null for a filter we do not decode. */
function layersFor(name: string, earlyChange: number): Transform[] | null {
  switch (name) {
    case "FlateDecode":
    case "Fl":
      return [zlibHeaderLayer(), createInflateRaw({ finishFlush: constants.Z_FINISH })];
    case "ASCIIHexDecode":
    case "AHx":
      return [asciiHexLayer()];
    case "ASCII85Decode":
    case "A85":
      return [ascii85Layer()];
    case "LZWDecode":
    case "LZW":
      return [lzwLayer(earlyChange)];
    case "RunLengthDecode":
    case "RL":
      return [runLengthLayer()];
    default:
      return null;
  }
}

/** Counts what passes, failing once the shared budget is spent. */
function counter(budget: { left: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.left -= chunk.length;
      if (budget.left < 0) done(new OverBudget());
      else done(null, chunk);
    },
  });
}

class OverBudget extends Error {}

/**
 * Decodes `data` through `filters` (applied in order, as the stream's
 * /Filter lists them), counting every layer's output against `budget.left`
 * (spent as it goes). An image codec may only come last, and is not run:
 * the data before it is what it is given. Answers the final layer's length,
 * or why it is not known.
 */
export async function decodedLength(
  data: Buffer,
  filters: readonly string[],
  budget: { left: number },
  earlyChange = 1,
): Promise<number | DecodeProblem> {
  const layers: Transform[] = [];
  for (const [index, name] of filters.entries()) {
    if (isImageFilter(name) && index === filters.length - 1) break;
    const steps = layersFor(name, earlyChange);
    if (!steps) return "unreadable";
    layers.push(...steps, counter(budget));
  }
  if (layers.length === 0) return data.length;
  let length = 0;
  try {
    await pipeline([
      Readable.from([data]),
      ...layers,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          length += chunk.length;
          done();
        },
      }),
    ]);
    return length;
  } catch (error) {
    return error instanceof OverBudget ? "over-budget" : "unreadable";
  }
}
