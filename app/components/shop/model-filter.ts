import type { ModelRow } from "./model-rows";

/* The brand pages' filter box, kept apart from the catalog so the island's script stays small. */

/** Letters and digits only, lower case: "XPS 13 9340" and "xps13" compare equal. */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Rows whose name, size, chip or model number contain the query (spaces and case ignored). */
export function filterModelRows(rows: readonly ModelRow[], query: string): ModelRow[] {
  const needle = compact(query);
  if (needle === "") return [...rows];
  return rows.filter((row) =>
    [row.name, row.detail, ...row.modelNumbers].some((text) => compact(text).includes(needle)),
  );
}
