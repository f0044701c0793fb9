import { randomFillSync } from "node:crypto";
import { deflateSync } from "node:zlib";
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
  extra = [],
  trailerExtra = "",
}: {
  widthPt?: number;
  heightPt?: number;
  catalogExtra?: string;
  extra?: (string | Buffer)[];
  trailerExtra?: string;
} = {}): Buffer {
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] >>`,
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
