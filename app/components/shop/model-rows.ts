import type { Brand } from "#app/domain/catalog/index.ts";
import { displaySize } from "#app/domain/catalog/index.ts";
import { modelPath, selectModelHref } from "./shop-links.ts";

/** One model as a brand page lists it (plain data, so it can be an island's props). */
export interface ModelRow {
  name: string;
  /** Size and chip (Apple), size (Dell, Microsoft) or nothing (SPEC.md section 2). */
  detail: string;
  modelNumbers: readonly string[];
  popular: boolean;
  /** The model's page. */
  page: string;
  /** Its Select link: the customizer with brand and model filled. */
  href: string;
}

export function modelRows(brand: Brand): ModelRow[] {
  return brand.models.map((model) => ({
    name: model.name,
    detail:
      brand.modelDetail === "name"
        ? ""
        : [displaySize(model), brand.modelDetail === "size-and-chip" ? model.chip : undefined]
            .filter(Boolean)
            .join(" · "),
    modelNumbers: model.modelNumbers ?? [],
    popular: model.popular ?? false,
    page: modelPath(brand, model),
    href: selectModelHref(brand, model),
  }));
}
