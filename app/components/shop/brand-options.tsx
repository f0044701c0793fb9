import { Check, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { coverageOptions, finishOptions, onRequestOptions } from "#app/domain/catalog/index.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";
import { listAnd } from "#app/components/info/wording.ts";

/** Coverage (with the customizer's prices) and finishes, the same for every brand. */
export function BrandOptions({ brandName }: { brandName: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="border-brand-100 rounded-2xl border bg-white p-6">
        <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
          <Layers aria-hidden="true" className="text-brand-700 size-5" />
          Coverage
        </h3>
        <ul className="mt-4 space-y-4">
          {coverageOptions.map((option) => (
            <li key={option.id} className="flex items-start justify-between gap-4">
              <div>
                <p className="text-ink font-semibold">{option.label}</p>
                <p className="text-muted text-sm">{option.meaning}.</p>
              </div>
              <p className="text-brand-700 text-lg font-bold">
                {formatCents(listPriceCents(option.id))}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-brand-100 rounded-2xl border bg-white p-6">
        <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
          <Sparkles aria-hidden="true" className="text-brand-700 size-5" />
          Finishes
        </h3>
        <ul className="mt-4 space-y-4">
          {finishOptions.map((finish) => (
            <li key={finish.id} className="flex items-start gap-3">
              <Check aria-hidden="true" className="text-brand-700 mt-1 size-4 shrink-0" />
              <div>
                <p className="text-ink font-semibold">{finish.label}</p>
                <p className="text-muted text-sm">{finish.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-muted md:col-span-2">
        {listAnd(onRequestOptions)} for your {brandName} are available on request:{" "}
        <Link
          to="/contact"
          className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2"
        >
          ask us for a quote
        </Link>
        .
      </p>
    </div>
  );
}
