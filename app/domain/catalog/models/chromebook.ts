import type { LaptopModel } from "#app/domain/catalog/models.ts";

/** Chromebooks from Acer, ASUS, Dell, HP, Lenovo and Samsung, named with their maker. */
export const chromebookModels: readonly LaptopModel[] = [
  { name: "Acer Chromebook 314", displayInches: 14, popular: true },
  { name: "Acer Chromebook Plus 514", displayInches: 14 },
  { name: "Acer Chromebook Spin 714", displayInches: 14 },
  { name: "Acer Chromebook 511", displayInches: 11.6 },
  { name: "ASUS Chromebook Plus CX34", displayInches: 14 },
  { name: "ASUS Chromebook CX1 (CX1100)", displayInches: 11.6 },
  { name: "Dell Chromebook 3120", displayInches: 11.6, popular: true },
  { name: "Dell Latitude 5430 Chromebook", displayInches: 14 },
  { name: "HP Fortis 11 G10 Chromebook", displayInches: 11.6, popular: true },
  { name: "HP Chromebook 14a", displayInches: 14 },
  { name: "HP Chromebook x360 14c", displayInches: 14 },
  { name: "Lenovo 300e Yoga Chromebook Gen 4", displayInches: 11.6, popular: true },
  { name: "Lenovo IdeaPad Flex 5i Chromebook Plus", displayInches: 14 },
  { name: "Samsung Galaxy Chromebook Go", displayInches: 14 },
];
