import type { PlacedOrder } from "#app/domain/orders.ts";
import type { DesignArtworkPreflight } from "#app/domain/staff.ts";
import { storedPreflight } from "../preflight/report-schema.ts";
import type { UploadStore } from "../uploads/store.ts";

/** The preflight report of each design's artwork that has one, in the order's line order. */
export async function artworkPreflights(
  uploads: Pick<UploadStore, "find">,
  order: PlacedOrder,
): Promise<DesignArtworkPreflight[]> {
  const found = await Promise.all(
    order.lines.map(async (line) => {
      const artwork = line.design.artwork;
      const upload = artwork ? await uploads.find(artwork.id) : undefined;
      const report = upload ? storedPreflight(upload.preflight) : null;
      return report ? [{ lineId: line.id, report }] : [];
    }),
  );
  return found.flat();
}
