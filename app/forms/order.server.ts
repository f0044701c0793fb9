import { findModel } from "~/domain/catalog";
import { lidPrintArea } from "~/domain/catalog/print-area";
import { coverageById, finishOptions, type CoverageId } from "~/domain/catalog/product";
import type { StoredDesign, SubmissionServices } from "~/services.server";
import { artworkMessages } from "./artwork";
import { type Customizer, CustomizerSchema } from "./customizer";
import type { FieldErrors } from "./form-reply";
import { type OrderDetails, type orderPayload, orderNotes } from "./payloads";

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

/**
 * The cart's copy of a design added from the customizer: the fields to open
 * it again for editing, what the cart and the order show, and the
 * add-to-cart payload's description of the wrap.
 */
export function storedDesign(
  form: Customizer,
  details: OrderDetails,
  payload: ReturnType<typeof orderPayload>,
  values: Record<string, string>,
): StoredDesign {
  const fields = Object.fromEntries(
    Object.keys(CustomizerSchema.shape)
      .filter((name) => name !== "cartItemId" && values[name])
      .map((name) => [name, values[name] as string]),
  );
  const { artwork } = details;
  return {
    fields,
    design: {
      deviceBrand: form.deviceBrand,
      deviceModel: form.deviceModel ?? "",
      coverage: form.coverage,
      coverageLabel: coverageById(form.coverage as CoverageId).label,
      finish: form.finish,
      finishLabel: finishOptions.find((option) => option.id === form.finish)?.label ?? form.finish,
      designName: form.designName,
      notes: orderNotes(form),
      artwork: artwork && {
        id: artwork.id,
        url: artwork.url,
        filename: artwork.filename,
        mimeType: artwork.mimeType,
      },
    },
    wrap: {
      product: payload.product,
      device: payload.device,
      options: payload.options,
      design_label_name: payload.design_label_name,
      image: payload.image,
    },
  };
}
