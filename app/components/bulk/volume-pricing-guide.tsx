import { tierRangeLabel } from "#app/components/info/wording.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { coverageOptions } from "#app/domain/catalog/index.ts";
import { bulkDiscountHigh, bulkDiscountLow, bulkMinimum, bulkTiers } from "#app/domain/policies.ts";
import { listPriceCents, priceLine } from "#app/domain/pricing.ts";
import { formatCents, formatPercent } from "#app/lib/format.ts";

/**
 * The bulk discount tiers with the per-unit price of each coverage, from the
 * pricing module the cart and checkout use: the cart's line is this price
 * times the quantity.
 */
export function VolumePricingGuide() {
  return (
    <Section labelledBy="volume-pricing-heading">
      <SectionHeading
        id="volume-pricing-heading"
        title="Volume pricing guide"
        intro={`${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)} off for ${bulkMinimum}+ devices. The more identical wraps you order, the less each one costs.`}
      />
      <div className="border-brand-100 mx-auto max-w-4xl overflow-x-auto rounded-2xl border bg-white shadow-sm">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">
            Volume discounts and example per-unit prices by quantity of one identical design
          </caption>
          <thead className="bg-brand-50 text-ink">
            <tr>
              <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5 sm:py-4">
                Units <span className="text-muted block text-sm font-normal">one design</span>
              </th>
              <th scope="col" className="px-2.5 py-3 font-semibold sm:px-5 sm:py-4">
                Discount
              </th>
              {coverageOptions.map((option) => (
                <th
                  key={option.id}
                  scope="col"
                  className="px-2.5 py-3 font-semibold sm:px-5 sm:py-4"
                >
                  {option.label}{" "}
                  <span className="text-muted block text-sm font-normal">per unit</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-brand-100 divide-y">
            <tr>
              <th scope="row" className="text-ink px-2.5 py-3 font-semibold sm:px-5 sm:py-4">
                1–{bulkMinimum - 1}
              </th>
              <td className="text-muted px-2.5 py-3 sm:px-5 sm:py-4">List price</td>
              {coverageOptions.map((option) => (
                <td key={option.id} className="text-ink px-2.5 py-3 tabular-nums sm:px-5 sm:py-4">
                  {formatCents(listPriceCents(option.id))}
                </td>
              ))}
            </tr>
            {bulkTiers.map((tier) => (
              <tr key={tier.min}>
                <th scope="row" className="text-ink px-2.5 py-3 font-semibold sm:px-5 sm:py-4">
                  {tierRangeLabel(tier)}
                </th>
                <td className="text-brand-800 px-2.5 py-3 font-semibold sm:px-5 sm:py-4">
                  {formatPercent(tier.discount)} off
                </td>
                {coverageOptions.map((option) => (
                  <td
                    key={option.id}
                    className="text-ink px-2.5 py-3 tabular-nums sm:px-5 sm:py-4"
                    data-testid={`guide-${option.id}-${tier.min}`}
                  >
                    {formatCents(priceLine(option.id, tier.min).discountedUnitCents)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="text-muted mx-auto mt-6 max-w-4xl list-disc space-y-1 pl-6 text-sm">
        <li>
          Discounts apply to identical designs; mixed designs may get less. Your cart shows the same
          price per wrap, times the quantity.
        </li>
        <li>Prices are per wrap before shipping. Taxes, if any, are added on the invoice.</li>
      </ul>
    </Section>
  );
}
