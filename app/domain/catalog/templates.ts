import { type Brand, brandByName, brands, findModel, modelSlug, slugify } from "./brands.ts";
import { type LaptopModel, type LidDimensions, displaySize } from "./models.ts";

export * from "./template-filter.ts";

/**
 * The print templates on /templates-model-finder (SPEC.md section 3: eight
 * hard-coded entries). Each names the catalog models it fits; its outline
 * comes from those models' lids, so a template can never disagree with the
 * catalog.
 */

/** One downloadable outline; a template covering two chassis has two. */
export interface TemplateFile {
  /** File name without extension, e.g. "apple-macbook-air-13". */
  slug: string;
  /** What the file is for, e.g. "MacBook Air 13" or, for one of two chassis, "EliteBook 840 G8". */
  name: string;
  /** Model years the outline fits. */
  year: string;
  lid: LidDimensions;
  /** The catalog model whose cut it is (the first it fits). */
  model: string;
}

export interface LaptopTemplate {
  brand: string;
  model: string;
  /** Screen size text, e.g. `13.6"`. */
  size: string;
  /** Model years it fits, e.g. "2022–2025". */
  year: string;
  /** Catalog models (by name) the template fits. */
  fits: readonly string[];
  /** Apple "A" numbers of the models it fits, so a search by them finds it. */
  modelNumbers: readonly string[];
  files: readonly TemplateFile[];
}

interface TemplateDefinition {
  brand: string;
  model: string;
  year: string;
  /** Usually one outline; two when the models it fits differ in size (each then has its year). */
  variants: readonly { year?: string; fits: readonly string[] }[];
}

const definitions: readonly TemplateDefinition[] = [
  {
    brand: "Apple",
    model: "MacBook Air 13",
    year: "2022–2025",
    variants: [
      {
        fits: [
          "MacBook Air (13-inch, M2, 2022)",
          "MacBook Air (13-inch, M3, 2024)",
          "MacBook Air (13-inch, M4, 2025)",
        ],
      },
    ],
  },
  {
    brand: "Apple",
    model: "MacBook Pro 14",
    year: "2021–2024",
    variants: [
      {
        fits: [
          "MacBook Pro (14-inch, 2021)",
          "MacBook Pro (14-inch, 2023)",
          "MacBook Pro (14-inch, M3, Nov 2023)",
          "MacBook Pro (14-inch, M3 Pro or M3 Max, Nov 2023)",
          "MacBook Pro (14-inch, M4, 2024)",
          "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)",
        ],
      },
    ],
  },
  {
    brand: "Apple",
    model: "MacBook Pro 16",
    year: "2021–2024",
    variants: [
      {
        fits: [
          "MacBook Pro (16-inch, 2021)",
          "MacBook Pro (16-inch, 2023)",
          "MacBook Pro (16-inch, Nov 2023)",
          "MacBook Pro (16-inch, 2024)",
        ],
      },
    ],
  },
  {
    brand: "Dell",
    model: "XPS 13",
    year: "2022–2024",
    variants: [{ fits: ["XPS 13 9315", "XPS 13 9340", "XPS 13 9350"] }],
  },
  {
    brand: "Dell",
    model: "XPS 15",
    year: "2022–2023",
    variants: [{ fits: ["XPS 15 9520", "XPS 15 9530"] }],
  },
  {
    brand: "HP",
    model: "EliteBook 840 G8/G9",
    year: "2021–2022",
    variants: [
      { year: "2021", fits: ["EliteBook 840 G8"] },
      { year: "2022", fits: ["EliteBook 840 G9"] },
    ],
  },
  {
    brand: "Lenovo",
    model: "ThinkPad X1 Carbon Gen 9",
    year: "2021",
    variants: [{ fits: ["ThinkPad X1 Carbon Gen 9"] }],
  },
  {
    brand: "ASUS",
    model: "ZenBook 14 UX425",
    year: "2020–2021",
    variants: [{ fits: ["ZenBook 14 UX425"] }],
  },
];

function buildTemplate(definition: TemplateDefinition): LaptopTemplate {
  const where = `Template ${definition.brand} ${definition.model}`;
  const brand = brandByName(definition.brand);
  if (!brand) throw new Error(`${where}: unknown brand`);
  const files = definition.variants.map((variant): TemplateFile & { models: LaptopModel[] } => {
    const models = variant.fits.map((name) => {
      const model = findModel(definition.brand, name);
      if (!model) throw new Error(`${where} fits "${name}", which is not in the catalog`);
      return model;
    });
    const lids = new Set(models.map((model) => model.lid));
    const [lid] = lids;
    if (lids.size !== 1 || !lid) throw new Error(`${where}: its models need one common lid`);
    // One of several outlines is named after the model it fits, e.g. "EliteBook 840 G8".
    const name = definition.variants.length > 1 ? (models[0]?.name ?? "") : definition.model;
    const slug = `${brand.slug}-${slugify(name)}`;
    return {
      slug,
      name,
      year: variant.year ?? definition.year,
      lid,
      model: models[0]?.name ?? "",
      models,
    };
  });
  // The screen size text follows from the catalog: every model it fits has the same one.
  const fitted = files.flatMap((file) => file.models);
  const [first] = fitted;
  if (!first || fitted.some((model) => model.displayInches !== first.displayInches)) {
    throw new Error(`${where}: its models need one screen size`);
  }
  return {
    brand: definition.brand,
    model: definition.model,
    size: displaySize(first),
    year: definition.year,
    fits: fitted.map((model) => model.name),
    modelNumbers: [...new Set(fitted.flatMap((model) => model.modelNumbers ?? []))],
    files: files.map(({ models: _models, ...file }) => file),
  };
}

export const templates: readonly LaptopTemplate[] = definitions.map(buildTemplate);

/** Every template file, for the prerender list and the file route. */
export const templateFiles: readonly (TemplateFile & { template: LaptopTemplate })[] =
  templates.flatMap((template) => template.files.map((file) => ({ ...file, template })));

/** What a template file's drawing says about itself: its brand, its name, its years and the model whose lid it is. */
export type TemplateOwner = Pick<LaptopTemplate, "brand">;
export type TemplateSheet = Pick<TemplateFile, "slug" | "name" | "year" | "model">;
export type ModelTemplateFile = TemplateSheet & { template: TemplateOwner };

/**
 * The template a model's page offers: the published one that fits it (the
 * list above), else one drawn for that model alone, named after it.
 */
export function modelTemplateFile(brand: Brand, model: LaptopModel): ModelTemplateFile {
  return (
    templateFiles.find(
      (file) => file.template.brand === brand.name && file.template.fits.includes(model.name),
    ) ?? {
      slug: `${brand.slug}-${modelSlug(model)}`,
      name: model.name,
      year: "",
      model: model.name,
      template: { brand: brand.name },
    }
  );
}

let everyModelFile: ReadonlyMap<string, ModelTemplateFile> | undefined;

/** The template file served at `/templates/{slug}.{format}`: a published one, or a model's own. */
export function templateFileBySlug(slug: string): ModelTemplateFile | undefined {
  everyModelFile ??= new Map(
    brands.flatMap((brand) =>
      brand.models.map((model) => {
        const file = modelTemplateFile(brand, model);
        return [file.slug, file] as const;
      }),
    ),
  );
  return templateFiles.find((file) => file.slug === slug) ?? everyModelFile.get(slug);
}
