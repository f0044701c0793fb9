/**
 * Brand choices in the customizer: the catalog's eight brands (the `brand`
 * values of the brand pages' Select links) plus Razer and Other. A literal
 * list with no imports, so the customizer's script does not carry every
 * model; a unit test holds it to the catalog.
 */
export const customizerBrands: readonly string[] = [
  "Apple",
  "Dell",
  "HP",
  "Lenovo",
  "Microsoft",
  "ASUS",
  "Acer",
  "Chromebook",
  "Razer",
  "Other",
];

export const defaultCustomizerBrand = "Apple";
