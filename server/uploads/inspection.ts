/**
 * What a checked file is: pixel size for an image, first-page size for a PDF;
 * for an image, where the check wrote its 800 px WebP preview.
 */
export type Inspection =
  | {
      ok: true;
      width: number | null;
      height: number | null;
      pageWidthPt: number | null;
      pageHeightPt: number | null;
      previewPath?: string;
    }
  | { ok: false; message: string };

export const refuse = (message: string): Inspection => ({ ok: false, message });
