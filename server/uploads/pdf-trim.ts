import { PDFDocument, type PDFPage } from "@cantoo/pdf-lib";

/*
 * A customer's PDF is placed by its trim (issue 34): the TrimBox, else the
 * CropBox, else the MediaBox (pdf-lib's getTrimBox falls back so, as ISO
 * 32000 says), turned by the page's /Rotate, never stretched. Crop marks,
 * slugs and bleed outside the trim are not the design and are never drawn.
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

/** The trim of `page`. */
export function pageTrim(page: PDFPage): PageTrim {
  const box = page.getTrimBox();
  const angle = (((page.getRotation().angle % 360) + 360) % 360) as PageTrim["rotation"];
  return {
    left: box.x,
    bottom: box.y,
    right: box.x + box.width,
    top: box.y + box.height,
    rotation: [0, 90, 180, 270].includes(angle) ? angle : 0,
  };
}

/** The trim's size as the page is seen: width and height swap on a quarter turn. */
export function trimmedSize(trim: PageTrim): { widthPt: number; heightPt: number } {
  const [width, height] = [trim.right - trim.left, trim.top - trim.bottom];
  return trim.rotation % 180 === 0
    ? { widthPt: width, heightPt: height }
    : { widthPt: height, heightPt: width };
}

/**
 * The first page alone, its media and crop boxes set to its trim: what a
 * preview draws (poppler draws the media box, turned by /Rotate).
 */
export async function trimmedFirstPage(
  bytes: Uint8Array,
): Promise<{ pdf: Uint8Array; trim: PageTrim }> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  const [page] = await copy.copyPages(source, [0]);
  if (!page) throw new Error("The PDF has no page");
  const trim = pageTrim(page);
  const { left, bottom, right, top } = trim;
  page.setMediaBox(left, bottom, right - left, top - bottom);
  page.setCropBox(left, bottom, right - left, top - bottom);
  copy.addPage(page);
  return { pdf: await copy.save({ useObjectStreams: false }), trim };
}
