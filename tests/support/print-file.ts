import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import sharp from "sharp";

/**
 * How a print file's first page sets its type, seen from outside: the fonts
 * its page names (subset tags and all), and where the colour `hex` shows, as
 * fractions of the page's height from its top (poppler's raster at 30 DPI).
 */
export async function printedText(bytes: Uint8Array, hex: string) {
  const page = (await PDFDocument.load(bytes)).getPage(0);
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const names = fonts
    .keys()
    .map((key) => fonts.lookup(key, PDFDict).get(PDFName.of("BaseFont"))?.toString() ?? "");
  const directory = mkdtempSync(path.join(tmpdir(), "printed-text-"));
  try {
    const file = path.join(directory, "print.pdf");
    writeFileSync(file, bytes);
    execFileSync("pdftoppm", ["-r", "30", "-f", "1", "-l", "1", "-png", file, file]);
    const { data, info } = await sharp(`${file}-1.png`).raw().toBuffer({ resolveWithObject: true });
    const want = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const rows: number[] = [];
    for (let at = 0; at < data.length; at += info.channels) {
      if (want.every((value, channel) => Math.abs((data[at + channel] ?? 0) - value) < 24)) {
        rows.push(Math.floor(at / info.channels / info.width) / info.height);
      }
    }
    return { fonts: names, rows };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
