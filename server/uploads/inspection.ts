import type { Sides } from "#app/domain/artwork-frame.ts";
import type { PreflightReport } from "#app/domain/preflight.ts";

/** A PDF's first page as its check found it: its trim as seen, and its bleed beyond it (points). */
export interface CheckedPage {
  widthPt: number;
  heightPt: number;
  bleedPt: Sides;
  /** Whether the file names its TrimBox. */
  trimNamed: boolean;
}

/**
 * What a checked file is: pixel size for an image, first page for a PDF, and
 * the preflight's report (issue 49); where the check wrote its 800 px WebP
 * preview.
 */
export type Inspection =
  | {
      ok: true;
      width: number | null;
      height: number | null;
      page: CheckedPage | null;
      preflight: PreflightReport | null;
      previewPath?: string;
    }
  | { ok: false; message: string };

export const refuse = (message: string): Inspection => ({ ok: false, message });
