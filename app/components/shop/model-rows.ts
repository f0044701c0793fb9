import type { Brand } from "~/domain/catalog";
import { displaySize } from "~/domain/catalog";
import { selectModelHref } from "./shop-links";

/** One model as a brand page lists it (plain data, so it can be an island's props). */
export interface ModelRow {
  name: string;
  /** Size and chip (Apple), size (Dell, Microsoft) or nothing (SPEC.md section 2). */
  detail: string;
  modelNumbers: readonly string[];
  popular: boolean;
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
    href: selectModelHref(brand, model),
  }));
}
