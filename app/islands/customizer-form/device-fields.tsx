import { Search } from "lucide-react";
import { useState, memo } from "react";
import type { FieldMeta } from "#app/components/forms/use-form-submission.ts";
import { controlClass } from "#app/components/ui/control.ts";
import { brands } from "#app/domain/catalog/brands.ts";
import { customizerBrands } from "#app/domain/catalog/customizer-brands.ts";
import { matchesQuery } from "#app/domain/catalog/model-search.ts";

export interface Device {
  brand: string;
  model: string;
}

/** Every catalog model, with what a visitor may search it by. */
const catalog = brands.flatMap((brand) =>
  brand.models.map((model) => ({
    brand: brand.name,
    name: model.name,
    size: `${model.displayInches}"`,
    numbers: model.modelNumbers ?? [],
  })),
);

const finderId = "model-finder";
const maxResults = 8;

/**
 * Help for a visitor who does not know their model: search the whole catalog
 * by name or by the number printed on the underside, and pick the result.
 */
function ModelFinder({ onPick }: { onPick: (device: Device) => void }) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const found =
    query.trim().length < 2
      ? []
      : catalog.filter((entry) =>
          matchesQuery(query, [`${entry.brand} ${entry.name}`, entry.size, ...entry.numbers]),
        );
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="sm:col-span-2"
    >
      <summary className="text-brand-700 cursor-pointer text-sm font-medium underline underline-offset-4">
        Not sure which model you have?
      </summary>
      <div className="mt-3 grid gap-2 rounded-xl bg-gray-50 p-4">
        <label htmlFor={finderId} className="text-ink text-sm font-medium">
          Search by name or by the number on the underside
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-600"
          />
          <input
            id={finderId}
            type="search"
            autoComplete="off"
            placeholder="e.g. A2681, XPS 13 or Chromebook 314"
            aria-describedby={`${finderId}-help ${finderId}-count`}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className={`${controlClass} pl-9`}
          />
        </div>
        <p id={`${finderId}-help`} className="text-muted text-sm">
          On a Mac the number starting with A is printed on the underside (or see Apple menu › About
          This Mac). On other laptops, look for the model on the label underneath, or in Settings ›
          System › About.
        </p>
        <p id={`${finderId}-count`} role="status" className="text-muted text-sm">
          {query.trim().length < 2
            ? ""
            : found.length === 0
              ? "No model in our list matches: type your model above as it is written, and we cut to it."
              : `${found.length} ${found.length === 1 ? "model matches" : "models match"}${found.length > maxResults ? `; the first ${maxResults}:` : ":"}`}
        </p>
        {found.length ? (
          <ul className="grid gap-1">
            {found.slice(0, maxResults).map((entry) => (
              <li key={`${entry.brand}/${entry.name}`}>
                <button
                  type="button"
                  onClick={() => {
                    onPick({ brand: entry.brand, model: entry.name });
                    setOpen(false);
                  }}
                  className="hover:bg-brand-50 focus-visible:outline-brand-600 w-full rounded-lg px-3 py-2 text-left focus-visible:outline-3"
                >
                  <span className="text-ink font-medium">
                    {entry.brand === "Chromebook" ? entry.name : `${entry.brand} ${entry.name}`}
                  </span>
                  <span className="text-muted text-sm">
                    {" "}
                    · {entry.size}
                    {entry.numbers.length ? ` · ${entry.numbers.join(", ")}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}

/**
 * Brand and model (required: every wrap is cut to a model). The brand's
 * models are suggested as the visitor types, any text is still taken, and
 * the finder helps whoever does not know theirs.
 */
export const DeviceFields = memo(function DeviceFields({
  brandMeta,
  modelMeta,
  device,
  onChange,
}: {
  brandMeta: FieldMeta;
  modelMeta: FieldMeta;
  device: Device;
  onChange: (device: Device) => void;
}) {
  const knownModels = brands.find((brand) => brand.name === device.brand)?.models ?? [];
  const modelError = modelMeta.errors?.length ? modelMeta.errors.join(" ") : undefined;
  const hintId = modelMeta.descriptionId;
  return (
    // One field a row: a model's full name (a MacBook's is long) fits its box.
    <fieldset className="grid min-w-0 gap-5">
      <legend className="text-ink mb-3 text-lg font-semibold">Your device</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={brandMeta.id} className="text-ink font-medium">
          Device Brand
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <select
          id={brandMeta.id}
          name={brandMeta.name}
          required
          value={device.brand}
          onChange={(event) => onChange({ brand: event.currentTarget.value, model: "" })}
          aria-invalid={brandMeta.errors?.length ? true : undefined}
          className={controlClass}
        >
          <option value="">Select brand</option>
          {customizerBrands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={modelMeta.id} className="text-ink font-medium">
          Device Model
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <input
          id={modelMeta.id}
          name={modelMeta.name}
          type="text"
          required
          maxLength={120}
          autoComplete="off"
          placeholder="e.g. MacBook Air (13-inch, M3, 2024)"
          list={knownModels.length ? "device-models" : undefined}
          value={device.model}
          onChange={(event) => onChange({ ...device, model: event.currentTarget.value })}
          autoFocus={modelMeta.autoFocus}
          aria-invalid={modelError ? true : undefined}
          aria-describedby={`${hintId}${modelError ? ` ${modelMeta.errorId}` : ""}`}
          className={controlClass}
        />
        <p id={hintId} className="text-muted text-sm">
          {knownModels.length
            ? `Pick one of our ${knownModels.length} ${device.brand} models as you type, or enter yours as it is written: we cut to it.`
            : "Enter your exact model as it is written on the laptop: we cut to it."}
        </p>
        {modelError ? (
          <p id={modelMeta.errorId} role="alert" className="text-sm font-medium text-red-700">
            {modelError}
          </p>
        ) : null}
        <datalist id="device-models">
          {knownModels.map((model) => (
            <option key={model.name} value={model.name} />
          ))}
        </datalist>
      </div>
      <ModelFinder onPick={onChange} />
    </fieldset>
  );
});
