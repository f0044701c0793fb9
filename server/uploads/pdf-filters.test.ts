import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zerosDeflated } from "../../tests/support/pdf-bombs.ts";
import { decodedLength } from "./pdf-filters.ts";

const plenty = () => ({ left: 1024 * 1024 * 1024 });

const asciiHex = (bytes: Buffer) => Buffer.from(`${bytes.toString("hex")}>`, "latin1");

function ascii85(bytes: Buffer): Buffer {
  let text = "";
  for (let index = 0; index < bytes.length; index += 4) {
    const group = bytes.subarray(index, index + 4);
    const padded = Buffer.concat([group, Buffer.alloc(4 - group.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && group.length === 4) {
      text += "z";
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    text += digits.slice(0, group.length + 1).join("");
  }
  return Buffer.from(`${text}~>`, "latin1");
}

/** Runs of one byte as RunLengthDecode repeats them; other bytes as literal runs. */
function runLength(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (let index = 0; index < bytes.length;) {
    let run = 1;
    while (run < 128 && bytes[index + run] === bytes[index]) run += 1;
    if (run > 1) {
      out.push(257 - run, bytes[index] ?? 0);
    } else {
      out.push(0, bytes[index] ?? 0);
    }
    index += run;
  }
  out.push(128);
  return Buffer.from(out);
}

/** LZW as PDF writes it (codes MSB first; the decoder, one entry behind, widens one code early). */
function lzw(bytes: Buffer): Buffer {
  const table = new Map<string, number>();
  for (let code = 0; code < 256; code += 1) table.set(String.fromCharCode(code), code);
  let next = 258;
  let width = 9;
  let bits = 0;
  let count = 0;
  const out: number[] = [];
  const emit = (code: number) => {
    bits = (bits << width) | code;
    count += width;
    while (count >= 8) {
      out.push((bits >>> (count - 8)) & 255);
      count -= 8;
    }
    bits &= (1 << count) - 1;
  };
  emit(256);
  let current = "";
  for (const byte of bytes) {
    const extended = current + String.fromCharCode(byte);
    if (table.has(extended)) {
      current = extended;
      continue;
    }
    emit(table.get(current) ?? 0);
    table.set(extended, next);
    next += 1;
    width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    current = String.fromCharCode(byte);
  }
  if (current) emit(table.get(current) ?? 0);
  emit(257);
  if (count > 0) out.push((bits << (8 - count)) & 255);
  return Buffer.from(out);
}

const sample = Buffer.from(
  "q 1 0 0 1 72 72 cm 0 0 1 rg 0 0 288 288 re f Q ".repeat(200) + "\0".repeat(3000),
  "latin1",
);

describe("decodedLength", () => {
  it("decodes each standard filter to the content's own length", async () => {
    expect(await decodedLength(deflateSync(sample), ["FlateDecode"], plenty())).toBe(sample.length);
    expect(await decodedLength(asciiHex(sample), ["ASCIIHexDecode"], plenty())).toBe(sample.length);
    expect(await decodedLength(ascii85(sample), ["ASCII85Decode"], plenty())).toBe(sample.length);
    expect(await decodedLength(runLength(sample), ["RunLengthDecode"], plenty())).toBe(
      sample.length,
    );
    expect(await decodedLength(lzw(sample), ["LZWDecode"], plenty())).toBe(sample.length);
    expect(await decodedLength(deflateSync(sample), ["Fl"], plenty())).toBe(sample.length);
  });

  it("decodes a chain of filters in the order the stream lists them", async () => {
    const data = asciiHex(deflateSync(ascii85(sample)));
    const filters = ["ASCIIHexDecode", "FlateDecode", "ASCII85Decode"];
    expect(await decodedLength(data, filters, plenty())).toBe(sample.length);
  });

  it("counts every layer: two FlateDecode layers of 8 KB in the file that unpack to 64 MB", async () => {
    const data = deflateSync(zerosDeflated(64 * 1024 * 1024));
    expect(data.length).toBeLessThan(8 * 1024);
    const budget = plenty();
    expect(await decodedLength(data, ["FlateDecode", "FlateDecode"], budget)).toBe(
      64 * 1024 * 1024,
    );
    // The inner layer's own bytes were counted too.
    expect(plenty().left - budget.left).toBeGreaterThan(64 * 1024 * 1024);
    expect(
      await decodedLength(data, ["FlateDecode", "FlateDecode"], { left: 32 * 1024 * 1024 }),
    ).toBe("over-budget");
  });

  it("refuses data that stops short, a filter it does not know, and an image codec anywhere but last", async () => {
    const cut = deflateSync(sample).subarray(0, 40);
    expect(await decodedLength(cut, ["FlateDecode"], plenty())).toBe("unreadable");
    expect(await decodedLength(sample, ["MadeUpDecode"], plenty())).toBe("unreadable");
    expect(await decodedLength(sample, ["DCTDecode", "FlateDecode"], plenty())).toBe("unreadable");
    // Last, an image codec's data is what it is given: a renderer decodes it.
    expect(await decodedLength(deflateSync(sample), ["FlateDecode", "DCTDecode"], plenty())).toBe(
      sample.length,
    );
  });
});
