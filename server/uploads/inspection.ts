/** What a checked file is: pixel size for an image, first-page size for a PDF. */
export type Inspection =
  | {
      ok: true;
      width: number | null;
      height: number | null;
      pageWidthPt: number | null;
      pageHeightPt: number | null;
    }
  | { ok: false; message: string };

export const refuse = (message: string): Inspection => ({ ok: false, message });
