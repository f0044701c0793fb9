import { findModel } from "#app/domain/catalog/index.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { lidPrintArea } from "#app/domain/catalog/print-area.ts";
import { designPrintQuality } from "#app/domain/print-quality.ts";
import { coverageById, finishOptions, type CoverageId } from "#app/domain/catalog/product.ts";
import type { StoredDesign } from "#app/domain/cart.ts";
import type { RouterContextProvider } from "react-router";
import { shopServicesContext, submissionServicesContext } from "#app/services.server.ts";
import { artworkFrame, artworkShape } from "#app/domain/artwork-frame.ts";
import { artworkMessages } from "#app/forms/artwork.ts";
import { type Customizer, CustomizerSchema, printAnywayMessage } from "#app/forms/customizer.ts";
import type { FieldErrors } from "#app/forms/form-reply.ts";
import { type OrderDetails, type orderPayload, orderNotes } from "#app/webhooks/payloads.server.ts";
import { placementFrom } from "#app/forms/placement.ts";
import { textStyleFrom } from "#app/domain/text-style.ts";

/**
 * What a customizer order needs from the server before its payload is made:
 * the uploaded file it names (which must still be stored), the model's body
 * as the customizer drew it (the catalog's, cut to the shop's template of it),
 * the artwork's trim and bleed on it, and how sharply the image prints there,
 * worked out here (poor quality must have been confirmed with "Print it anyway").
 */
export async function resolveOrder(
  form: Customizer,
  context: Readonly<RouterContextProvider>,
): Promise<{ details: OrderDetails; artworkIds: string[] } | { fieldErrors: FieldErrors }> {
  const services = context.get(submissionServicesContext);
  const artwork = form.artworkId ? await services.findArtwork(form.artworkId) : undefined;
  if (form.artworkId && !artwork) return { fieldErrors: { artworkId: [artworkMessages.expired] } };
  const template = await context
    .get(shopServicesContext)
    .cutTemplate(form.deviceBrand, form.deviceModel ?? "");
  const body = deviceBody(form.deviceBrand, form.deviceModel, template);
  const frame = artwork ? artworkFrame(artworkShape(artwork), body.lid) : null;
  const printQuality =
    artwork?.width && artwork.height
      ? designPrintQuality({
          pixels: { width: artwork.width, height: artwork.height },
          placement: placementFrom(form),
          body,
          palmrest: form.coverage === "top-palmrest",
        })
      : null;
  if (printQuality?.tier === "poor" && !form.printAnyway) {
    return { fieldErrors: { printAnyway: [printAnywayMessage] } };
  }
  return {
    details: {
      laptopSizeInch: findModel(form.deviceBrand, form.deviceModel)?.displayInches ?? null,
      artwork: artwork && frame ? { ...artwork, frame } : null,
      printArea: lidPrintArea(body),
      printQuality: printQuality && { ...printQuality, confirmed: form.printAnyway },
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
      textLines: [form.textLine1 ?? "", form.textLine2 ?? ""],
      textStyle: textStyleFrom(form),
      placement: artwork ? placementFrom(form) : null,
      artwork: artwork && {
        id: artwork.id,
        url: artwork.url,
        filename: artwork.filename,
        mimeType: artwork.mimeType,
        aspect: artwork.frame.aspect,
        bleed: artwork.frame.bleed,
      },
      printQuality: details.printQuality,
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
