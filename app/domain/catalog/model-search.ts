/*
 * Finding a model by what a visitor knows of it: part of its name, its size,
 * or the number printed on its underside ("A2681", "xps13" for "XPS 13 9340").
 * Used by the brand pages' filter and the customizer's model finder.
 */

/** Letters and digits only, lower case: "XPS 13 9340" and "xps13" compare equal. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Whether any of `texts` contains the query (spaces, punctuation and case ignored); an empty query matches. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const needle = compact(query);
  return needle === "" || texts.some((text) => compact(text).includes(needle));
}
