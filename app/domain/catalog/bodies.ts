import { findModel } from "./brands.ts";
import type { LaptopModel, LidCutout, LidDimensions } from "./models.ts";
import { type BodyLook, type LogoCut, bodyLooks } from "./body-looks.ts";

/*
 * What a laptop looks like, for the preview and the product pictures: every
 * catalog model gets a body from its measured lid (lids.ts) or its display
 * size, dressed in its brand line's family look. Inches throughout; the lid
 * is seen from outside with the hinge at the bottom, the deck from above
 * with the hinge at the top.
 */

export type BodyFamily =
  | "macbook"
  | "xps"
  | "dell"
  | "alienware"
  | "hp"
  | "thinkpad"
  | "lenovo"
  | "tablet"
  | "surface"
  | "asus"
  | "rog"
  | "acer"
  | "chromebook"
  | "razer"
  | "generic";

/** The rugged classroom Chromebooks, with a rubber edge around the lid. */
const ruggedChromebook = /3120|Fortis|300e|CX1|511/;

/** The brand line a model belongs to, from its brand and name. */
export function bodyFamily(brand: string, modelName: string): BodyFamily {
  const name = modelName.toLowerCase();
  switch (brand) {
    case "Apple":
      return "macbook";
    case "Dell":
      if (name.includes("xps")) return "xps";
      return name.includes("alienware") ? "alienware" : "dell";
    case "HP":
      return "hp";
    case "Lenovo":
      if (name.includes("thinkpad")) return "thinkpad";
      return /^tab\b/.test(name) ? "tablet" : "lenovo";
    case "Microsoft":
      return "surface";
    case "ASUS":
      return name.includes("rog") ? "rog" : "asus";
    case "Acer":
      return "acer";
    case "Chromebook":
      return "chromebook";
    case "Razer":
      return "razer";
    default:
      return name.includes("macbook") ? "macbook" : "generic";
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DeviceBody {
  family: BodyFamily;
  look: BodyLook;
  /** The lid: its outline and every opening in the wrap (the logo among them). */
  lid: LidDimensions;
  /** True when the lid was worked out from the display size, not measured. */
  estimated: boolean;
  /** The deck, seen from above (hinge at the top); null for a tablet. */
  deck: {
    width: number;
    height: number;
    keyboard: Box;
    trackpad: Box;
    /** The physical buttons above the trackpad, when it has them. */
    buttons: Box | null;
  } | null;
  /** The display area inside the bezel, on the inside of the lid. */
  display: Box;
  /** The rubber bumper's width, or 0. */
  bumper: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The display size assumed when the model is not in the catalog and its name says none. */
export const typicalDisplayInches = 14;

/**
 * The lid worked out from the display's diagonal (a 16:10 panel plus typical
 * bezels and hinge), which lands within half an inch of every lid we have
 * measured (bodies.test.ts checks it).
 */
export function estimatedLid(displayInches: number, cornerRadius: number) {
  return {
    width: round2(displayInches * 0.848 + 0.4),
    height: round2(displayInches * 0.53 + 0.9),
    cornerRadius,
  };
}

/** A display size written in a model's name ("15-inch", "(14-inch)"), if any. */
function inchesInName(name: string): number | undefined {
  const match = /(\d{2}(?:\.\d)?)[- ]?(?:inch|in\b|")/i.exec(name);
  const inches = match ? Number(match[1]) : undefined;
  return inches && inches >= 10 && inches <= 18 ? inches : undefined;
}

function logoCutout(lid: { width: number; height: number }, logo: LogoCut): LidCutout {
  const width = round2(lid.width * logo.width);
  return {
    label: "Logo cut-out",
    shape: logo.shape,
    centerX: round2(lid.width / 2),
    centerY: round2(lid.height / 2),
    width,
    height: round2(width * logo.aspect),
  };
}

function deckOf(lid: { width: number; height: number }, look: BodyLook): DeviceBody["deck"] {
  const width = lid.width;
  const height = round2(lid.height * 0.97);
  const keyboard = {
    width: round2(width * look.keyboard.width),
    height: round2(height * look.keyboard.depth),
  };
  const keyboardBox = {
    x: round2((width - keyboard.width) / 2),
    y: round2(height * look.keyboard.top),
    ...keyboard,
  };
  const buttonsDepth = look.trackpad.buttons ? round2(height * 0.06) : 0;
  const trackpad = {
    width: round2(width * look.trackpad.width),
    height: round2(height * look.trackpad.depth),
  };
  // The trackpad (and its buttons) sit in the middle of the palm rest below the keyboard.
  const palmTop = keyboardBox.y + keyboardBox.height;
  const free = height - palmTop - trackpad.height - buttonsDepth;
  const buttonsY = round2(palmTop + Math.max(free * 0.3, 0.1));
  const trackpadBox = {
    x: round2((width - trackpad.width) / 2),
    y: round2(buttonsY + buttonsDepth),
    ...trackpad,
  };
  return {
    width,
    height,
    keyboard: keyboardBox,
    trackpad: trackpadBox,
    buttons: look.trackpad.buttons
      ? { x: trackpadBox.x, y: buttonsY, width: trackpad.width, height: buttonsDepth }
      : null,
  };
}

/**
 * The body of `model` (a catalog model of `brand`, or any name a visitor
 * typed): measured where the catalog has the lid, otherwise worked out from
 * its display size, with its family's look, logo cut-out and deck.
 */
export function deviceBody(brand: string, modelName: string): DeviceBody {
  const model: LaptopModel | undefined = findModel(brand, modelName.trim());
  const family = bodyFamily(brand, modelName);
  const look: BodyLook = {
    ...bodyLooks[family],
    bumper: family === "chromebook" && ruggedChromebook.test(modelName),
  };
  const measured = model?.lid;
  const outline =
    measured ??
    estimatedLid(
      model?.displayInches ?? inchesInName(modelName) ?? typicalDisplayInches,
      look.cornerRadius,
    );
  const cutouts: readonly LidCutout[] =
    measured?.cutouts ?? (look.logo ? [logoCutout(outline, look.logo)] : []);
  const lid: LidDimensions = {
    width: outline.width,
    height: outline.height,
    cornerRadius: outline.cornerRadius,
    cutouts,
  };
  return {
    family,
    look,
    lid,
    estimated: !measured,
    deck: family === "tablet" ? null : deckOf(lid, look),
    display: {
      x: look.bezel.side,
      y: look.bezel.top,
      width: round2(lid.width - 2 * look.bezel.side),
      height: round2(lid.height - look.bezel.top - look.bezel.bottom),
    },
    bumper: look.bumper ? 0.12 : 0,
  };
}
