import type { PropKind } from "#app/device-3d/props.ts";
import type { Shot } from "#app/device-3d/studio.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";

/*
 * The site's product pictures: real catalog models wearing designs made for
 * each audience, rendered in 3D (app/device-3d) by `npm run pictures`
 * (scripts/render-product-pictures.ts) into AVIF and WebP at every width in
 * `pictureWidths`, committed in public/images/products/ (decisions 27).
 * Pages show them with <ProductPicture> (app/components/ui/product-picture.tsx).
 */

export type ArtworkId =
  | "dj-neon"
  | "school-crest"
  | "law-monogram"
  | "realtor-card"
  | "fleet-hex"
  | "sunset-landscape"
  | "abstract-waves"
  | "geo-mosaic";

export interface PictureDevice {
  /** A catalog brand and model (app/domain/catalog). */
  brand: string;
  model: string;
  /** What it wears; null for the bare laptop, before its wrap. */
  artwork: ArtworkId | null;
  finish?: FinishId;
  /** Degrees the lid is open: 0 closed (105 unless said). */
  open?: number;
  /** Degrees the wrap is lifted off the lid about the hinge edge, on its backing (being aligned). */
  lift?: number;
  /** Where it stands (inches from the middle: x across, z toward the front) and its turn, degrees. */
  x?: number;
  z?: number;
  turn?: number;
}

/** A tool in the picture: where it lies (inches), its turn (degrees), on the table or on the first device's closed lid. */
export interface PictureProp {
  kind: PropKind;
  x: number;
  z: number;
  turn?: number;
  onLid?: boolean;
}

export interface ProductPicture {
  slug: string;
  devices: readonly PictureDevice[];
  props?: readonly PictureProp[];
  /** Where the camera looks from. */
  shot: Shot;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The backdrop's radial gradient, centre to edge. */
  backdrop: readonly [string, string];
}

/** Every picture's canvas (16:10), and so its intrinsic size. */
export const pictureSize = { width: 1600, height: 1000 } as const;

/**
 * The widths each picture is encoded at: a phone's brand tile (about 165 px at
 * 1.75x, 2x) and full-width picture (about 360 px) up to a wide screen's hero at 2x.
 */
export const pictureWidths = [360, 720, 1080, 1440] as const;

export const pictureFormats = ["avif", "webp"] as const;
export type PictureFormat = (typeof pictureFormats)[number];

const light = ["#ffffff", "#e2e8f0"] as const;

const threeQuarter = { kind: "three-quarter" } as const;

