import { randomFillSync } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real PNG of the given size: a two-colour gradient, so it is not trivially small. */
export async function pngFile(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A PNG of random pixels about `megabytes` large (stored uncompressed, so its size is predictable). */
export async function noisePng(megabytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const pixels = randomFillSync(Buffer.alloc(side * side * 3));
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function jpegFile(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG a few kilobytes long that declares
 * 40,000 × 40,000 pixels (1.6 billion; about 4.8 GB once decoded).
 */
export function pixelBombPng(side = 40_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  // Rows of zeros compress to almost nothing; a few rows are enough for the header to be real.
  const rows = Buffer.alloc((1 + side * 3) * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Deflates `length` zero bytes without ever holding them: one compressed
 * segment of zeros (byte-aligned, not final) repeated, then an empty final
 * block, in a zlib wrapper whose checksum for zeros is known in closed form.
 */
function deflateZeros(length: number): Buffer {
  const segmentBytes = 4 * 1024 * 1024;
  const segment = (bytes: number) =>
    deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const whole = segment(segmentBytes);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let done = 0; done + segmentBytes <= length; done += segmentBytes) parts.push(whole);
  if (length % segmentBytes) parts.push(segment(length % segmentBytes));
  // An empty fixed-Huffman block with BFINAL set ends the stream.
  parts.push(Buffer.from([0x03, 0x00]));
  const adler = Buffer.alloc(4);
  // Adler-32 of zeros: a stays 1, b adds 1 per byte.
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/** Adam7's seven passes: first column and row, then the step between pixels. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A valid PNG of the given size and sample format whose pixels are all zero
 * (transparent or black), written by hand: every filtered row of zeros is
 * zeros, so a 9,999 × 9,999 16-bit RGBA image that decodes to 800 MB is a
 * file of about a megabyte, made in a fraction of a second. `interlaced`
 * uses Adam7, which a decoder cannot read row by row.
 */
export function blankPng({
  width,
  height,
  channels = 4,
  bitDepth = 8,
  interlaced = false,
}: {
  width: number;
  height: number;
  channels?: 1 | 2 | 3 | 4;
  bitDepth?: 8 | 16;
  interlaced?: boolean;
}): Buffer {
  const colourType = { 1: 0, 2: 4, 3: 2, 4: 6 }[channels];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(colourType, 9);
  header.writeUInt8(interlaced ? 1 : 0, 12);
  const rowBytes = (pixels: number) => 1 + (pixels * channels * bitDepth) / 8;
  let length = 0;
  for (const [x0, y0, dx, dy] of interlaced ? adam7 : [[0, 0, 1, 1] as const]) {
    const columns = Math.max(0, Math.ceil((width - x0) / dx));
    const rows = Math.max(0, Math.ceil((height - y0) / dy));
    if (columns && rows) length += rows * rowBytes(columns);
  }
  return Buffer.concat([
    pngSignature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateZeros(length)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header is valid and whose one IDAT chunk (with a correct CRC)
 * holds `megabytes` of random bytes instead of compressed pixels: its header
 * reads as a 4,000 × 3,000 image, its pixels never decode.
 */
export function randomIdatPng(megabytes: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4000, 0);
  header.writeUInt32BE(3000, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const noise = randomFillSync(Buffer.alloc(Math.round(megabytes * 1024 * 1024)));
  return Buffer.concat([
    pngSignature,
    pngChunk("IHDR", header),
    pngChunk("IDAT", noise),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real JPEG of 64 × 64 pixels whose frame header (SOF0, or SOF2 when
 * progressive) is rewritten to declare `width` × `height`: a few hundred
 * bytes that claim a huge image and hold almost none of it.
 */
export async function hollowJpeg(
  width: number,
  height: number,
  { progressive = false } = {},
): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c83c28" } })
      .jpeg({ progressive })
      .toBuffer(),
  );
  const frame = jpeg.indexOf(Buffer.from([0xff, progressive ? 0xc2 : 0xc0]));
  // Marker (2 bytes), segment length (2), sample precision (1), then height and width.
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

/**
 * The files a server on local disk keeps in one folder of its store
 * (`artwork`, `previews`, `production`: server/storage/object-store.ts), sorted.
 */
export function storedIn(uploadsDir: string, folder: "artwork" | "previews" | "production") {
  const directory = path.join(uploadsDir, folder);
  return existsSync(directory) ? readdirSync(directory).sort() : [];
}
