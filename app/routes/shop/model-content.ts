import type { Brand, LaptopModel } from "#app/domain/catalog/index.ts";
import { displaySize } from "#app/domain/catalog/index.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import { listPriceRangeCents } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";

/** Search results cut descriptions past about 160 characters. */
const maxDescription = 160;

/** The model page's title: what a shopper searching for it types, e.g. "Dell XPS 13 9350 Skin & Wrap". */
export const modelPageTitle = (brand: Brand, model: LaptopModel) =>
  `${deviceName(brand.name, model.name)} Skin & Wrap`;

/** The model page's meta and structured-data description, within 160 characters. */
export function modelPageDescription(brand: Brand, model: LaptopModel): string {
  const name = deviceName(brand.name, model.name);
  const full = `Custom vinyl wrap for the ${name}, cut to its lid and printed with your artwork in matte or gloss. From ${formatCents(listPriceRangeCents.low)}, made in the USA.`;
  return full.length <= maxDescription
    ? full
    : `Custom vinyl wrap for the ${name}, cut to its lid. From ${formatCents(listPriceRangeCents.low)}.`;
}

export interface ModelFact {
  term: string;
  detail: string;
}

const inches = (value: number) => `${value.toFixed(2)} in`;
const mm = (value: number) => Math.round(value * millimetresPerInch);

/**
 * What the page tells a shopper about the model's cut: its display, its lid's
 * size and where that size comes from (issue 34), and its model numbers.
 */
export function modelFacts(brand: Brand, model: LaptopModel): ModelFact[] {
  const { lid, outline } = deviceBody(brand.name, model.name);
  const facts: ModelFact[] = [
    { term: "Display", detail: displaySize(model) },
    {
      term: "Lid",
      detail: `${inches(lid.width)} × ${inches(lid.height)} (${mm(lid.width)} × ${mm(lid.height)} mm)`,
    },
    {
      term: "Outline",
      detail:
        outline === "display"
          ? `Estimated from the ${displaySize(model)} screen: we have not measured this model yet.`
          : "Sized from the maker's published dimensions.",
    },
  ];
  if (model.chip) facts.push({ term: "Chip", detail: model.chip });
  if (model.modelNumbers?.length) {
    facts.push({ term: "Model number", detail: model.modelNumbers.join(", ") });
  }
  return facts;
}
