import { clsx } from "clsx";
import { memo } from "react";

interface Option<Id extends string> {
  id: Id;
  label: string;
  detail: string;
}

/** A radio group drawn as cards: arrow keys move between options, as native radios do. */
function OptionCardsOf<Id extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Option<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-ink mb-3 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={clsx(
              "has-focus-visible:outline-brand-600 flex cursor-pointer gap-3 rounded-xl border-2 p-4 has-focus-visible:outline-3",
              value === option.id ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="accent-brand-700 mt-1 size-4"
            />
            <span>
              <span className="text-ink block font-semibold">{option.label}</span>
              <span className="text-muted block text-sm">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Memoized: the cards are drawn again only when their own props change. */
export const OptionCards = memo(OptionCardsOf) as typeof OptionCardsOf;
