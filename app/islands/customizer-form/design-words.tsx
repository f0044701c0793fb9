import { clsx } from "clsx";
import { type CSSProperties, memo } from "react";
import { TextField, TextareaField } from "#app/components/forms/fields.tsx";
import type { FieldMeta } from "#app/components/forms/use-form-submission.ts";
import { designName as designNameRule, textLinesMax } from "#app/domain/policies.ts";
import { designNameMessage, sanitizeDesignName } from "#app/forms/design-name.ts";
import {
  type TextStyle,
  textColours,
  textFaces,
  textPositions,
  textStyleFieldNames,
} from "#app/domain/text-style.ts";

/**
 * One part of the text's look as a row of chips (native radios: arrow keys
 * move between them), each drawn by `look`.
 */
function StyleChips<Id extends string, Option extends { id: Id; label: string }>({
  legend,
  name,
  options,
  value,
  onChange,
  look,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: Id;
  onChange: (id: Id) => void;
  look?: (option: Option) => { chip?: CSSProperties; swatch?: string };
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-ink mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const drawn = look?.(option);
          return (
            <label
              key={option.id}
              className={clsx(
                "has-focus-visible:outline-brand-600 flex min-h-10 cursor-pointer items-center gap-2 rounded-full border-2 px-3.5 py-1 text-sm has-focus-visible:outline-3",
                value === option.id
                  ? "border-brand-700 bg-brand-50 text-ink"
                  : "text-ink border-gray-300 bg-white hover:border-gray-400",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              {drawn?.swatch ? (
                <span
                  aria-hidden="true"
                  className="size-4 rounded-full border border-gray-400"
                  style={{ background: drawn.swatch }}
                />
              ) : null}
              <span style={drawn?.chip}>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

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
  hasText,
  textStyle,
  onTextStyleChange,
}: {
  textLine1: FieldMeta;
  textLine2: FieldMeta;
  designName: FieldMeta;
  specialInstructions: FieldMeta;
  onTextLineChange: (index: 0 | 1, value: string) => void;
  /** Whether a text line has words: the look's choices are offered only then. */
  hasText: boolean;
  textStyle: TextStyle;
  onTextStyleChange: (change: Partial<TextStyle>) => void;
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
            live
            onValueChange={(value) => onTextLineChange(index, value)}
          />
        ))}
        {hasText ? (
          <div className="grid gap-4 sm:col-span-2">
            <StyleChips
              legend="Typeface"
              name={textStyleFieldNames.face}
              options={textFaces}
              value={textStyle.face}
              onChange={(face) => onTextStyleChange({ face })}
              look={(face) => ({ chip: { fontFamily: face.family, fontWeight: face.weight } })}
            />
            <StyleChips
              legend="Colour"
              name={textStyleFieldNames.colour}
              options={textColours}
              value={textStyle.colour}
              onChange={(colour) => onTextStyleChange({ colour })}
              look={(colour) => ({ swatch: colour.fill })}
            />
            <StyleChips
              legend="Position on the lid"
              name={textStyleFieldNames.position}
              options={textPositions}
              value={textStyle.position}
              onChange={(position) => onTextStyleChange({ position })}
            />
          </div>
        ) : null}
        <p className="text-muted text-sm sm:col-span-2">
          Printed centred across the lid, in the typeface, colour and place the preview shows.
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
