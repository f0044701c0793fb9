import { findModel } from "./brands.ts";
import { publishedFootprint } from "./footprint.ts";
import type { LaptopModel, LidCutout, LidDimensions } from "./models.ts";
import type { CutTemplate } from "./piece-cut.ts";
import { type BodyLook, type LogoCut, bodyLooks } from "./body-looks.ts";

/*
 * What a laptop looks like, for the preview and the product pictures: every
 * catalog model gets a body from its lid outline (lids.ts), its maker's
 * published footprint (footprint.ts) or its display size, dressed in its
 * brand line's family look. Inches throughout; the lid
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

/**
 * Where a lid's size comes from: a template the shop measured from the
 * model (its template library), the maker's published width and depth
 * (footprint.ts, lids.ts), or the display's diagonal (an estimate). Without a
 * measured template its shape (corners, logo, openings) is our drawing
 * (issue 34).
 */
export type OutlineSize = "measured" | "published" | "display";

export interface DeviceBody {
  family: BodyFamily;
  look: BodyLook;
  /** The lid: its outline and every opening in the wrap (the logo among them). */
  lid: LidDimensions;
  /** Where the lid's size comes from. */
  outline: OutlineSize;
  /** The model's measured template, whose pieces replace the drawn ones (geometry.ts `pieceCuts`). */
  template: CutTemplate | null;
  /** The deck, seen from above (hinge at the top); null for a tablet. */
  deck: {
    width: number;
    height: number;
    keyboard: Box;
    trackpad: Box;
    /** The physical buttons above the trackpad, when it has them. */
    buttons: Box | null;
    /** Whether the trackpad has an edge to cut around (a seamless glass palm rest has none). */
    trackpadEdge: boolean;
    /** Speaker grilles beside the keyboard, left to right, which the wrap leaves open. */
    speakers: Box[];
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

/** Palm rests whose haptic trackpad is one with the glass: no edge to cut around. */
const seamlessTrackpad = /XPS 13 (Plus|9340|9350)|XPS 1[46] 9[46]40/;
/** Models with speaker grilles either side of the keyboard. */
const sideSpeakers = /MacBook Pro \((14|16)-inch/;

function deckOf(
  lid: { width: number; height: number },
  look: BodyLook,
  modelName: string,
  /** The palm rest's size, where a measured template gives it. */
  measured?: { width: number; height: number },
): DeviceBody["deck"] {
  const width = measured?.width ?? lid.width;
  const height = measured?.height ?? round2(lid.height * 0.97);
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
  // The grilles fill the margin beside the keyboard, a little in from each side.
  const grille = round2(Math.max(keyboardBox.x - 0.25, 0.2));
  const speaker = (x: number) => ({
    x,
    y: keyboardBox.y,
    width: grille,
    height: keyboardBox.height,
  });
  return {
    width,
    height,
    keyboard: keyboardBox,
    trackpad: trackpadBox,
    buttons: look.trackpad.buttons
      ? { x: trackpadBox.x, y: buttonsY, width: trackpad.width, height: buttonsDepth }
      : null,
    trackpadEdge: !seamlessTrackpad.test(modelName),
    speakers: sideSpeakers.test(modelName)
      ? [
          speaker(round2((keyboardBox.x - grille) / 2)),
          speaker(round2(width - (keyboardBox.x + grille) / 2)),
        ]
      : [],
  };
}

/**
 * The body of `model` (a catalog model of `brand`, or any name a visitor
 * typed): its lid drawn where the catalog has one (lids.ts), else sized from
 * the published footprint, else worked out from its display size; with its
 * family's look, logo cut-out and deck.
 */
export function deviceBody(
  brand: string,
  modelName: string,
  template: CutTemplate | null = null,
): DeviceBody {
  const model: LaptopModel | undefined = findModel(brand, modelName.trim());
  const family = bodyFamily(brand, modelName);
  const look: BodyLook = {
    ...bodyLooks[family],
    bumper: family === "chromebook" && ruggedChromebook.test(modelName),
  };
  const drawn = model?.lid;
  const published = model && publishedFootprint(brand, model.name);
  const measuredLid = template?.lid;
  const outline =
    (measuredLid && {
      width: measuredLid.width,
      height: measuredLid.height,
      cornerRadius: look.cornerRadius,
    }) ??
    drawn ??
    (published
      ? { ...published, cornerRadius: look.cornerRadius }
      : estimatedLid(
          model?.displayInches ?? inchesInName(modelName) ?? typicalDisplayInches,
          look.cornerRadius,
        ));
  const cutouts: readonly LidCutout[] =
    drawn?.cutouts ?? (look.logo ? [logoCutout(outline, look.logo)] : []);
  const lid: LidDimensions = {
    width: outline.width,
    height: outline.height,
    cornerRadius: outline.cornerRadius,
    cutouts,
  };
  const measuredDeck = template?.palmrest;
  return {
    family,
    look,
    lid,
    outline: measuredLid ? "measured" : drawn || published ? "published" : "display",
    template,
    deck:
      family === "tablet"
        ? null
        : deckOf(
            lid,
            look,
            modelName,
            measuredDeck && { width: measuredDeck.width, height: measuredDeck.height },
          ),
    display: {
      x: look.bezel.side,
      y: look.bezel.top,
      width: round2(lid.width - 2 * look.bezel.side),
      height: round2(lid.height - look.bezel.top - look.bezel.bottom),
    },
    bumper: look.bumper ? 0.12 : 0,
  };
}
