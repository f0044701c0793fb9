import { Check, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { coverageOptions, finishOptions, onRequestOptions } from "#app/domain/catalog/index.ts";
import type { CoverageId } from "#app/domain/catalog/index.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";
import { listAnd } from "./wording.ts";

const linkClass =
  "text-brand-700 hover:text-brand-900 inline-flex min-h-6 items-center font-semibold underline underline-offset-2";

/** Coverage sold in the customizer (prices from the catalog) and options quoted on request. */
export function CoverageOptions({
  bestFor,
  onRequest,
}: {
  bestFor: Record<CoverageId, string>;
  onRequest: Record<(typeof onRequestOptions)[number], string>;
}) {
  const finishes = listAnd(finishOptions.map((finish) => finish.label));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {coverageOptions.map((option) => (
        <div key={option.id} className="border-brand-200 rounded-2xl border-2 bg-white p-6">
          <h3 className="text-ink text-xl font-bold">
            {option.label}{" "}
            <span className="text-brand-700 block text-lg font-semibold">
              from {formatCents(listPriceCents(option.id))}
            </span>
          </h3>
          <p className="text-ink mt-3 font-medium">{option.meaning}.</p>
          <p className="text-muted mt-2">{bestFor[option.id]}</p>
          <p className="text-muted mt-3 flex items-start gap-2 text-sm">
            <Check aria-hidden="true" className="text-brand-700 mt-0.5 size-4 shrink-0" />
            {finishes} finishes included.
          </p>
          <p className="mt-4">
            <Link to="/custom-laptop-wraps" className={linkClass}>
              Design a {option.label} wrap
            </Link>
          </p>
        </div>
      ))}
      {onRequestOptions.map((name) => (
        <div
          key={name}
          className="border-brand-200 rounded-2xl border-2 border-dashed bg-white p-6"
        >
          <h3 className="text-ink text-xl font-bold">
            {name}{" "}
            <span className="text-muted block text-lg font-semibold">available on request</span>
          </h3>
          <p className="text-muted mt-3">{onRequest[name]}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/contact" className={linkClass}>
                <MessageSquare aria-hidden="true" className="mr-1.5 size-4" />
                Ask us<span className="sr-only"> about {name}</span>
              </Link>
            </li>
            <li>
              <Link to="/bulk-corporate" className={linkClass}>
                Request a bulk quote<span className="sr-only"> for {name}</span>
              </Link>
            </li>
          </ul>
        </div>
      ))}
    </div>
  );
}
