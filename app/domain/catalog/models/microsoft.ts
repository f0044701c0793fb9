import type { LaptopModel } from "#app/domain/catalog/models.ts";

/** Microsoft Surface Laptop, Surface Laptop Go and Surface Laptop Studio models. */
export const microsoftModels: readonly LaptopModel[] = [
  { name: "Surface Laptop 7th Edition 13.8-inch", displayInches: 13.8, popular: true },
  { name: "Surface Laptop 7th Edition 15-inch", displayInches: 15 },
  { name: "Surface Laptop 13-inch (2025)", displayInches: 13 },
  { name: "Surface Laptop 6 13.5-inch", displayInches: 13.5 },
  { name: "Surface Laptop 6 15-inch", displayInches: 15 },
  { name: "Surface Laptop Go 3", displayInches: 12.4, popular: true },
  { name: "Surface Laptop Studio 2", displayInches: 14.4 },
];
