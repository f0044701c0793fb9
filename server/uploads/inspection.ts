/**
 * What a checked file is: pixel size for an image, first-page size for a PDF;
 * an image's 800 px WebP preview, made by the same decode that checked it.
 */
export type Inspection =
  | {
      ok: true;
      width: number | null;
      height: number | null;
      pageWidthPt: number | null;
      pageHeightPt: number | null;
      preview?: Buffer;
    }
  | { ok: false; message: string };

export const refuse = (message: string): Inspection => ({ ok: false, message });
