import { findModel } from "./brands.ts";
import type { LogoShapeId } from "./logos.ts";
import type { LaptopModel, LidCutout, LidDimensions } from "./models.ts";

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

/** A logo the wrap is cut around: its shape and its size as a share of the lid's width. */
interface LogoCut {
  shape: LogoShapeId | "ellipse";
  /** Width ÷ lid width. */
  width: number;
  /** Height ÷ width. */
  aspect: number;
}

/**
 * The maker's mark on the bare lid: in the logo's cut-out (so it shows
 * through the wrap, as on a real XPS or EliteBook), at the lid's centre, or in
 * the corner by the hinge. Where nothing is cut out it is seen before the
 * artwork goes on, and is under the wrap after, as on the laptop itself.
 */
export interface Badge {
  text: string;
  at: "logo" | "centre" | "corner";
  colour: string;
  /** A ring around the letters (Dell's and HP's round logos). */
  ring?: boolean;
  italic?: boolean;
}

export interface BodyLook {
  /** The shell's colour (lid and base), its darker edge, and the hinge. */
  shell: string;
  edge: string;
  hinge: string;
  /** Keys, the keyboard's well, and the trackpad's glass. */
  keys: string;
  well: string;
  glass: string;
  /** Corner radius of a lid without measurements. */
  cornerRadius: number;
  logo: LogoCut | null;
  badge: Badge | null;
  /** Inches of bezel around the display (sides, top, bottom). */
  bezel: { side: number; top: number; bottom: number };
  /** The camera housing in the top bezel (recent MacBooks). */
  notch: boolean;
  /** The keyboard's share of the deck: width, depth, and the gap above it (of the deck's depth). */
  keyboard: { width: number; depth: number; top: number };
  /** The trackpad's share of the deck; `buttons` are physical ones above it (ThinkPad). */
  trackpad: { width: number; depth: number; buttons: boolean };
  /** A red pointing stick between G, H and B. */
  trackpoint: boolean;
  /** A rubber bumper around the lid (rugged classroom models). */
  bumper: boolean;
}

const base = {
  hinge: "#1f2125",
  keys: "#1b1c1f",
  well: "#0d0e10",
  glass: "#2b2d31",
  cornerRadius: 0.3,
  logo: null,
  badge: null,
  bezel: { side: 0.3, top: 0.4, bottom: 0.7 },
  notch: false,
  keyboard: { width: 0.9, depth: 0.42, top: 0.06 },
  trackpad: { width: 0.38, depth: 0.3, buttons: false },
  trackpoint: false,
  bumper: false,
} satisfies Omit<BodyLook, "shell" | "edge">;

const bodyLooks: Record<BodyFamily, BodyLook> = {
  macbook: {
    ...base,
    shell: "#c9ccd1",
    edge: "#9a9ea5",
    glass: "#b8bcc2",
    cornerRadius: 0.42,
    logo: { shape: "apple", width: 0.071, aspect: 1.18 },
    bezel: { side: 0.2, top: 0.25, bottom: 0.3 },
    notch: true,
    keyboard: { width: 0.86, depth: 0.44, top: 0.05 },
    trackpad: { width: 0.45, depth: 0.38, buttons: false },
  },
  xps: {
    ...base,
    shell: "#c4c7cb",
    edge: "#8f949a",
    glass: "#2e3034",
    cornerRadius: 0.25,
    logo: { shape: "ellipse", width: 0.064, aspect: 1 },
    badge: { text: "DELL", at: "logo", colour: "#6f747b", ring: true },
    bezel: { side: 0.15, top: 0.2, bottom: 0.25 },
    keyboard: { width: 0.94, depth: 0.42, top: 0.05 },
    trackpad: { width: 0.42, depth: 0.32, buttons: false },
  },
  dell: {
    ...base,
    shell: "#3d4249",
    edge: "#24272c",
    cornerRadius: 0.25,
    logo: { shape: "ellipse", width: 0.07, aspect: 1 },
    badge: { text: "DELL", at: "logo", colour: "#6f747b", ring: true },
  },
  alienware: { ...base, shell: "#2b2f36", edge: "#16181c", cornerRadius: 0.35 },
  hp: {
    ...base,
    shell: "#bcc0c5",
    edge: "#8a8f96",
    glass: "#a9adb3",
    logo: { shape: "ellipse", width: 0.071, aspect: 1 },
    badge: { text: "hp", at: "logo", colour: "#6b7078", ring: true, italic: true },
  },
  thinkpad: {
    ...base,
    shell: "#1c1d20",
    edge: "#0c0c0e",
    keys: "#141416",
    glass: "#1f2023",
    cornerRadius: 0.2,
    bezel: { side: 0.25, top: 0.4, bottom: 0.45 },
    keyboard: { width: 0.88, depth: 0.44, top: 0.05 },
    trackpad: { width: 0.34, depth: 0.26, buttons: true },
    trackpoint: true,
    badge: { text: "ThinkPad", at: "corner", colour: "#b9bcc2", italic: true },
  },
  lenovo: {
    ...base,
    shell: "#5b6068",
    edge: "#3c4046",
    badge: { text: "Lenovo", at: "corner", colour: "#a3a8b0" },
  },
  tablet: {
    ...base,
    shell: "#2f3237",
    edge: "#1a1c1f",
    cornerRadius: 0.45,
    bezel: { side: 0.35, top: 0.35, bottom: 0.35 },
  },
  surface: {
    ...base,
    shell: "#d8d7d3",
    edge: "#a9a8a4",
    glass: "#c4c3bf",
    cornerRadius: 0.3,
    logo: { shape: "windows", width: 0.06, aspect: 1 },
    bezel: { side: 0.25, top: 0.3, bottom: 0.3 },
    trackpad: { width: 0.44, depth: 0.36, buttons: false },
  },
  asus: {
    ...base,
    shell: "#2f3a52",
    edge: "#1c2333",
    badge: { text: "ASUS", at: "centre", colour: "#8d97ad" },
  },
  rog: { ...base, shell: "#1b1c1f", edge: "#0b0b0d", cornerRadius: 0.25 },
  acer: {
    ...base,
    shell: "#b7bbc0",
    edge: "#858a91",
    badge: { text: "acer", at: "centre", colour: "#7a7f86" },
  },
  chromebook: {
    ...base,
    shell: "#3a3d42",
    edge: "#222428",
    cornerRadius: 0.45,
    bezel: { side: 0.45, top: 0.55, bottom: 0.7 },
    keyboard: { width: 0.88, depth: 0.42, top: 0.08 },
    badge: { text: "chromebook", at: "corner", colour: "#9ca1a8" },
  },
  razer: {
    ...base,
    shell: "#121315",
    edge: "#050506",
    cornerRadius: 0.2,
    badge: { text: "RAZER", at: "centre", colour: "#44d62c" },
  },
  generic: { ...base, shell: "#4a4f57", edge: "#2c2f34" },
};

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
