/**
 * How the templates' guides are drawn, shared by the SVG and the PDF: RGB for
 * the SVG, CMYK (percentages) for the PDF, widths and dashes in points.
 * Magenta and cyan are the print trade's usual cut and safe lines.
 */
const magenta = { rgb: "#ec008c", cmyk: [0, 100, 0, 0] } as const;

export const guides = {
  bleed: { rgb: "#fde4ee", cmyk: [0, 12, 2, 0] },
  cut: { ...magenta, width: 1 },
  safe: { rgb: "#00aeef", cmyk: [100, 0, 0, 0], width: 0.75, dash: [6, 4] },
  cutout: { ...magenta, width: 0.75, dash: [3, 3] },
  /** Notes start `inset` points inside the safe area's corner, one line every `lineHeight`. */
  notes: { rgb: "#4b5563", cmyk: [0, 0, 0, 75], fontSize: 8, lineHeight: 12, inset: 6 },
} as const;
