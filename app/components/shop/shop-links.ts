import { type Brand, type LaptopModel, modelSlug } from "#app/domain/catalog/index.ts";
import { files } from "#app/domain/policies.ts";

/** The brand's page in the shop, e.g. "/shop/apple". */
export function brandPath(brand: Pick<Brand, "slug">): string {
  return `/shop/${brand.slug}`;
}

/** A model's page in the shop, e.g. "/shop/dell/xps-13-9350" (PRODUCT.md section 9). */
export function modelPath(brand: Pick<Brand, "slug">, model: Pick<LaptopModel, "name">): string {
  return `${brandPath(brand)}/${modelSlug(model)}`;
}

/** The customizer with the brand preselected (its loader reads the `brand` query value). */
export function customizeHref(brand: Pick<Brand, "name">): string {
  return `/custom-laptop-wraps?brand=${encodeURIComponent(brand.name)}`;
}

/** A model's Select link: the customizer with brand and model filled (SPEC.md section 2). */
export function selectModelHref(brand: Pick<Brand, "name">, model: Pick<LaptopModel, "name">) {
  return `${customizeHref(brand)}&model=${encodeURIComponent(model.name)}`;
}

/** Subject the contact form is prefilled with when someone asks for a template. */
const templateRequestSubject = "Template request";

/** Contact Design Team opens the contact form with the subject filled (PRODUCT.md section 4). */
export const templateRequestHref = `/contact?subject=${encodeURIComponent(templateRequestSubject)}`;

/** A template download's file extension: each of the formats it comes as. */
export type TemplateExtension = Lowercase<(typeof files.templateFormats)[number]>;

export const templateExtensions = files.templateFormats.map(
  (format) => format.toLowerCase() as TemplateExtension,
);

/** Where a print template file is served, e.g. "/templates/dell-xps-13.pdf". */
export function templateFilePath(slug: string, extension: TemplateExtension): string {
  return `/templates/${slug}.${extension}`;
}
