import { findModel } from "~/domain/catalog";
import { lidPrintArea } from "~/domain/catalog/print-area";
import type { SubmissionServices } from "~/services.server";
import { artworkMessages } from "./artwork";
import type { Customizer } from "./customizer";
import type { FieldErrors } from "./form-reply";
import type { OrderDetails } from "./payloads";

/**
 * What a customizer order needs from the server before its payload is made:
 * the uploaded file it names (which must still be stored) and the model's
 * size from the catalog, when the model is one we list.
 */
export async function resolveOrder(
  form: Customizer,
  services: SubmissionServices,
): Promise<{ details: OrderDetails; artworkIds: string[] } | { fieldErrors: FieldErrors }> {
  const artwork = form.artworkId ? await services.findArtwork(form.artworkId) : undefined;
  if (form.artworkId && !artwork) return { fieldErrors: { artworkId: [artworkMessages.expired] } };
  const model = findModel(form.deviceBrand, form.deviceModel ?? "");
  return {
    details: {
      laptopSizeInch: model?.displayInches ?? null,
      artwork: artwork ?? null,
      printArea: lidPrintArea(model),
    },
    artworkIds: artwork ? [artwork.id] : [],
  };
}
