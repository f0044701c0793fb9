import { deflateSync } from "node:zlib";
import { pdfFromObjects } from "./pdf-files.ts";

/*
 * The hostile PDFs of issue 32, made here rather than kept as binary files:
 * a few kilobytes each that decode, or draw, into far more than any print
 * needs. Sizes are parameters, so a test can stay just past a limit while
 * the benchmark uses the sizes the security test reported.
 */

/** Writes bits least-significant first, as deflate packs them. */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bits(value: number, length: number) {
    for (let bit = 0; bit < length; bit += 1) {
      this.current |= ((value >> bit) & 1) << this.count;
      this.count += 1;
      if (this.count === 8) {
        this.bytes.push(this.current);
        this.current = 0;
        this.count = 0;
      }
    }
  }

  /** A Huffman code, which deflate writes most-significant bit first. */
  code(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit -= 1) this.bits((value >> bit) & 1, 1);
  }

  finish(): Buffer {
    if (this.count > 0) this.bytes.push(this.current);
    return Buffer.from(this.bytes);
  }
}

/**
 * Zlib data that inflates to `size` zero bytes, written directly (a fixed
 * Huffman block: one literal zero, then matches of 258 bytes at distance 1),
 * so making a gigabyte's worth costs milliseconds, not a gigabyte.
 */
export function zerosDeflated(size: number): Buffer {
  const writer = new BitWriter();
  writer.bits(1, 1); // the final block
  writer.bits(1, 2); // fixed Huffman codes
  writer.code(0x30, 8); // literal 0
  let left = size - 1;
  while (left >= 258) {
    writer.code(0xc5, 8); // length 258 (code 285)
    writer.code(0, 5); // distance 1
    left -= 258;
  }
  for (; left > 0; left -= 1) writer.code(0x30, 8);
  writer.code(0, 7); // end of block
  const adler = ((size % 65521) * 65536 + 1) >>> 0;
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), writer.finish(), checksum]);
}

/** A stream object whose data is `size` zero bytes behind two FlateDecode layers. */
function doubleFlateZeros(dictionary: string, size: number): Buffer {
  const data = deflateSync(zerosDeflated(size), { level: 9 });
  return Buffer.concat([
    Buffer.from(
      `<< ${dictionary} /Filter [/FlateDecode /FlateDecode] /Length ${data.length} >>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** A raw stream object. */
const rawStream = (dictionary: string, content: string) =>
  `<< ${dictionary} /Length ${content.length} >>\nstream\n${content}\nendstream`;

/**
 * Issue 32's upload bomb: a FreeText annotation whose appearance stream is
 * `size` bytes (1.2 GB in the report) behind two FlateDecode layers, which
 * a reader decodes when it asks for the page's annotations.
 */
export function annotationBombPdf(size = 1_200_000_000): Buffer {
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 864 612] /Annots [4 0 R] >>",
    "<< /Type /Annot /Subtype /FreeText /Rect [10 10 400 200] /Contents (Hello) /DA (/Helv 12 Tf 0 g) /AP << /N 5 0 R >> >>",
    doubleFlateZeros("/Type /XObject /Subtype /Form /BBox [0 0 390 190]", size),
  ]);
}

/**
 * Issue 32's print-job bomb: a page whose content is `size` bytes (1.5 GB
 * in the report) behind two FlateDecode layers; zero bytes are white space
 * to a content stream, so every reader reads to the end.
 */
export function contentBombPdf(size = 1_500_000_000): Buffer {
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 864 612] /Contents 4 0 R >>",
    doubleFlateZeros("", size),
  ]);
}

/**
 * Issue 32's rendering bomb: form XObjects each drawing the next twice,
 * `depth` deep (40: 2^40 lines), the last one a line across the page.
 * Tiny, valid, and never finished by a renderer.
 */
export function renderingBombPdf(depth = 40): Buffer {
  const first = 5; // the first form's object number
  const forms = Array.from({ length: depth + 1 }, (_, level) => {
    const bbox = "/Type /XObject /Subtype /Form /BBox [0 0 864 612]";
    if (level === depth) return rawStream(bbox, "0 0 m 864 612 l S");
    const next = `X${level + 1}`;
    return rawStream(
      `${bbox} /Resources << /XObject << /${next} ${first + level + 1} 0 R >> >>`,
      `/${next} Do /${next} Do`,
    );
  });
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 864 612] /Resources << /XObject << /X0 ${first} 0 R >> >> /Contents 4 0 R >>`,
    rawStream("", "/X0 Do"),
    ...forms,
  ]);
}

/** Issue 32's long file: `pages` pages (10,000 in the report) sharing one small content stream. */
export function manyPagesPdf(pages = 10_000): Buffer {
  const firstPage = 4;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(" ");
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    rawStream("", "0 0 1 rg 72 72 288 288 re f"),
    ...Array.from(
      { length: pages },
      () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 864 612] /Contents 3 0 R >>",
    ),
  ]);
}

/**
 * Input that made the first PDF scanner quadratic: a two-million-digit number
 * and fifty thousand stream keywords, none with a /Length.
 */
export function scannerStressPdf(): Buffer {
  return Buffer.from(
    `%PDF-1.7\n${"9".repeat(2_000_000)} ${">>stream\nx\nendstream ".repeat(50_000)}`,
    "latin1",
  );
}
