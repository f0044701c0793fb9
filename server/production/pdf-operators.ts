import { formatNumber } from "#app/print-templates/path-commands.ts";

/** A number as a PDF content stream writes it. */
export const n = formatNumber;

/** The operator that concatenates matrix `m` to the current transformation. */
export const matrix = (m: readonly number[]) => `${m.map(n).join(" ")} cm`;

/** A colour's `#rrggbb` as the three operands of an RGB colour operator. */
export const rgb = (hex: string) =>
  [1, 3, 5].map((at) => n(Number.parseInt(hex.slice(at, at + 2), 16) / 255)).join(" ");
