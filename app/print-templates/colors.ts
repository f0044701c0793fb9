/**
 * Guide colours of the print templates: RGB for the SVG, CMYK (percentages)
 * for the PDF. Magenta and cyan are the print trade's usual cut and safe lines.
 */
export const guideColors = {
  bleed: { rgb: "#fde4ee", cmyk: [0, 12, 2, 0] },
  cut: { rgb: "#ec008c", cmyk: [0, 100, 0, 0] },
  safe: { rgb: "#00aeef", cmyk: [100, 0, 0, 0] },
  notes: { rgb: "#4b5563", cmyk: [0, 0, 0, 75] },
} as const satisfies Record<
  string,
  { rgb: string; cmyk: readonly [number, number, number, number] }
>;
