import { modelPath } from "#app/components/shop/shop-links.ts";
import { type Brand, type LaptopModel, modelSlug } from "#app/domain/catalog/index.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import type { UseCasePath } from "#app/route-table.ts";
import type { ArtworkId, PictureFormat, ProductPicture } from "./pictures.ts";

/*
 * The pictures on a model's page (/shop/{brand}/{model}): the model itself
 * wearing each of the shop's designs, 3D renders committed in
 * public/images/models/{brand}/{model}/ (`npm run pictures -- --models`,
 * decisions 27). Its main picture shows it open, three-quarter, in its own
 * design; its design cards show its closed lid in the other three.
 */

export interface ModelDesign {
  artwork: ArtworkId;
  /** What the design is, as its caption says. */
  name: string;
  /** Who it was made for, and their page. */
  audience: string;
  path: UseCasePath | "/custom-laptop-wraps";
}

/** The designs a model's page shows it in: the first is its main picture's. */
export const modelDesigns: readonly ModelDesign[] = [
  {
    artwork: "abstract-waves",
    name: "Flowing waves",
    audience: "Made edge to edge from your own artwork",
    path: "/custom-laptop-wraps",
  },
  {
    artwork: "dj-neon",
    name: "Neon sound wave",
    audience: "For DJs and producers",
    path: "/dj-laptop-wraps-skins",
  },
  {
    artwork: "fleet-hex",
    name: "Company colours",
    audience: "For a business's laptops",
    path: "/business-laptop-wraps",
  },
  {
    artwork: "law-monogram",
    name: "Firm monogram",
    audience: "For law firms",
    path: "/law-firm-laptop-wraps",
  },
];

const modelPictureBackdrop = ["#ffffff", "#e2e8f0"] as const;

/** The model's designs in the order its page shows them: its own first, turning with its place in the list. */
export function modelDesignsOf(brand: Pick<Brand, "models">, model: LaptopModel): ModelDesign[] {
  const turn = Math.max(0, brand.models.indexOf(model)) % modelDesigns.length;
  return [...modelDesigns.slice(turn), ...modelDesigns.slice(0, turn)];
}

const modelFolder = (brand: Pick<Brand, "slug">, model: Pick<LaptopModel, "name">) =>
  `/images/models${modelPath(brand, model).slice("/shop".length)}`;

/** A picture of the model in one design, as its page shows it and the picture script renders it. */
export interface ModelPicture {
  design: ModelDesign;
  /** What the script renders. */
  picture: ProductPicture;
  /** The widths it is encoded at: the page's slot, up to 2× a phone or 1.6× a wide screen. */
  widths: readonly number[];
  /** Where it is served at one width and format. */
  url: (width: number, format: PictureFormat) => string;
}

/**
 * Every picture of a model on its page: first the main one (open,
 * three-quarter, the page's largest picture), then a card's closed lid,
 * straight on so the whole design reads, in each other design.
 */
export function modelPicturesOf(brand: Brand, model: LaptopModel): ModelPicture[] {
  return modelDesignsOf(brand, model).map((design, index) => {
    const main = index === 0;
    return {
      design,
      picture: {
        slug: `${brand.slug}/${modelSlug(model)}/${design.artwork}`,
        devices: [
          {
            brand: brand.name,
            model: model.name,
            artwork: design.artwork,
            ...(main ? {} : { open: 0 }),
          },
        ],
        shot: { kind: main ? "three-quarter" : "lid" },
        alt: modelPictureAlt(brand, model, design),
        backdrop: modelPictureBackdrop,
      },
      widths: main ? [360, 720, 1080] : [360, 720],
      url: (width, format) => `${modelFolder(brand, model)}/${design.artwork}-${width}.${format}`,
    };
  });
}

/** What a model's picture in one design shows, for people who cannot see it. */
export const modelPictureAlt = (brand: Brand, model: LaptopModel, design: ModelDesign) =>
  `${deviceName(brand.name, model.name)} wearing a ${design.name.toLowerCase()} wrap`;
