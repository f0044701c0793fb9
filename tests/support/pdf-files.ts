import { constants, deflateRawSync, deflateSync } from "node:zlib";

/*
 * PDFs written by hand for the upload tests, so each holds exactly the objects
 * a test needs (a hostile action, an object stream, a hidden object). Images
 * are in artwork.ts.
 */
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
  return pdfFromObjects(objects, trailerExtra);
}

/**
 * A PDF of the given objects, numbered 1, 2, … in order (object 1 the
 * catalog), with a correct cross-reference table.
 */
export function pdfFromObjects(objects: readonly (string | Buffer)[], trailerExtra = ""): Buffer {
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
