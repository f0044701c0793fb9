import { modelPath } from "#app/components/shop/shop-links.ts";
import type { Brand, LaptopModel } from "#app/domain/catalog/index.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import type { UseCasePath } from "#app/route-table.ts";
import type { ArtworkId, PictureFormat } from "./pictures.ts";

/*
 * The pictures on a model's page (/shop/{brand}/{model}): the model itself
 * wearing the shop's designs. Its main picture is a 3D render of the model
 * in its first design, committed in public/images/models/ (`npm run
 * pictures -- --models`, decisions 27); the others are drawn by the flat
 * renderer as SVG on request (draw.server.tsx `drawModelPicture`,
 * routes/shop/model-picture.ts).
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

export const modelPictureBackdrop = ["#ffffff", "#e2e8f0"] as const;

/** The model's designs in the order its page shows them: its own first, turning with its place in the list. */
export function modelDesignsOf(brand: Pick<Brand, "models">, model: LaptopModel): ModelDesign[] {
  const turn = Math.max(0, brand.models.indexOf(model)) % modelDesigns.length;
  return [...modelDesigns.slice(turn), ...modelDesigns.slice(0, turn)];
}

const modelFolder = (brand: Pick<Brand, "slug">, model: Pick<LaptopModel, "name">) =>
  `/images/models${modelPath(brand, model).slice("/shop".length)}`;

/** Where a model's picture in one design is served, drawn flat as SVG. */
export const modelPictureUrl = (
  brand: Pick<Brand, "slug">,
  model: Pick<LaptopModel, "name">,
  artwork: ArtworkId,
) => `${modelFolder(brand, model)}/${artwork}.svg`;

/** The widths a model's main picture is rendered at: its page's picture, up to a wide screen at 1.6×. */
export const modelRenderWidths = [360, 720, 1080] as const;

/** Where a model's main picture, rendered in 3D, is served at one width and format. */
export const modelRenderUrl = (
  brand: Pick<Brand, "slug">,
  model: Pick<LaptopModel, "name">,
  artwork: ArtworkId,
  width: number,
  format: PictureFormat,
) => `${modelFolder(brand, model)}/${artwork}-${width}.${format}`;

/** What a model's picture in one design shows, for people who cannot see it. */
export const modelPictureAlt = (brand: Brand, model: LaptopModel, design: ModelDesign) =>
  `${deviceName(brand.name, model.name)} wearing a ${design.name.toLowerCase()} wrap`;
