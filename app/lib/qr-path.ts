import { encode } from "uqr";

/** A QR code of `text` as one SVG path of its dark cells, `size` wide at (x, y). */
export function qrPath(text: string, x: number, y: number, size: number): string {
  const qr = encode(text, { ecc: "M", border: 0 });
  const cell = size / qr.size;
  let d = "";
  qr.data.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) d += `M${x + column * cell} ${y + rowIndex * cell}h${cell}v${cell}h${-cell}z`;
    }),
  );
  return d;
}
