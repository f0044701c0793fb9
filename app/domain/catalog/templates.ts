import { brandByName, findModel } from "./brands.ts";
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

/** Lower-case words joined by hyphens, e.g. "EliteBook 840 G8/G9" → "elitebook-840-g8-g9". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

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
    return { slug, name, year: variant.year ?? definition.year, lid, models };
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

export function templateFileBySlug(slug: string) {
  return templateFiles.find((file) => file.slug === slug);
}
