import type { BodyFamily } from "./bodies.ts";
import type { LogoShapeId } from "./logos.ts";

/*
 * How each brand line's laptops look (bodies.ts): shell and key colours, the
 * logo the wrap is cut around, bezels, keyboard and trackpad, in inches or as
 * shares of the lid.
 */

/** A logo the wrap is cut around: its shape and its size as a share of the lid's width. */
export interface LogoCut {
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
  /** The closed laptop's thickness, inches (the 3D model's: a typical figure of the line). */
  thickness: number;
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
  thickness: 0.62,
} satisfies Omit<BodyLook, "shell" | "edge">;

export const bodyLooks: Record<BodyFamily, BodyLook> = {
  macbook: {
    ...base,
    thickness: 0.56,
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
    thickness: 0.6,
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
  alienware: { ...base, shell: "#2b2f36", edge: "#16181c", cornerRadius: 0.35, thickness: 0.85 },
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
    thickness: 0.3,
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
  rog: { ...base, shell: "#1b1c1f", edge: "#0b0b0d", cornerRadius: 0.25, thickness: 0.78 },
  acer: {
    ...base,
    shell: "#b7bbc0",
    edge: "#858a91",
    badge: { text: "acer", at: "centre", colour: "#7a7f86" },
  },
  chromebook: {
    ...base,
    thickness: 0.8,
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
