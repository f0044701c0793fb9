/**
 * The template finder's filter (SPEC.md section 4). It imports nothing, so the
 * finder's script does not carry the catalog.
 */

/** What a template needs for filtering. */
interface Filterable {
  brand: string;
  model: string;
  /** Apple "A" numbers of the models it fits. */
  modelNumbers: readonly string[];
}

/** Brands the template finder's dropdown offers (SPEC.md section 3). */
export const templateFilterBrands = [
  "Apple",
  "ASUS",
  "Acer",
  "Dell",
  "HP",
  "Lenovo",
  "Microsoft",
  "Razer",
  "Samsung",
  "Chromebook",
] as const;

export interface TemplateFilter {
  /** "" for any brand; otherwise must equal the template's brand exactly. */
  brand: string;
  /** Matched case-insensitively as a substring of the model, the brand or an Apple model number. */
  search: string;
}

/** The template finder's rules (SPEC.md section 4): brand and search are independent. */
export function filterTemplates<T extends Filterable>(
  list: readonly T[],
  filter: TemplateFilter,
): T[] {
  const needle = filter.search.trim().toLowerCase();
  return list.filter(
    (template) =>
      (filter.brand === "" || template.brand === filter.brand) &&
      (needle === "" ||
        [template.model, template.brand, ...template.modelNumbers].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
