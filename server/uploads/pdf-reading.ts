import { getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** What PDF.js (Firefox's reader) finds in a file. */
export interface PdfReading {
  /** Scripts, actions, attachments or form fields anywhere PDF.js looks. */
  active: boolean;
  pageCount: number;
  /** The first page as shown (its crop box, turned by its rotation), in points. */
  widthPt: number;
  heightPt: number;
}

/** Annotations that carry files, forms or media: never part of a print. */
const refusedAnnotations = new Set([
  "Widget",
  "FileAttachment",
  "Sound",
  "Movie",
  "Screen",
  "RichMedia",
  "3D",
]);

/** The parts of PDF.js's annotation data that say what clicking it does. */
interface AnnotationData {
  subtype?: string;
  dest?: unknown;
  url?: unknown;
  unsafeUrl?: unknown;
  action?: unknown;
  actions?: unknown;
  attachment?: unknown;
  resetForm?: unknown;
  setOCGState?: unknown;
}

/** A link may only go to a place in this file; anything else (or nothing PDF.js can name) is refused. */
function isActiveAnnotation(annotation: AnnotationData): boolean {
  if (refusedAnnotations.has(annotation.subtype ?? "")) return true;
  const reachesOut = [
    annotation.url,
    annotation.unsafeUrl,
    annotation.action,
    annotation.actions,
    annotation.attachment,
    annotation.resetForm,
    annotation.setOCGState,
  ].some((value) => value !== undefined && value !== null);
  if (reachesOut) return true;
  return annotation.subtype === "Link" && !annotation.dest;
}

/** Document-level: scripts, an open action other than a destination, attachments, forms. */
async function documentIsActive(pdf: PdfDocument): Promise<boolean> {
  const openAction = (await pdf.getOpenAction()) as { action?: unknown } | null;
  return (
    (await pdf.getJSActions()) !== null ||
    (await pdf.hasJSActions()) ||
    openAction?.action !== undefined ||
    (await pdf.getAttachments()) !== null ||
    (await pdf.getFieldObjects()) !== null ||
    pdf.isPureXfa
  );
}

/** Page-level: scripts run on opening or closing it, and its annotations. */
async function pageIsActive(pdf: PdfDocument, pageNumber: number): Promise<boolean> {
  const page = await pdf.getPage(pageNumber);
  try {
    const scripts = (await page.getJSActions()) as Record<string, unknown> | null;
    if (scripts && Object.keys(scripts).length > 0) return true;
    const annotations = (await page.getAnnotations()) as AnnotationData[];
    return annotations.some(isActiveAnnotation);
  } finally {
    page.cleanup();
  }
}

/**
 * Opens a PDF with PDF.js and asks it what a reader would run or offer:
 * beside the scan (pdf-scan.ts), the reader's own view, every page included
 * (the sandbox bounds the time). A file of more than `maxPages` pages is
 * answered with its page count alone: its pages are not read. Throws if
 * PDF.js cannot read it.
 */
export async function readPdfWithPdfJs(
  bytes: Buffer,
  { maxPages = Number.POSITIVE_INFINITY }: { maxPages?: number } = {},
): Promise<PdfReading> {
  // A copy: PDF.js may take over (detach) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true, verbosity: 0 });
  try {
    if (pdf.numPages > maxPages) {
      return { active: false, pageCount: pdf.numPages, widthPt: 0, heightPt: 0 };
    }
    let active = await documentIsActive(pdf);
    for (let pageNumber = 1; pageNumber <= pdf.numPages && !active; pageNumber += 1) {
      active = await pageIsActive(pdf, pageNumber);
    }
    const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
    return { active, pageCount: pdf.numPages, widthPt: width, heightPt: height };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
