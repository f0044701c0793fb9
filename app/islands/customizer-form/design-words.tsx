import { memo } from "react";
import { TextField, TextareaField } from "#app/components/forms/fields.tsx";
import type { FieldMeta } from "#app/components/forms/use-form-submission.ts";
import { designName as designNameRule, textLinesMax } from "#app/domain/policies.ts";
import { designNameMessage, sanitizeDesignName } from "#app/forms/design-name.ts";

/**
 * The design's words: the text lines printed on the lid (the preview draws
 * them as they are typed), the design's name for its shipping label, and the
 * instructions for our designers. Memoized: moving or resizing the artwork
 * does not draw these again.
 */
export const DesignWords = memo(function DesignWords({
  textLine1,
  textLine2,
  designName,
  specialInstructions,
  onTextLineChange,
}: {
  textLine1: FieldMeta;
  textLine2: FieldMeta;
  designName: FieldMeta;
  specialInstructions: FieldMeta;
  onTextLineChange: (index: 0 | 1, value: string) => void;
}) {
  const designNameError = designName.errors?.length ? designNameMessage : undefined;
  return (
    <>
      <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="text-ink mb-3 text-lg font-semibold">
          Text on your wrap (up to {textLinesMax} lines)
        </legend>
        {([0, 1] as const).map((index) => (
          <TextField
            key={index}
            meta={index === 0 ? textLine1 : textLine2}
            label={`Text Line ${index + 1}`}
            maxLength={100}
            onValueChange={(value) => onTextLineChange(index, value)}
          />
        ))}
        <p className="text-muted text-sm sm:col-span-2">
          Printed centred near the hinge edge of the lid, as the preview shows.
        </p>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={designName.id} className="text-ink font-medium">
          Design Name{" "}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={designName.id}
          name={designName.name}
          defaultValue={designName.defaultValue}
          type="text"
          required
          maxLength={designNameRule.max}
          autoComplete="off"
          aria-invalid={designNameError ? true : undefined}
          aria-describedby={`${designName.descriptionId}${designNameError ? ` ${designName.errorId}` : ""}`}
          onChange={(event) => {
            const clean = sanitizeDesignName(event.currentTarget.value);
            if (clean !== event.currentTarget.value) event.currentTarget.value = clean;
          }}
          className="w-full rounded-lg border border-gray-400 px-3 py-2.5"
        />
        <p id={designName.descriptionId} className="text-muted text-sm">
          {designNameRule.min}–{designNameRule.max} characters: letters, numbers, spaces and -
          &apos; &amp; . only. We use the name to match your wrap to its shipping label; it is not
          printed on the wrap.
        </p>
        {designNameError ? (
          <p id={designName.errorId} role="alert" className="text-sm font-medium text-red-700">
            {designNameError}
          </p>
        ) : null}
      </div>
      <TextareaField
        meta={specialInstructions}
        label="Special Instructions"
        rows={4}
        maxLength={2000}
        placeholder="Placement, colours, or the design you want our designers to make"
      />
    </>
  );
});
