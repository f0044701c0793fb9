import type { Brand } from "#app/domain/catalog/index.ts";
import { finishOptions } from "#app/domain/catalog/index.ts";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { files, production, textLinesMax } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { listOr } from "#app/components/info/wording.ts";
import { formatCents } from "#app/lib/format.ts";

/** Search results cut descriptions past about 160 characters. */
const maxDescription = 160;

/** The brand page's meta and structured-data description, kept within 160 characters. */
export function brandPageDescription(brand: Brand): string {
  const lead = `${brand.name} laptop wraps, precision-cut to your exact model: ${brand.description}`;
  const finishes = listOr(finishOptions.map((finish) => finish.label.toLowerCase()));
  const withOffer = `${lead} ${capitalize(finishes)}, from ${formatCents(listPriceRangeCents.low)}.`;
  return withOffer.length <= maxDescription ? withOffer : lead;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How an order for one brand goes, in three steps. */
export function brandSteps(brand: Brand): { title: string; text: string }[] {
  return [
    {
      title: `Pick your ${brand.name} model`,
      text: `Open the customizer with ${brand.name} selected and enter your exact model name or number, so the cut matches your lid exactly.`,
    },
    {
      title: "Add your design",
      text: `Upload your artwork as ${listOr(files.customizerFormats)} (${files.minDpi} DPI or more looks sharpest), choose coverage and finish, and add up to ${textLinesMax} lines of text.`,
    },
    {
      title: "We print, cut and ship",
      text: `Printed and precision-cut in ${site.location.city}, ${site.location.regionName}. ${production.summary}`,
    },
  ];
}
