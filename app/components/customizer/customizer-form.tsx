import { useEffect, useState } from "react";
import { OptionCards } from "~/components/customizer/option-cards";
import { SelectField, TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useNotifications } from "~/components/ui/notifications";
import { brandByName, findModel } from "~/domain/catalog/brands";
import { customizerBrands } from "~/domain/catalog/customizer-brands";
import { lidPrintArea, palmrestPrintArea } from "~/domain/catalog/print-area";
import {
  type CoverageId,
  type FinishId,
  coverageById,
  coverageOptions,
  defaultCoverage,
  defaultFinish,
  finishOptions,
  product,
} from "~/domain/catalog/product";
import { designName, textLinesMax } from "~/domain/policies";
import { cartChangedEvent } from "~/cart/cart-count";
import type { StoredArtwork } from "~/forms/artwork";
import { CustomizerSchema } from "~/forms/customizer";
import { designNameMessage, sanitizeDesignName } from "~/forms/design-name";
import type { FormReply } from "~/forms/form-reply";
import { type Placement, placementFieldNames, placementFromValues } from "~/forms/placement";
import { formatUsd } from "~/lib/format";
import { ArtworkField } from "./artwork-field";
import { PlacementControls } from "./placement-controls";
import { clampPlacement, effectiveDpi, fillScale, placed } from "./placement-math";
import { PrintQuality } from "./print-quality";
import { useArtworkUpload } from "./use-artwork-upload";
import { type PreviewArtwork, WrapPreview } from "./wrap-preview";

/** SPEC.md section 4, verbatim. */
export const addedToCart = "Your custom wrap has been added to cart!";

/**
 * The customizer's form (an island): device, coverage and finish cards with
 * the running total, design name, text lines and artwork.
 */
/** A design opened from the cart: its fields as posted, and its stored artwork. */
export interface EditedDesign {
  itemId: string;
  fields: Record<string, string>;
  artwork: StoredArtwork | null;
}

