import type { FinishId } from "#app/domain/catalog/product.ts";

/*
 * The site's product pictures: real catalog models wearing designs made for
 * each audience, drawn at build time by the renderer (draw.server.tsx) into
 * AVIF and WebP at every width in `pictureWidths`. Pages show them with
 * <ProductPicture> (app/components/ui/product-picture.tsx).
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
}

export interface ProductPicture {
  slug: string;
  devices: readonly PictureDevice[];
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
    alt: "MacBook Pro 14 in a gloss DJ wrap: a neon cyan sound wave, pink equalizer bars and the name DJ Nova on a night-club violet",
    backdrop: ["#f5f3ff", "#ddd6fe"],
  },
  {
    slug: "school-chromebook",
    devices: [{ brand: "Chromebook", model: "Acer Chromebook 511", artwork: "school-crest" }],
    alt: "Acer Chromebook 511 in a navy school wrap with a gold district crest and a white asset tag carrying a QR code",
    backdrop: ["#eff6ff", "#cbd5e1"],
  },
  {
    slug: "realtor-hp",
    devices: [{ brand: "HP", model: "EliteBook 840 G11", artwork: "realtor-card" }],
    alt: "HP EliteBook 840 in a white and navy realtor wrap with the agent's portrait, a house-and-key logo and her brokerage's name",
    backdrop: light,
  },
  {
    slug: "business-fleet",
    devices: [
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex" },
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex" },
      { brand: "Dell", model: "Latitude 7450", artwork: "fleet-hex" },
    ],
    alt: "Three Dell Latitude laptops in the same teal and orange company wrap with a hexagon logo",
    backdrop: ["#f0fdfa", "#cbd5e1"],
  },
  {
    slug: "artist-macbook-air",
    devices: [
      { brand: "Apple", model: "MacBook Air (15-inch, M4, 2025)", artwork: "sunset-landscape" },
    ],
    alt: "MacBook Air 15 wrapped edge to edge in an artist's sunset: purple mountains above a still lake",
    backdrop: ["#fff7ed", "#fed7aa"],
  },
  {
    slug: "law-thinkpad",
    devices: [{ brand: "Lenovo", model: "ThinkPad X1 Carbon Gen 12", artwork: "law-monogram" }],
    alt: "Lenovo ThinkPad X1 Carbon in a deep green law-firm wrap with a gold H&W monogram and the firm's name",
    backdrop: ["#f0fdf4", "#cbd5e1"],
  },
  {
    slug: "bare-macbook-air",
    devices: [{ brand: "Apple", model: "MacBook Air (13-inch, M4, 2025)", artwork: null }],
    alt: "A bare MacBook Air 13, its lid wiped clean and ready for its wrap",
    backdrop: light,
  },
  // The brand directory's cards: each brand's recognisable device
  {
    slug: "apple-macbook-air",
    devices: [
      { brand: "Apple", model: "MacBook Air (13-inch, M4, 2025)", artwork: "abstract-waves" },
    ],
    alt: "MacBook Air 13 wrapped in flowing bands of blue, violet, pink and gold, the Apple logo showing through",
    backdrop: light,
  },
  {
    slug: "dell-xps",
    devices: [{ brand: "Dell", model: "XPS 13 9350", artwork: "fleet-hex" }],
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
    alt: "Microsoft Surface Laptop in a gloss sunset wrap of purple mountains above a still lake",
    backdrop: light,
  },
  {
    slug: "asus-zenbook",
    devices: [{ brand: "ASUS", model: "Zenbook 14 OLED UX3405", artwork: "dj-neon" }],
    alt: "ASUS Zenbook 14 in a neon DJ wrap with a cyan sound wave and pink equalizer bars",
    backdrop: light,
  },
  {
    slug: "acer-swift",
    devices: [{ brand: "Acer", model: "Swift Go 14 (SFG14-72)", artwork: "geo-mosaic" }],
    alt: "Acer Swift Go 14 in a geometric wrap of teal, amber and crimson triangles",
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

/** Every picture's every file, for the build to prerender. */
export const productPicturePaths = [...productPictures.keys()].flatMap((slug) =>
  pictureWidths.flatMap((width) => pictureFormats.map((format) => pictureUrl(slug, width, format))),
);
