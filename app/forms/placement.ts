import * as z from "zod/mini";

/**
 * Where the artwork sits on the lid, as the customizer's preview shows it and
 * the order carries it: the artwork's centre as fractions of the lid's width
 * and height from its top-left corner (0.5, 0.5 is centred), its printed width
 * as a multiple of the lid's width, and its clockwise rotation in degrees.
 */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  rotation: number;
}

export const placementLimits = {
  position: { min: -1, max: 2 },
  scale: { min: 0.05, max: 10 },
  /** The Size slider's span, in 1 % steps: Fit and Fill of most artwork, with room either side. */
  sizeSlider: { min: 0.1, max: 4 },
} as const;

/** The artwork centred, as wide as the lid. */
export const centredPlacement: Placement = { x: 0.5, y: 0.5, scale: 1, rotation: 0 };

/** The form fields carrying a placement (hidden inputs the preview keeps up to date). */
export const placementFieldNames = {
  x: "placementX",
  y: "placementY",
  scale: "placementScale",
  rotation: "placementRotation",
} as const;

const message = "The artwork placement is not valid: please reset it with Fit or Fill.";

const bounded = (min: number, max: number) =>
  z.optional(z.coerce.number({ error: message }).check(z.gte(min, message), z.lte(max, message)));

/** The placement fields of the customizer's schema. */
export const placementFields = {
  [placementFieldNames.x]: bounded(placementLimits.position.min, placementLimits.position.max),
  [placementFieldNames.y]: bounded(placementLimits.position.min, placementLimits.position.max),
  [placementFieldNames.scale]: bounded(placementLimits.scale.min, placementLimits.scale.max),
  [placementFieldNames.rotation]: bounded(-360, 360),
};

/** A whole placement from posted fields, or the centred one when any is missing. */
export function placementFrom(
  form: Partial<Record<(typeof placementFieldNames)[keyof typeof placementFieldNames], number>>,
): Placement {
  const { placementX: x, placementY: y, placementScale: scale, placementRotation: rotation } = form;
  if (x === undefined || y === undefined || scale === undefined || rotation === undefined) {
    return centredPlacement;
  }
  return { x, y, scale, rotation: ((rotation % 360) + 360) % 360 };
}

const PlacementSchema = z.object(placementFields);

/** A placement from form values as posted (a design opened again from the cart). */
export function placementFromValues(values: Record<string, string>): Placement {
  const parsed = PlacementSchema.safeParse(values);
  return parsed.success ? placementFrom(parsed.data) : centredPlacement;
}
