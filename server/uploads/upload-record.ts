import * as z from "zod/mini";
import type { PreflightReport } from "#app/domain/preflight.ts";
import type { ArtworkMimeType, StoredArtwork } from "#app/forms/artwork.ts";
import type { Upload } from "../db/schema.ts";
import type { CheckedPage } from "./inspection.ts";

/*
 * An upload's record (the `uploads` table) and the site's description of it:
 * an image's pixels, a PDF's first page (its trim, and its bleed beyond it),
 * and the preflight's report, each JSON column read through its schema.
 */

/** Points per inch: PDF page sizes are in points. */
const pointsPerInch = 72;

export interface NewUpload {
  filename: string;
  mimeType: ArtworkMimeType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  page: CheckedPage | null;
  preflight: PreflightReport | null;
  /** Where its check wrote the file's preview (beside the incoming file). */
  previewPath?: string | undefined;
}

const PageBleedSchema = z.object({
  bleedPt: z.object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() }),
  trimNamed: z.boolean(),
});

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The record's columns for a checked file's page and report. */
export function pageColumns(upload: NewUpload) {
  const { page } = upload;
  return {
    page_width_pt: page?.widthPt ?? null,
    page_height_pt: page?.heightPt ?? null,
    page_bleed: page && JSON.stringify({ bleedPt: page.bleedPt, trimNamed: page.trimNamed }),
    preflight: upload.preflight && JSON.stringify(upload.preflight),
  };
}

/** A stored file's record as the site describes it. */
export function describeUpload(row: Upload): StoredArtwork {
  // Files checked before issue 49 have no bleed recorded: all trim.
  const bleed = row.page_bleed === null ? null : PageBleedSchema.parse(JSON.parse(row.page_bleed));
  const inches = (points: number) => round(points / pointsPerInch);
  const page =
    row.page_width_pt && row.page_height_pt
      ? {
          width: inches(row.page_width_pt),
          height: inches(row.page_height_pt),
          bleed: {
            left: inches(bleed?.bleedPt.left ?? 0),
            top: inches(bleed?.bleedPt.top ?? 0),
            right: inches(bleed?.bleedPt.right ?? 0),
            bottom: inches(bleed?.bleedPt.bottom ?? 0),
          },
          trimNamed: bleed?.trimNamed ?? true,
        }
      : null;
  return {
    id: row.id,
    filename: row.filename,
    mimeType: row.mime_type as ArtworkMimeType,
    sizeBytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    pageInches: page,
  };
}
