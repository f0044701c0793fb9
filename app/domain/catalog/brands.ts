import type { LaptopModel } from "./models.ts";
import type { PictureSlug } from "#app/product-pictures/pictures.ts";
import { acerModels } from "#app/domain/catalog/models/acer.ts";
import { appleModels } from "#app/domain/catalog/models/apple.ts";
import { asusModels } from "#app/domain/catalog/models/asus.ts";
import { chromebookModels } from "#app/domain/catalog/models/chromebook.ts";
import { dellModels } from "#app/domain/catalog/models/dell.ts";
import { hpModels } from "#app/domain/catalog/models/hp.ts";
import { lenovoModels } from "#app/domain/catalog/models/lenovo.ts";
import { microsoftModels } from "#app/domain/catalog/models/microsoft.ts";

/** What a brand page shows beside each model's name (SPEC.md section 2). */
export type ModelDetail = "size-and-chip" | "size" | "name";

export interface Brand {
  /** Also the `brand` value of the customizer's query string. */
  name: string;
  slug: string;
  /** A short description of the brand's lines we cut for. */
  description: string;
  popular: boolean;
  /** Decorative accent colour for the brand's card (hex). */
  color: string;
  /** The brand's card picture: one of its recognisable models wearing a design (app/product-pictures). */
  picture: PictureSlug;
  modelDetail: ModelDetail;
  models: readonly LaptopModel[];
}

export const brands: readonly Brand[] = [
  {
    name: "Apple",
    slug: "apple",
    picture: "apple-macbook-air",
    description: "MacBook Air and MacBook Pro, Intel through M-series, 13 to 16 inch.",
    popular: true,
    color: "#1d1d1f",
    modelDetail: "size-and-chip",
    models: appleModels,
  },
  {
    name: "Dell",
    slug: "dell",
    picture: "dell-xps",
    description: "XPS, Latitude, Inspiron, Precision, Vostro and Alienware.",
    popular: true,
    color: "#0672cb",
    modelDetail: "size",
    models: dellModels,
  },
  {
    name: "HP",
    slug: "hp",
    picture: "realtor-hp",
    description: "EliteBook, ProBook, Spectre, ENVY, Pavilion and OMEN.",
    popular: true,
    color: "#024ad8",
    modelDetail: "name",
    models: hpModels,
  },
  {
    name: "Lenovo",
    slug: "lenovo",
    picture: "law-thinkpad",
    description: "ThinkPad, Yoga, IdeaPad, Legion and Lenovo tablets.",
    popular: true,
    color: "#e2231a",
    modelDetail: "name",
    models: lenovoModels,
  },
  {
    name: "Microsoft",
    slug: "microsoft",
    picture: "surface-laptop",
    description: "Surface Laptop, Surface Laptop Studio and Surface Laptop Go.",
    popular: false,
    color: "#5e5e5e",
    modelDetail: "size",
    models: microsoftModels,
  },
  {
    name: "ASUS",
    slug: "asus",
    picture: "asus-zenbook",
    description: "ZenBook, VivoBook, ROG, TUF Gaming and ExpertBook.",
    popular: false,
    color: "#00539b",
    modelDetail: "name",
    models: asusModels,
  },
  {
    name: "Acer",
    slug: "acer",
    picture: "acer-swift",
    description: "Swift, Aspire, Predator, Nitro and TravelMate.",
    popular: false,
    color: "#83b81a",
    modelDetail: "name",
    models: acerModels,
  },
  {
    name: "Chromebook",
    slug: "chromebook",
    picture: "school-chromebook",
    description: "School and business Chromebooks from Acer, ASUS, Dell, HP, Lenovo and Samsung.",
    popular: false,
    color: "#1a73e8",
    modelDetail: "name",
    models: chromebookModels,
  },
];

/** How many models the catalog holds, every brand's together. */
export const modelCount = brands.reduce((sum, brand) => sum + brand.models.length, 0);

export function brandBySlug(slug: string): Brand | undefined {
  return brands.find((candidate) => candidate.slug === slug);
}

export function brandByName(name: string): Brand | undefined {
  return brands.find((candidate) => candidate.name === name);
}

/** Lower-case words joined by hyphens, e.g. "EliteBook 840 G8/G9" → "elitebook-840-g8-g9". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A model's part of its page's path, e.g. "macbook-air-13-inch-m2-2022". */
export const modelSlug = (model: Pick<LaptopModel, "name">): string => slugify(model.name);

/** The model of `brand` whose page path ends in `slug`, if any. */
export function modelBySlug(brand: Brand, slug: string): LaptopModel | undefined {
  return brand.models.find((model) => modelSlug(model) === slug);
}

/** The catalog model a brand and model name (as in a Select link) stand for, if any. */
export function findModel(brandName: string, modelName: string): LaptopModel | undefined {
  return brandByName(brandName)?.models.find((model) => model.name === modelName);
}
