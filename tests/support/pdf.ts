import { getDocumentProxy } from "unpdf";

export interface PdfSummary {
  pageCount: number;
  /** First page's size in inches, from its media box. */
  pageInches: { width: number; height: number };
  /** Names of the optional content groups (layers) a PDF reader lists. */
  layers: string[];
  title: string | undefined;
  text: string;
}

/**
 * Opens a PDF with pdf.js (Firefox's reader, in unpdf's dependency-free build)
 * and reads what a reader would show.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const document = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  try {
    const page = await document.getPage(1);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
    const config = await document.getOptionalContentConfig();
    const layers = [...config].map(([, group]) => group.name ?? "");
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
    return {
      pageCount: document.numPages,
      pageInches: { width: round((x1 - x0) / 72), height: round((y1 - y0) / 72) },
      layers,
      title: info.Title,
      text,
    };
  } finally {
    await document.loadingTask.destroy();
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
