import { useEffect, useRef, useState } from "react";
import { OptionCards } from "./option-cards.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { useNotifications } from "#app/components/ui/notifications.tsx";
import { cartChangedEvent } from "#app/cart/cart-count.ts";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { coverageOptions, finishOptions } from "#app/domain/catalog/product.ts";
import { cutting } from "#app/domain/policies.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import { CustomizerSchema, textLineNames } from "#app/forms/customizer.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { formatCents } from "#app/lib/format.ts";
import { type AddedDesign, AddedDialog, addedToCart } from "./added-dialog.tsx";
import { ArtworkField } from "./artwork-field.tsx";
import { DesignPreview } from "./design-preview.tsx";
import { DesignSummary, previewSectionId } from "./design-summary.tsx";
import { DesignWords } from "./design-words.tsx";
import { DeviceFields } from "./device-fields.tsx";
import { BareLid } from "./bare-lid.tsx";
import { PlacementControls, PlacementFields } from "./placement-controls.tsx";
import { PrintQuality } from "./print-quality.tsx";
import { useDesign } from "./use-design.ts";

const coverageCards = coverageOptions.map((option) => ({
  id: option.id,
  label: `${option.label} · ${formatCents(listPriceCents(option.id))}`,
  detail: option.meaning,
}));

const finishCards = finishOptions.map((option) => ({
  id: option.id,
  label: option.label,
  detail: option.description,
}));

/** A design opened from the cart: its fields as posted, and its stored artwork. */
export interface EditedDesign {
  itemId: string;
  fields: Record<string, string>;
  artwork: StoredArtwork | null;
}

/**
 * The customizer (an island): the design on the visitor's own laptop beside
 * its options: device, coverage, finish, artwork and its placement, text
 * lines, design name and instructions, then the summary with Add to Cart.
 */