const list = [
  {
    slug: "dj-macbook-pro",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Pro (14-inch, M4, 2024)",
        artwork: "dj-neon",
        finish: "gloss",
      },
    ],
    shot: threeQuarter,
    alt: "MacBook Pro 14 in a gloss DJ wrap: a neon cyan sound wave, pink equalizer bars and the name DJ Nova on a night-club violet, the studio's light reflected across the lid",
    backdrop: ["#f5f3ff", "#ddd6fe"],
  },
  {
    slug: "school-chromebook",
    devices: [{ brand: "Chromebook", model: "Acer Chromebook 511", artwork: "school-crest" }],
    shot: threeQuarter,
    alt: "Acer Chromebook 511 in a navy school wrap with a gold district crest and a white asset tag carrying a QR code",
    backdrop: ["#eff6ff", "#cbd5e1"],
  },
  {
    slug: "realtor-hp",
    devices: [{ brand: "HP", model: "EliteBook 840 G11", artwork: "realtor-card" }],
    shot: threeQuarter,
    alt: "HP EliteBook 840 in a white and navy realtor wrap with the agent's portrait, a house-and-key logo and her brokerage's name",
    backdrop: light,
  },
  {
    slug: "business-fleet",
    devices: [
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex", x: -14, turn: 6 },
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex" },
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex", x: 14, turn: -6 },
    ],
    shot: threeQuarter,
    alt: "Three Dell Latitude laptops in the same teal and orange company wrap with a hexagon logo",
    backdrop: ["#f0fdfa", "#cbd5e1"],
  },
  {
    slug: "artist-macbook-air",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Air (15-inch, M4, 2025)",
        artwork: "sunset-landscape",
        open: 0,
      },
    ],
    shot: { kind: "lid" },
    alt: "A closed MacBook Air 15 wrapped edge to edge in an artist's sunset: purple mountains above a still lake",
    backdrop: ["#fff7ed", "#fed7aa"],
  },
  {
    slug: "law-thinkpad",
    devices: [{ brand: "Lenovo", model: "ThinkPad X1 Carbon Gen 12", artwork: "law-monogram" }],
    shot: threeQuarter,
    alt: "Lenovo ThinkPad X1 Carbon in a deep green law-firm wrap with a gold H&W monogram and the firm's name",
    backdrop: ["#f0fdf4", "#cbd5e1"],
  },
  // The brand directory's cards: each brand's recognisable device
  {
    slug: "apple-macbook-air",
    devices: [
      { brand: "Apple", model: "MacBook Air (13-inch, M4, 2025)", artwork: "abstract-waves" },
    ],
    shot: threeQuarter,
    alt: "MacBook Air 13 wrapped in flowing bands of blue, violet, pink and gold, the Apple logo showing through",
    backdrop: light,
  },
  {
    slug: "dell-xps",
    devices: [{ brand: "Dell", model: "XPS 13 9350", artwork: "fleet-hex" }],
    shot: threeQuarter,
    alt: "Dell XPS 13 in a teal and orange company wrap with a hexagon logo",
    backdrop: light,
  },
  {
    slug: "surface-laptop",
    devices: [
      {
        brand: "Microsoft",
        model: "Surface Laptop 7th Edition 13.8-inch",
        artwork: "sunset-landscape",
        finish: "gloss",
      },
    ],
    shot: threeQuarter,
    alt: "Microsoft Surface Laptop in a gloss sunset wrap of purple mountains above a still lake",
    backdrop: light,
  },
  {
    slug: "asus-zenbook",
    devices: [{ brand: "ASUS", model: "Zenbook 14 OLED UX3405", artwork: "dj-neon" }],
    shot: threeQuarter,
    alt: "ASUS Zenbook 14 in a neon DJ wrap with a cyan sound wave and pink equalizer bars",
    backdrop: light,
  },
  {
    slug: "acer-swift",
    devices: [{ brand: "Acer", model: "Swift Go 14 (SFG14-72)", artwork: "geo-mosaic" }],
    shot: threeQuarter,
    alt: "Acer Swift Go 14 in a geometric wrap of teal, amber and crimson triangles",
    backdrop: light,
  },
  // How it works: the wrap going on
  {
    slug: "step-prep",
    devices: [{ brand: "Apple", model: "MacBook Air (13-inch, M4, 2025)", artwork: null, open: 0 }],
    props: [{ kind: "cloth", x: 9.5, z: 3, turn: -12 }],
    shot: { kind: "lid" },
    alt: "A bare, closed MacBook Air 13, its lid wiped clean, a folded microfiber cloth beside it",
    backdrop: light,
  },
  {
    slug: "step-align",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Air (13-inch, M4, 2025)",
        artwork: "abstract-waves",
        open: 0,
        lift: 24,
      },
    ],
    // From the side and in front: the gap under the lifted wrap shows.
    shot: { kind: "from", direction: [0.85, 0.42, 0.45] },
    alt: "A wrap still on its backing paper held over a closed MacBook Air, its edge lined up along the hinge, the Apple logo's cut-out above the logo",
    backdrop: light,
  },
  {
    slug: "step-smooth",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Air (13-inch, M4, 2025)",
        artwork: "abstract-waves",
        open: 0,
      },
    ],
    props: [
      { kind: "squeegee", x: 3, z: 1.5, turn: -28, onLid: true },
      { kind: "hair-dryer", x: 13.5, z: 2.5, turn: 200 },
    ],
    shot: { kind: "lid" },
    alt: "A wrap smoothed onto a closed MacBook Air with a felt-edged squeegee, a hair dryer beside it to warm the edges",
    backdrop: light,
  },
  // Close-ups: the cut and the finish
  {
    slug: "cut-edge-logo",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Pro (14-inch, M4, 2024)",
        artwork: "dj-neon",
        finish: "gloss",
        open: 0,
      },
    ],
    shot: { kind: "close-up", at: "logo" },
    alt: "Close-up of a gloss wrap on a MacBook Pro lid, cut cleanly around the Apple logo so the metal logo shows through",
    backdrop: light,
  },
  {
    slug: "laminate-corner",
    devices: [
      {
        brand: "Apple",
        model: "MacBook Pro (14-inch, M4, 2024)",
        artwork: "sunset-landscape",
        finish: "gloss",
        open: 0,
      },
    ],
    shot: { kind: "close-up", at: "corner" },
    alt: "Close-up of a lid's corner: the wrap's laminated edge following the rounded corner a hair inside the edge of the aluminium",
    backdrop: light,
  },
] as const satisfies readonly ProductPicture[];

export type PictureSlug = (typeof list)[number]["slug"];

export const productPictures: ReadonlyMap<string, ProductPicture> = new Map(
  list.map((picture) => [picture.slug, picture]),
);

export function productPicture(slug: PictureSlug): ProductPicture {
  const picture = productPictures.get(slug);
  if (!picture) throw new Error(`No product picture ${slug}`);
  return picture;
}

/** Where a picture is served at one width and format. */
export const pictureUrl = (slug: string, width: number, format: PictureFormat) =>
  `/images/products/${slug}-${width}.${format}`;

/** A picture as one file, where a list of widths cannot go (structured data, <img src>): the widest WebP. */
export const pictureFile = (slug: string) => pictureUrl(slug, 1440, "webp");

/** Every picture's every file, as served. */
export const productPictureFiles = [...productPictures.keys()].flatMap((slug) =>
  pictureWidths.flatMap((width) => pictureFormats.map((format) => pictureUrl(slug, width, format))),
);
