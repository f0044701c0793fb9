import { useState } from "react";
import { OptionCards } from "~/components/customizer/option-cards";
import { SelectField, TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { useFormSubmission } from "~/components/forms/use-form-submission";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { customizerBrands } from "~/domain/catalog/customizer-brands";
// Not the catalog's index: that would bring every model into this island's script.
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
import { designName, files, textLinesMax } from "~/domain/policies";
import { CustomizerSchema } from "~/forms/customizer";
import { designNameMessage, sanitizeDesignName } from "~/forms/design-name";
import type { FormReply } from "~/forms/form-reply";
import { formatUsd } from "~/lib/format";

/** SPEC.md section 4, verbatim. */
export const addedToCart = "Your custom wrap has been added to cart!";

/**
 * The customizer's form (an island): device, coverage and finish cards with
 * the running total, design name, text lines and artwork.
 */
export function CustomizerForm({
  brand,
  model,
  initialReply,
}: {
  brand: string;
  model: string;
  initialReply?: FormReply;
}) {
  const { form, fields, pending, reply } = useFormSubmission({
    name: "customizer",
    action: "/custom-laptop-wraps",
    schema: CustomizerSchema,
    initialReply,
    defaultValues: { deviceBrand: brand, deviceModel: model },
    // The visitor may add the same design again with a change or two.
    resetOnSuccess: false,
  });
  const [coverage, setCoverage] = useState<CoverageId>(defaultCoverage);
  const [finish, setFinish] = useState<FinishId>(defaultFinish);
  const selected = coverageById(coverage);
  const designNameError = fields.designName.errors?.length ? designNameMessage : undefined;

  return (
    <form {...form} className="grid grid-cols-1 gap-10 lg:grid-cols-[1.7fr_1fr]">
      <div className="grid grid-cols-1 gap-8">
        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">Your device</legend>
          <SelectField
            meta={fields.deviceBrand}
            label="Device Brand"
            required
            options={customizerBrands}
            placeholder="Select brand"
          />
          <TextField
            meta={fields.deviceModel}
            label="Device Model"
            placeholder="e.g. MacBook Air 13 (M3)"
            maxLength={120}
          />
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="artwork" className="text-ink font-medium">
            Artwork <span className="text-muted font-normal">(optional)</span>
          </label>
          <input
            id="artwork"
            type="file"
            name="artwork"
            accept={files.customizerAccept}
            aria-describedby="artwork-hint"
            className="rounded-lg border border-dashed border-gray-400 p-4"
          />
          <p id="artwork-hint" className="text-muted text-sm">
            {files.customizerFormats.join(", ")} · minimum {files.minDpi} DPI at print size ·
            maximum {files.maxUploadMb}MB
          </p>
        </div>
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
          <Button type="submit" size="lg" className="mt-6 w-full" disabled={pending}>
            Add to Cart
          </Button>
          <div className="mt-4">
            <FormOutcome
              reply={reply}
              title={addedToCart}
              detail="Keep designing: change anything and add it again for another version."
            />
          </div>
        </Card>
      </aside>
    </form>
  );
}
