import { lids } from "#app/domain/catalog/lids.ts";
import type { LaptopModel } from "#app/domain/catalog/models.ts";

/** HP EliteBook, ProBook, ZBook, Dragonfly, Spectre, ENVY, Pavilion, OMEN and Victus laptops. */
export const hpModels: readonly LaptopModel[] = [
  { name: "EliteBook 840 G11", displayInches: 14 },
  { name: "EliteBook 840 G10", displayInches: 14, popular: true },
  { name: "EliteBook 840 G9", displayInches: 14, lid: lids.eliteBook840G9 },
  { name: "EliteBook 840 G8", displayInches: 14, lid: lids.eliteBook840G8 },
  { name: "EliteBook 860 G10", displayInches: 16 },
  { name: "EliteBook 1040 G11", displayInches: 14 },
  { name: "EliteBook 1040 G10", displayInches: 14 },
  { name: "EliteBook x360 1040 G10", displayInches: 14 },
  { name: "ProBook 440 G11", displayInches: 14 },
  { name: "ProBook 440 G10", displayInches: 14 },
  { name: "ProBook 450 G10", displayInches: 15.6, popular: true },
  { name: "ZBook Firefly 14 G10", displayInches: 14 },
  { name: "ZBook Power 16 G11", displayInches: 16 },
  { name: "Dragonfly G4", displayInches: 13.5 },
  { name: "Spectre x360 14 (2024)", displayInches: 14 },
  { name: "Spectre x360 16 (2024)", displayInches: 16 },
  { name: "ENVY x360 14 (2024)", displayInches: 14, popular: true },
  { name: "ENVY x360 15 (2023)", displayInches: 15.6 },
  { name: "Pavilion 15 (2023)", displayInches: 15.6, popular: true },
  { name: "Pavilion Plus 14 (2023)", displayInches: 14 },
  { name: "Pavilion x360 14 (2023)", displayInches: 14 },
  { name: "OMEN Transcend 14", displayInches: 14 },
  { name: "OMEN 16", displayInches: 16.1 },
  { name: "Victus 15", displayInches: 15.6, popular: true },
  { name: "Victus 16", displayInches: 16.1 },
  { name: "HP Laptop 15 (2024)", displayInches: 15.6 },
];