export function CustomizerForm({
  brand,
  model,
  initialReply,
  edit,
}: {
  brand: string;
  model: string;
  initialReply?: FormReply;
  edit?: EditedDesign | null;
}) {
  const { notify, element: notifications } = useNotifications();
  const { form, fields, pending, reply } = useFormSubmission({
    name: "customizer",
    action: "/custom-laptop-wraps",
    schema: CustomizerSchema,
    initialReply,
    defaultValues: edit?.fields ?? { deviceBrand: brand, deviceModel: model },
    // The visitor may add the same design again with a change or two.
    resetOnSuccess: false,
  });
  const [coverage, setCoverage] = useState<CoverageId>(
    (edit?.fields.coverage as CoverageId | undefined) ?? defaultCoverage,
  );
  const [finish, setFinish] = useState<FinishId>(
    (edit?.fields.finish as FinishId | undefined) ?? defaultFinish,
  );
  // The cart item this design replaces; after it is saved, adding again adds a new design.
  const [editing, setEditing] = useState(edit?.itemId ?? null);
  // What the fields show: the link's values, or what a post without script sent back.
  const [device, setDevice] = useState({
    brand: fields.deviceBrand.defaultValue ?? brand,
    model: fields.deviceModel.defaultValue ?? model,
  });
  const {
    upload,
    start: startUpload,
    clear: clearUpload,
  } = useArtworkUpload(
    edit?.artwork
      ? {
          status: "done",
          artwork: edit.artwork,
          previewUrl: edit.artwork.width ? `/artwork/${edit.artwork.id}/preview` : null,
        }
      : undefined,
  );
  const [placement, setPlacement] = useState<Placement>(() =>
    placementFromValues(edit?.fields ?? {}),
  );
  const selected = coverageById(coverage);
  const designNameError = fields.designName.errors?.length ? designNameMessage : undefined;

  // The print areas of the chosen model (measured, or worked out from its display size).
  const catalogModel = findModel(device.brand, device.model.trim());
  const lid = lidPrintArea(catalogModel);
  const palmrest = coverage === "top-palmrest" ? palmrestPrintArea(lid) : undefined;
  const knownModels = brandByName(device.brand)?.models ?? [];
  const deviceLabel = `${device.brand} ${device.model.trim() || "laptop"}`.trim();

  const done = upload.status === "done" ? upload : null;
  const stored = done?.artwork ?? null;
  const artwork: PreviewArtwork | null = done && {
    url: done.previewUrl,
    aspect:
      done.artwork.width && done.artwork.height
        ? done.artwork.height / done.artwork.width
        : (done.artwork.pageInches?.height ?? 1) / (done.artwork.pageInches?.width ?? 1),
  };
  const fitTo = (mode: "fit" | "fill") =>
    artwork &&
    setPlacement(placed(mode, { area: lid, aspect: artwork.aspect, rotation: placement.rotation }));
  // New artwork starts filling the lid, the usual look of a wrap (state
  // adjusted while rendering, as React recommends for a prop-driven reset).
  const [placedFor, setPlacedFor] = useState<string | undefined>(edit?.artwork?.id);
  if (stored && artwork && placedFor !== stored.id) {
    setPlacedFor(stored.id);
    setPlacement(placed("fill", { area: lid, aspect: artwork.aspect, rotation: 0 }));
  }

  // Once the edited design is saved, adding again adds a new design.
  if (editing && reply !== initialReply && reply?.outcome === "valid") setEditing(null);

  // Effective DPI of an image at the lid's size and zoom; on Top + Palmrest, the lower of the two pieces.
  const dpi =
    stored?.width && artwork
      ? Math.min(
          effectiveDpi(stored.width, placement.scale, lid.width),
          palmrest
            ? effectiveDpi(
                stored.width,
                fillScale({ area: palmrest, aspect: artwork.aspect, rotation: placement.rotation }),
                palmrest.width,
              )
            : Number.POSITIVE_INFINITY,
        )
      : null;

  // Messages as notifications that follow the system theme; the page's own banner covers posts without script.
  useEffect(() => {
    if (!reply || reply === initialReply) return;
    if (reply.outcome === "valid") {
      notify("success", addedToCart);
      window.dispatchEvent(new Event(cartChangedEvent));
    } else if (reply.outcome === "failed") notify("error", reply.message);
    // The file the design named is gone: the chooser says so and takes a new one.
    else if (reply.outcome === "invalid" && reply.fieldErrors.artworkId) clearUpload();
  }, [reply, initialReply, notify, clearUpload]);

  return (
    <form
      {...form}
      onSubmit={(event) => {
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
        void form.onSubmit(event);
      }}
      className="grid grid-cols-1 gap-10 lg:grid-cols-[1.7fr_1fr]"
    >
      <div className="grid grid-cols-1 gap-8">
        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">Your device</legend>
          <SelectField
            meta={fields.deviceBrand}
            label="Device Brand"
            required
            options={customizerBrands}
            placeholder="Select brand"
            onValueChange={(value) => setDevice((current) => ({ ...current, brand: value }))}
          />
          <TextField
            meta={fields.deviceModel}
            label="Device Model"
            placeholder="e.g. MacBook Air 13 (M3)"
            maxLength={120}
            list={knownModels.length ? "device-models" : undefined}
            hint={
              knownModels.length
                ? `Type to search our ${knownModels.length} ${device.brand} models, or enter any model.`
                : "Enter your exact model; we cut to it."
            }
            onValueChange={(value) => setDevice((current) => ({ ...current, model: value }))}
          />
          <datalist id="device-models">
            {knownModels.map((model) => (
              <option key={model.name} value={model.name} />
            ))}
          </datalist>
        </fieldset>
        <OptionCards
          legend="Coverage"
          name={fields.coverage.name}
          value={coverage}
          onChange={(id) => setCoverage(id as CoverageId)}
          options={coverageOptions.map((option) => ({
            id: option.id,
            label: `${option.label} · ${formatUsd(option.price)}`,
            detail: option.meaning,
          }))}
        />
        <OptionCards
          legend="Finish"
          name={fields.finish.name}
          value={finish}
          onChange={(id) => setFinish(id as FinishId)}
          options={finishOptions.map((option) => ({
            id: option.id,
            label: option.label,
            detail: option.description,
          }))}
        />
        <section aria-labelledby="artwork-heading" className="grid gap-5">
          <h2 id="artwork-heading" className="text-ink text-lg font-semibold">
            Your artwork
          </h2>
          <ArtworkField
            upload={upload}
            onFile={(file) => void startUpload(file)}
            onClear={clearUpload}
            error={fields.artworkId.errors?.[0]}
          />
          <WrapPreview
            lid={lid}
            palmrest={palmrest}
            artwork={artwork}
            placement={placement}
            onPlacementChange={setPlacement}
            finish={finish}
            deviceLabel={deviceLabel}
          />
          {artwork ? (
            <>
              <PlacementControls
                placement={placement}
                onChange={(next) => setPlacement(clampPlacement(next))}
                onFit={() => fitTo("fit")}
                onFill={() => fitTo("fill")}
              />
              <PrintQuality dpi={dpi} estimated={lid.estimated} />
              {Object.entries(placementFieldNames).map(([key, name]) => (
                <input
                  key={name}
                  type="hidden"
                  name={name}
                  value={placement[key as keyof Placement]}
                />
              ))}
            </>
          ) : null}
          <p className="text-muted text-sm">
            {lid.estimated
              ? `Preview size: about ${lid.width} × ${lid.height} in, worked out from the screen size; we cut to your exact model.`
              : `Lid: ${lid.width} × ${lid.height} in, from ${device.brand}'s published dimensions.`}
          </p>
        </section>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.designName.id} className="text-ink font-medium">
            Design Name{" "}
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={fields.designName.id}
            name={fields.designName.name}
            defaultValue={fields.designName.defaultValue}
            type="text"
            required
            maxLength={designName.max}
            autoComplete="off"
            aria-invalid={designNameError ? true : undefined}
            aria-describedby={`${fields.designName.descriptionId}${designNameError ? ` ${fields.designName.errorId}` : ""}`}
            onChange={(event) => {
              const clean = sanitizeDesignName(event.currentTarget.value);
              if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
            }}
            className="w-full rounded-lg border border-gray-400 px-3 py-2.5"
          />
          <p id={fields.designName.descriptionId} className="text-muted text-sm">
            {designName.min}–{designName.max} characters: letters, numbers, spaces and - &apos;
            &amp; . only. We use the name to match your wrap to its shipping label; it is not
            printed on the wrap.
          </p>
          {designNameError ? (
            <p
              id={fields.designName.errorId}
              role="alert"
              className="text-sm font-medium text-red-700"
            >
              {designNameError}
            </p>
          ) : null}
        </div>
        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">
            Text on your wrap (up to {textLinesMax} lines)
          </legend>
          <TextField meta={fields.textLine1} label="Text Line 1" maxLength={100} />
          <TextField meta={fields.textLine2} label="Text Line 2" maxLength={100} />
        </fieldset>
        <TextareaField
          meta={fields.specialInstructions}
          label="Special Instructions"
          rows={4}
          maxLength={2000}
          placeholder="Placement, colours, anything we should know"
        />
      </div>
      <aside aria-labelledby="summary-heading" className="lg:sticky lg:top-24 lg:self-start">
        <Card>
          <h2 id="summary-heading" className="text-xl font-bold">
            Summary
          </h2>
          <dl className="text-ink mt-4 space-y-3">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Product</dt>
              <dd>{product.title}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Coverage</dt>
              <dd>{selected.label}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Finish</dt>
              <dd>{finishOptions.find((option) => option.id === finish)?.label}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg font-bold">
              <dt>Total</dt>
              <dd>{formatUsd(selected.price)}</dd>
            </div>
          </dl>
          {editing ? (
            <>
              <input type="hidden" name="cartItemId" value={editing} />
              <p className="text-muted mt-4 text-sm">
                You are editing a design from your cart: adding it replaces that design.
              </p>
            </>
          ) : null}
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={pending}>
            Add to Cart
          </Button>
          <a
            href="/cart"
            className="text-brand-700 mt-3 block text-center font-medium underline underline-offset-4"
          >
            View cart
          </a>
          <div className="mt-4">
            {reply === initialReply ? (
              <FormOutcome
                reply={reply}
                title={addedToCart}
                detail="Keep designing: change anything and add it again for another version."
              />
            ) : null}
          </div>
        </Card>
      </aside>
      {notifications}
    </form>
  );
}
