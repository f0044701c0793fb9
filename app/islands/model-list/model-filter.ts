import { matchesQuery } from "#app/domain/catalog/model-search.ts";
import type { ModelRow } from "#app/components/shop/model-rows.ts";

/* The brand pages' filter box, kept apart from the catalog so the island's script stays small. */

/** Rows whose name, size, chip or model number contain the query (spaces and case ignored). */
export function filterModelRows(rows: readonly ModelRow[], query: string): ModelRow[] {
  return rows.filter((row) => matchesQuery(query, [row.name, row.detail, ...row.modelNumbers]));
}
