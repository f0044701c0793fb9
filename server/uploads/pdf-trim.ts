import { PDFDocument, PDFName, type PDFPage } from "@cantoo/pdf-lib";
import type { Sides } from "#app/domain/artwork-frame.ts";

/*
 * A customer's PDF is placed by its trim (issue 34): the TrimBox, else the
 * CropBox, else the MediaBox (pdf-lib's getTrimBox falls back so, as ISO
 * 32000 says), turned by the page's /Rotate, never stretched. What its
 * BleedBox holds beyond the trim is its bleed and prints in the piece's
 * bleed (issue 49); crop marks and slugs outside the bleed box never print.
 */

/** A page's trim in its own user space (points), and how it is turned to be seen upright. */
export interface PageTrim {
  left: number;
  bottom: number;
  right: number;
  top: number;
  /** The page's /Rotate: clockwise degrees. */
  rotation: 0 | 90 | 180 | 270;
}

type Box = Omit<PageTrim, "rotation">;

const boxOf = ({
  x,
  y,
  width,
  height,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
}) => ({
  left: Math.min(x, x + width),
  bottom: Math.min(y, y + height),
  right: Math.max(x, x + width),
  top: Math.max(y, y + height),
});

/** `box` within `outer`: a page's boxes are what lies within its media box (ISO 32000 14.11.2). */
const within = (box: Box, outer: Box): Box => ({
  left: Math.max(box.left, outer.left),
  bottom: Math.max(box.bottom, outer.bottom),
  right: Math.min(box.right, outer.right),
  top: Math.min(box.top, outer.top),
});

const rotationOf = (page: PDFPage): PageTrim["rotation"] => {
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  return angle === 90 || angle === 180 || angle === 270 ? angle : 0;
};

/** The trim of `page`. */
export function pageTrim(page: PDFPage): PageTrim {
  const trim = within(boxOf(page.getTrimBox()), boxOf(page.getMediaBox()));
  return { ...trim, rotation: rotationOf(page) };
}

/**
 * The page's bleed box (within its media box, and never inside its trim):
 * what prints of it. Only a BleedBox the file names: ISO 32000 has a missing
 * one fall back to the crop box, which on a page with crop marks around its
 * trim holds the marks, not a bleed.
 */
export function pageBleedBox(page: PDFPage): PageTrim {
  const trim = pageTrim(page);
  if (!page.node.get(PDFName.of("BleedBox"))) return trim;
  const bleed = within(boxOf(page.getBleedBox()), boxOf(page.getMediaBox()));
  return {
    left: Math.min(bleed.left, trim.left),
    bottom: Math.min(bleed.bottom, trim.bottom),
    right: Math.max(bleed.right, trim.right),
    top: Math.max(bleed.top, trim.top),
    rotation: trim.rotation,
  };
}

/** Whether the page names its trim, rather than the trim falling back to its crop or media box. */
export const namesTrim = (page: PDFPage) => page.node.get(PDFName.of("TrimBox")) !== undefined;

/**
 * How far the bleed box reaches beyond the trim on each side as the page is
 * seen upright (points): a quarter turn clockwise shows the page's left edge
 * at the top.
 */
export function bleedBeyondTrim(page: PDFPage): Sides {
  const trim = pageTrim(page);
  const bleed = pageBleedBox(page);
  const own = {
    left: trim.left - bleed.left,
    top: bleed.top - trim.top,
    right: bleed.right - trim.right,
    bottom: trim.bottom - bleed.bottom,
  };
  const seen = {
    0: own,
    90: { left: own.bottom, top: own.left, right: own.top, bottom: own.right },
    180: { left: own.right, top: own.bottom, right: own.left, bottom: own.top },
    270: { left: own.top, top: own.right, right: own.bottom, bottom: own.left },
  } as const;
  return seen[trim.rotation];
}

/** The trim's size as the page is seen: width and height swap on a quarter turn. */
export function trimmedSize(trim: PageTrim): { widthPt: number; heightPt: number } {
  const [width, height] = [trim.right - trim.left, trim.top - trim.bottom];
  return trim.rotation % 180 === 0
    ? { widthPt: width, heightPt: height }
    : { widthPt: height, heightPt: width };
}

/** What the upload's check tells of a PDF's first page: its trim, its bleed, whether it names its trim. */
export interface FirstPage {
  trim: PageTrim;
  bleed: Sides;
  trimNamed: boolean;
}

/**
 * The first page alone, its media and crop boxes set to its bleed box: what
 * a preview draws (poppler draws the media box, turned by /Rotate), the
 * whole of what prints of it.
 */
export async function bleedCutFirstPage(
  bytes: Uint8Array,
): Promise<{ pdf: Uint8Array; page: FirstPage }> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  const [page] = await copy.copyPages(source, [0]);
  if (!page) throw new Error("The PDF has no page");
  const first = { trim: pageTrim(page), bleed: bleedBeyondTrim(page), trimNamed: namesTrim(page) };
  const { left, bottom, right, top } = pageBleedBox(page);
  page.setMediaBox(left, bottom, right - left, top - bottom);
  page.setCropBox(left, bottom, right - left, top - bottom);
  copy.addPage(page);
  return { pdf: await copy.save({ useObjectStreams: false }), page: first };
}
