import { files } from "#app/domain/policies.ts";

/**
 * The page a print template states, in inches: the lid plus the bleed on each
 * side (PRODUCT.md section 4), worked out here independently of the drawing code.
 */
export function statedPageSize(lid: { width: number; height: number }) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    width: round(lid.width + 2 * files.bleedInches),
    height: round(lid.height + 2 * files.bleedInches),
  };
}
