import type { LogoShapeId } from "./logos.ts";

/**
 * The shape of a laptop model in the catalog. Each brand's list lives in
 * `models/{slug}.ts`; lid outlines for the models we publish print templates
 * for live in `lids.ts`.
 */

/**
 * An opening in the wrap, such as the logo, drawn on the template. Positions
 * are in inches from the lid's top-left corner, looking at the closed lid from
 * outside with the hinge at the bottom.
 */
export interface LidCutout {
  label: string;
  /** An ellipse or rectangle of the given size, or a maker's logo drawn into it (logos.ts). */
  shape: "ellipse" | "rect" | LogoShapeId;
  centerX: number;
  centerY: number;
  width: number;
  height: number;
}

/** The outside of a laptop's lid: the wrap's cut line, in inches. */
export interface LidDimensions {
  /** Side to side. */
  width: number;
  /** Hinge to front edge. */
  height: number;
  cornerRadius: number;
  cutouts: readonly LidCutout[];
}

export interface LaptopModel {
  /** The name as the maker writes it, unique within its brand. */
  name: string;
  /** Diagonal of the display in inches; the customizer's print size follows from it. */
  displayInches: number;
  /** Processor, shown for Apple models (SPEC.md section 3). */
  chip?: string;
  /** The "A" numbers printed on a Mac's underside, so a visitor can find it by them. */
  modelNumbers?: readonly string[];
  popular?: boolean;
  /** The lid outline, for models we publish a print template for. */
  lid?: LidDimensions;
}

/** A display size as pages show it, e.g. `13.6"`. */
export function displaySize(model: Pick<LaptopModel, "displayInches">): string {
  return `${model.displayInches}"`;
}
