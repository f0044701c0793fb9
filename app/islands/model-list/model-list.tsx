import { Search, Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { filterModelRows } from "./model-filter.ts";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";
import type { ModelRow } from "#app/components/shop/model-rows.ts";

const filterId = "model-filter";

/** What the cheapest wrap costs, on every model's card. */
const fromPrice = formatCents(listPriceRangeCents.low);

/**
 * A brand's models with their Select links and, for long lists, a filter box
 * (an island that hydrates at the visitor's first touch; the list and its
 * links work without it).
 */
export function ModelList({
  brandName,
  rows,
  filterable,
}: {
  brandName: string;
  rows: readonly ModelRow[];
  filterable: boolean;
}) {
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Anything typed before the island hydrated is in the box already.
  useEffect(() => setQuery(input.current?.value ?? ""), []);
  const visible = filterModelRows(rows, query);

  return (
    <div>
      {filterable ? (
        <div className="mx-auto mb-8 flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-end sm:gap-6">
          <div className="flex-1">
            <label htmlFor={filterId} className="text-ink block font-semibold">
              Find your {brandName} model
            </label>
            <div className="relative mt-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600"
              />
              <input
                ref={input}
                id={filterId}
                type="search"
                autoComplete="off"
                placeholder={
                  brandName === "Apple" ? "e.g. Air 15 or A3113" : "Model name or number"
                }
                aria-describedby={`${filterId}-count`}
                onChange={(event) => setQuery(event.currentTarget.value)}
                className="text-ink w-full rounded-lg border border-gray-400 bg-white py-2.5 pr-3 pl-10 placeholder:text-gray-600"
              />
            </div>
          </div>
          <p id={`${filterId}-count`} role="status" className="text-muted sm:pb-3">
            {query.trim() === ""
              ? `${rows.length} ${brandName} models`
              : `${visible.length} of ${rows.length} ${brandName} models match`}
          </p>
        </div>
      ) : null}
      {visible.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((row) => (
            <li
              key={row.name}
              className="border-brand-100 flex items-center justify-between gap-4 rounded-xl border bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <p className="text-ink font-semibold">
                  <a
                    href={row.page}
                    className="hover:text-brand-700 underline-offset-2 hover:underline"
                  >
                    {row.name}
                  </a>
                </p>
                {row.detail ? <p className="text-muted text-sm">{row.detail}</p> : null}
                {row.modelNumbers.length > 0 ? (
                  <p className="text-muted text-sm">Model {row.modelNumbers.join(", ")}</p>
                ) : null}
                <p className="text-brand-700 text-sm font-semibold">From {fromPrice}</p>
                {row.popular ? (
                  <p className="bg-accent-400 text-ink mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold">
                    <Star aria-hidden="true" className="size-3 fill-current" />
                    Popular
                  </p>
                ) : null}
              </div>
              <a href={row.href} className={buttonClasses("outline", "sm", "shrink-0")}>
                Select<span className="sr-only"> {row.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted mx-auto max-w-xl text-center text-lg">
          No {brandName} model matches &ldquo;{query.trim()}&rdquo;. Check the spelling, or type
          your model into the customizer and we cut to it.
        </p>
      )}
    </div>
  );
}
