import type { LidCutout, LidDimensions } from "./models.ts";

/**
 * Lid outlines (width × depth of the closed lid, in inches, from the makers'
 * published dimensions) of the models we publish print templates for. Models
 * that share a chassis share an outline.
 */

/** A logo centred on the lid, as Apple, Dell and HP place theirs; the wrap is cut around it. */
function centredLogo(
  lid: { width: number; height: number },
  size: { width: number; height: number },
  shape: LidCutout["shape"] = "ellipse",
): LidCutout {
  return {
    label: "Logo cut-out",
    shape,
    centerX: lid.width / 2,
    centerY: lid.height / 2,
    ...size,
  };
}

function lid(
  width: number,
  height: number,
  cornerRadius: number,
  logo?: { width: number; height: number; shape?: LidCutout["shape"] },
): LidDimensions {
  return {
    width,
    height,
    cornerRadius,
    cutouts: logo ? [centredLogo({ width, height }, logo, logo.shape)] : [],
  };
}

export const lids = {
  /** MacBook Air 13-inch, M2 to M4 (30.41 × 21.5 cm). */
  macbookAir13: lid(11.97, 8.46, 0.4, { width: 0.85, height: 1.0, shape: "apple" }),
  /** MacBook Pro 14-inch, 2021 to 2024 (31.26 × 22.12 cm). */
  macbookPro14: lid(12.31, 8.71, 0.45, { width: 0.95, height: 1.15, shape: "apple" }),
  /** MacBook Pro 16-inch, 2021 to 2024 (35.57 × 24.81 cm). */
  macbookPro16: lid(14.01, 9.77, 0.45, { width: 1.05, height: 1.25, shape: "apple" }),
  /** Dell XPS 13 9315, 9340 and 9350 (295.3 × 199.1 mm). */
  xps13: lid(11.63, 7.84, 0.25, { width: 0.75, height: 0.75 }),
  /** Dell XPS 15 9520 and 9530 (344.4 × 230.1 mm). */
  xps15: lid(13.56, 9.06, 0.25, { width: 0.85, height: 0.85 }),
  /** HP EliteBook 840 G8 (323 × 214.6 mm). */
  eliteBook840G8: lid(12.72, 8.45, 0.3, { width: 0.9, height: 0.9 }),
  /** HP EliteBook 840 G9 (315.1 × 223.5 mm). */
  eliteBook840G9: lid(12.41, 8.8, 0.3, { width: 0.9, height: 0.9 }),
  /** Lenovo ThinkPad X1 Carbon Gen 9 (314.5 × 221.6 mm); its logos are printed, not cut around. */
  thinkPadX1CarbonGen9: lid(12.38, 8.72, 0.2),
  /** ASUS ZenBook 14 UX425 (319 × 208 mm); its logo is printed, not cut around. */
  zenBook14Ux425: lid(12.56, 8.19, 0.3),
} as const satisfies Record<string, LidDimensions>;