export function CustomizerForm({
  brand,
  model,
  template = null,
  initialReply,
  edit,
}: {
  brand: string;
  model: string;
  /** The start device's measured template (issue 34), if the shop has one. */
  template?: CutTemplate | null;
  initialReply?: FormReply;
  edit?: EditedDesign | null;
}) {
  const { notify, element: notifications } = useNotifications();
  const [defaultValues] = useState(
    () => edit?.fields ?? { deviceBrand: brand, deviceModel: model },
  );
  const { form, fields, pending, reply } = useFormSubmission({
    name: "customizer",
    action: "/custom-laptop-wraps",
    schema: CustomizerSchema,
    initialReply,
    defaultValues,
    // The visitor may add the same design again with a change or two.
    resetOnSuccess: false,
    // A character the typeface cannot print is said as it is typed, and when the face changes.
    liveFields: textLineNames,
  });
  const values = initialReply?.outcome === "invalid" ? initialReply.values : (edit?.fields ?? {});
  const state = useDesign({
    device: {
      brand: fields.deviceBrand.defaultValue ?? brand,
      model: fields.deviceModel.defaultValue ?? model,
    },
    values,
    artwork: edit?.artwork ?? null,
    template,
  });
  const { upload, design, clearUpload } = state;
  // The cart item this design replaces; after it is saved, adding again adds a new design.
  const [editing, setEditing] = useState(edit?.itemId ?? null);
  const [added, setAdded] = useState<AddedDesign | null>(null);
  // The design as it was when Add to Cart was pressed, for the panel that confirms it.
  const submitted = useRef<Omit<AddedDesign, "cartUnits"> | null>(null);

  if (editing && reply !== initialReply && reply?.outcome === "valid") setEditing(null);

  useEffect(() => {
    if (!reply || reply === initialReply) return;
    if (reply.outcome === "valid") {
      window.dispatchEvent(new Event(cartChangedEvent));
      if (submitted.current) setAdded({ ...submitted.current, cartUnits: reply.cartUnits ?? null });
    } else if (reply.outcome === "failed") notify("error", reply.message);
    // The file the design named is gone: the chooser says so and takes a new one.
    else if (reply.outcome === "invalid" && reply.fieldErrors.artworkId) clearUpload();
  }, [reply, initialReply, notify, clearUpload]);

  return (
    <>
      {reply === initialReply ? (
        <div className="mb-6">
          <FormOutcome
            reply={reply}
            title={addedToCart}
            detail="Keep designing: change anything and add it again for another version."
          />
        </div>
      ) : null}
      <form
        {...form}
        onSubmit={(event) => {
          // Add to Cart stays pressable while a post is pending: a second press is not a second add,
          // and must not change the design the panel will confirm.
          if (pending) {
            event.preventDefault();
            return;
          }
          // A design is not added while its artwork is on its way, or after the file was refused.
          if (upload.status === "uploading" || upload.status === "failed") {
            event.preventDefault();
            notify(
              "error",
              upload.status === "uploading"
                ? "Your artwork is still uploading: please wait a moment, or cancel the upload."
                : "Your artwork was not uploaded: choose another file, or dismiss the message to order without it.",
            );
            return;
          }
          submitted.current = {
            body: state.body,
            design,
            palmrest: state.palmrest,
            label: state.previewLabel.replace(/^Preview/, "Added"),
            summary: `${state.deviceName} · ${state.coverageLabel} · ${state.finishLabel} · ${formatCents(listPriceCents(state.coverage))}.`,
          };
          void form.onSubmit(event);
        }}
        className="clear-of-bars grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-12"
      >
        {/*
          One grid, three parts. On a desktop the preview and the summary share the first column (the
          preview held at the top of the screen, the summary at its foot, the preview's bottom margin
          keeping it clear of the summary at the form's end) and the options have the second to
          themselves, so the summary never covers an option; their padding keeps the preview in
          view down to the last of them. On a phone, one column: the preview
          held under the header while the options scroll beneath it (on a screen tall enough for
          both), and the summary a bar at the screen's foot, after every option.
        */}
        <section
          id={previewSectionId}
          aria-label="Preview"
          className="z-20 -mx-4 scroll-mt-20 bg-white px-4 pb-2 sm:-mx-6 sm:px-6 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1 lg:mx-0 lg:mb-36 lg:self-start lg:bg-transparent lg:px-0 lg:pb-0 [@media(min-height:600px)]:max-lg:sticky [@media(min-height:600px)]:max-lg:top-16"
        >
          <DesignPreview
            body={state.body}
            design={design}
            palmrest={state.palmrest}
            view={state.view}
            onViewChange={state.setView}
            onPlacementChange={state.setPlacement}
            live={state.livePlacement}
            label={state.previewLabel}
          />
        </section>
        <div className="grid min-w-0 content-start gap-8 lg:col-start-2 lg:row-start-1 lg:pb-40">
          <DeviceFields
            brandMeta={fields.deviceBrand}
            modelMeta={fields.deviceModel}
            device={state.device}
            onChange={state.setDevice}
          />
          <OptionCards
            legend="Coverage"
            name={fields.coverage.name}
            value={state.coverage}
            onChange={state.setCoverage}
            options={coverageCards}
          />
          <OptionCards
            legend="Finish"
            name={fields.finish.name}
            value={state.finish}
            onChange={state.setFinish}
            options={finishCards}
          />
          <section aria-labelledby="artwork-heading" className="grid gap-5">
            <h2 id="artwork-heading" className="text-ink text-lg font-semibold">
              Your artwork
            </h2>
            <ArtworkField
              upload={upload}
              onFile={state.startUpload}
              onClear={state.clearUpload}
              error={fields.artworkId.errors?.[0]}
              autoFocus={fields.artworkId.autoFocus}
            />
            {design.artwork ? (
              <>
                <PlacementFields placement={state.placement} />
                {state.view === "lid" ? (
                  <PlacementControls
                    placement={state.placement}
                    onPlace={state.placeArtwork}
                    onFit={state.fit}
                    live={state.livePlacement}
                  />
                ) : (
                  <p className="text-muted text-sm">
                    The palm rest takes your artwork filled and turned as on the lid.{" "}
                    <button
                      type="button"
                      onClick={() => state.setView("lid")}
                      className="text-brand-700 font-semibold underline underline-offset-2"
                    >
                      Show the lid to move or resize it
                    </button>
                  </p>
                )}
                <BareLid share={state.bareShare} />
                <PrintQuality
                  quality={state.quality}
                  estimated={state.lid.outline === "display"}
                  confirm={fields.printAnyway}
                />
              </>
            ) : null}
            <p className="text-muted text-sm">
              {state.lid.outline === "display"
                ? `Preview size: about ${state.lid.width} × ${state.lid.height} in, worked out from the screen size.`
                : `Lid: ${state.lid.width} × ${state.lid.height} in, from the maker's published dimensions.`}{" "}
              {cutting.outlineConfirmation}
            </p>
          </section>
          <DesignWords
            textLine1={fields.textLine1}
            textLine2={fields.textLine2}
            designName={fields.designName}
            specialInstructions={fields.specialInstructions}
            onTextLineChange={state.setTextLine}
            hasText={state.textLines.some((line) => line.trim() !== "")}
            textStyle={state.textStyle}
            onTextStyleChange={state.setTextStyle}
          />
        </div>
        <DesignSummary
          body={state.body}
          design={design}
          device={state.deviceName}
          coverage={state.coverageLabel}
          finish={state.finishLabel}
          priceCents={listPriceCents(state.coverage)}
          pending={pending}
          editing={editing}
        />
        {notifications}
      </form>
      <AddedDialog added={added} onClose={() => setAdded(null)} />
    </>
  );
}
