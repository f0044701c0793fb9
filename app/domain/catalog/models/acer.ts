import type { LaptopModel } from "#app/domain/catalog/models.ts";

/** Acer Aspire, Swift, Nitro, Predator and TravelMate laptops, with Acer's model codes. */
export const acerModels: readonly LaptopModel[] = [
  { name: "Aspire 5 (A515-58M)", displayInches: 15.6, popular: true },
  { name: "Aspire 3 (A315-59)", displayInches: 15.6 },
  { name: "Aspire Go 15 (AG15-31P)", displayInches: 15.6 },
  { name: "Aspire Vero (AV15-53P)", displayInches: 15.6 },
  { name: "Swift Go 14 (SFG14-72)", displayInches: 14, popular: true },
  { name: "Swift Go 16 (SFG16-72)", displayInches: 16 },
  { name: "Swift 14 AI (SF14-51)", displayInches: 14 },
  { name: "Swift X 14 (SFX14-72G)", displayInches: 14.5 },
  { name: "Nitro V 15 (ANV15-51)", displayInches: 15.6, popular: true },
  { name: "Nitro 5 (AN515-58)", displayInches: 15.6 },
  { name: "Predator Helios Neo 16 (PHN16-72)", displayInches: 16 },
  { name: "Predator Helios 16 (PH16-72)", displayInches: 16 },
  { name: "Predator Triton 14 (PT14-51)", displayInches: 14 },
  { name: "TravelMate P2 14 (TMP214-55)", displayInches: 14 },
  { name: "TravelMate P4 14 (TMP414-53)", displayInches: 14 },
];
