/**
 * What we sell: the single product, its options and prices. Prices are in US
 * dollars.
 */

export const currency = "USD";

export const product = {
  id: "custom-laptop-wrap",
  title: "Custom Laptop Wrap",
  sku: "CLW-001",
  currency,
} as const;

export type CoverageId = "top-only" | "top-palmrest";

export interface CoverageOption {
  id: CoverageId;
  label: string;
  price: number;
  meaning: string;
}

export const coverageOptions: readonly CoverageOption[] = [
  { id: "top-only", label: "Top Only", price: 24.95, meaning: "Lid only" },
  {
    id: "top-palmrest",
    label: "Top + Palmrest",
    price: 34.95,
    meaning: "Lid and palmrest, with the trackpad cut out",
  },
];

export type FinishId = "matte" | "gloss";

export interface FinishOption {
  id: FinishId;
  label: string;
  description: string;
}

export const finishOptions: readonly FinishOption[] = [
  {
    id: "matte",
    label: "Matte",
    description: "Glare-free, soft to the touch, hides fingerprints.",
  },
  {
    id: "gloss",
    label: "Gloss",
    description: "Vivid colour and deep blacks with a shine that makes photos pop.",
  },
];

/** Coverage and finish that exist but are quoted by hand, not sold in the customizer. */
export const onRequestOptions = ["Full Coverage (Full Body)", "Textured finish"] as const;

export const defaultCoverage: CoverageId = "top-only";
export const defaultFinish: FinishId = "matte";

export function coverageById(id: CoverageId): CoverageOption {
  const option = coverageOptions.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`Unknown coverage ${id}`);
  return option;
}

/** Common lid sizes (width by height, inches) for the fit & sizing guide. */
export interface LidSize {
  screen: string;
  width: string;
  height: string;
  examples: string;
}

export const commonLidSizes: readonly LidSize[] = [
  {
    screen: "13 inch",
    width: "11.5–12.5",
    height: "8–9",
    examples: "MacBook Air 13, Dell XPS 13, ThinkPad X13",
  },
  {
    screen: "14 inch",
    width: "12.5–13.5",
    height: "8.5–9.5",
    examples: "MacBook Pro 14, ThinkPad X1 Carbon, HP EliteBook 840",
  },
  {
    screen: "15 inch",
    width: "13.5–14.5",
    height: "9–10",
    examples: "MacBook Air 15, Dell XPS 15, Surface Laptop 15",
  },
  {
    screen: "16–17 inch",
    width: "15–16",
    height: "10–11",
    examples: "MacBook Pro 16, Dell XPS 17, Lenovo Legion 7",
  },
];
