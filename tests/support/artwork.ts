import { randomFillSync } from "node:crypto";
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
 * A one-page PDF written by hand (so its objects are exactly what a test
 * needs), with a correct cross-reference table. `extra` objects are added as
 * objects 4, 5, …; `catalogExtra` goes into the catalog dictionary.
 */
export function pdfFile({
  widthPt = 864,
  heightPt = 612,
  catalogExtra = "",
  pageExtra = "",
  extra = [],
  trailerExtra = "",
}: {
  widthPt?: number;
  heightPt?: number;
  catalogExtra?: string;
  /** Goes into the page dictionary (annotations, actions). */
  pageExtra?: string;
  extra?: (string | Buffer)[];
  trailerExtra?: string;
} = {}): Buffer {
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] ${pageExtra} >>`,
    ...extra,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof object === "string" ? Buffer.from(object, "latin1") : object,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>`,
    "startxref",
    String(length),
    "%%EOF",
    "",
  ].join("\n");
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

/** A stream object (for `pdfFile`'s `extra`) with a FlateDecode-compressed body. */
export function flateStream(dictionary: string, content: string): Buffer {
  const data = deflateSync(Buffer.from(content, "latin1"));
  return Buffer.concat([
    Buffer.from(
      `<< ${dictionary} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream", "latin1"),
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

/** Adler-32, the checksum that ends zlib data. */
function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * Valid zlib data for `content` whose first `storedLength` bytes are kept
 * verbatim (a stored block, as deflate writes incompressible data) and the
 * rest compressed: so the compressed bytes can hold a chosen text, such as
 * "endstream", while what follows does not appear in them.
 */
export function storedThenDeflated(content: Buffer, storedLength: number): Buffer {
  const stored = deflateRawSync(content.subarray(0, storedLength), {
    level: 0,
    finishFlush: constants.Z_SYNC_FLUSH, // not the final block: more follows
  });
  const rest = deflateRawSync(content.subarray(storedLength), { level: 9 });
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32(content));
  return Buffer.concat([Buffer.from([0x78, 0x9c]), stored, rest, checksum]);
}

/**
 * A one-page PDF 1.5 whose `packed` objects live in a compressed object
 * stream, which a reader finds through a cross-reference stream. Objects:
 * 1 catalog, 2 pages, 3 page, 4 the object stream, then the packed objects
 * as 5, 6, … `dictionary` is the object stream's own (beside /N, /First,
 * /Filter and /Length), `compress` turns its content into zlib data.
 * `behindComments` starts each packed object's line with "% ": a reader
 * finds the object by its offset all the same, a sequential scan does not.
 */
export function objectStreamPdf({
  catalogExtra = "",
  pageExtra = "",
  packed,
  dictionary = "/Type /ObjStm",
  compress = (content: Buffer) => deflateSync(content),
  behindComments = false,
}: {
  catalogExtra?: string;
  pageExtra?: string;
  packed: string[];
  dictionary?: string;
  compress?: (content: Buffer) => Buffer;
  behindComments?: boolean;
}): Buffer {
  const firstPacked = 5;
  const prefix = behindComments ? "% " : "";
  let body = "";
  const header = packed.map((object, index) => {
    const entry = `${firstPacked + index} ${body.length + prefix.length}`;
    body += `${prefix}${object}\n`;
    return entry;
  });
  const head = `${header.join(" ")}\n`;
  const data = compress(Buffer.from(head + body, "latin1"));
  const objects: Buffer[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 864 612] ${pageExtra} >>`,
  ].map((object) => Buffer.from(object, "latin1"));
  objects.push(
    Buffer.concat([
      Buffer.from(
        `<< ${dictionary} /N ${packed.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
        "latin1",
      ),
      data,
      Buffer.from("\nendstream", "latin1"),
    ]),
  );
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const written = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      object,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(written);
    length += written.length;
  });
  // The cross-reference stream: /W [1 4 2], type 1 = at an offset, 2 = in object stream 4.
  const xrefNumber = firstPacked + packed.length;
  const entry = (type: number, field2: number, field3: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field2, 1);
    row.writeUInt16BE(field3, 5);
    return row;
  };
  const rows = Buffer.concat([
    entry(0, 0, 65535),
    ...offsets.map((offset) => entry(1, offset, 0)),
    ...packed.map((_, index) => entry(2, 4, index)),
    entry(1, length, 0),
  ]);
  parts.push(
    Buffer.from(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
      "latin1",
    ),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, "latin1"),
  );
  return Buffer.concat(parts);
}

/**
 * A one-page PDF with object 5 hidden inside the (unfiltered) data of stream
 * object 4, where the cross-reference table points a reader to it: an object
 * a scan that steps over stream data never sees.
 */
export function hiddenObjectPdf({
  catalogExtra = "",
  hidden,
}: {
  catalogExtra?: string;
  hidden: string;
}): Buffer {
  const data = `q Q\n5 0 obj\n${hidden}\nendobj\n`;
  const pdf = pdfFile({
    catalogExtra,
    extra: [`<< /Length ${data.length} >>\nstream\n${data}\nendstream`],
  });
  // pdfFile's table lists objects 0 to 4; object 5 is added where its data says "5 0 obj".
  const text = pdf.toString("latin1");
  const hiddenAt = text.indexOf("5 0 obj");
  const xrefAt = text.lastIndexOf("xref\n");
  const table = text
    .slice(xrefAt)
    .replace("0 5\n", "0 6\n")
    .replace("trailer", `${String(hiddenAt).padStart(10, "0")} 00000 n \ntrailer`)
    .replace("/Size 5", "/Size 6");
  return Buffer.from(text.slice(0, xrefAt) + table, "latin1");
}
