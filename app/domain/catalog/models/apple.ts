import { lids } from "#app/domain/catalog/lids.ts";
import type { LaptopModel } from "#app/domain/catalog/models.ts";

/**
 * MacBook Air and MacBook Pro models, named as Apple's "Identify your
 * MacBook" pages name them, with the A numbers printed on their undersides.
 */
export const appleModels: readonly LaptopModel[] = [
  {
    name: "MacBook Air (13-inch, M4, 2025)",
    displayInches: 13.6,
    chip: "M4",
    modelNumbers: ["A3240"],
    lid: lids.macbookAir13,
  },
  {
    name: "MacBook Air (13-inch, M3, 2024)",
    displayInches: 13.6,
    chip: "M3",
    modelNumbers: ["A3113"],
    lid: lids.macbookAir13,
  },
  {
    name: "MacBook Air (13-inch, M2, 2022)",
    displayInches: 13.6,
    chip: "M2",
    modelNumbers: ["A2681"],
    lid: lids.macbookAir13,
  },
  { name: "MacBook Air (M1, 2020)", displayInches: 13.3, chip: "M1", modelNumbers: ["A2337"] },
  {
    name: "MacBook Air (Retina, 13-inch, 2020)",
    displayInches: 13.3,
    chip: "Intel Core i3, i5 or i7",
    modelNumbers: ["A2179"],
  },
  {
    name: "MacBook Air (15-inch, M4, 2025)",
    displayInches: 15.3,
    chip: "M4",
    modelNumbers: ["A3241"],
  },
  {
    name: "MacBook Air (15-inch, M3, 2024)",
    displayInches: 15.3,
    chip: "M3",
    modelNumbers: ["A3114"],
  },
  {
    name: "MacBook Air (15-inch, M2, 2023)",
    displayInches: 15.3,
    chip: "M2",
    modelNumbers: ["A2941"],
  },
  {
    name: "MacBook Pro (14-inch, M4 Pro or M4 Max, 2024)",
    displayInches: 14.2,
    chip: "M4 Pro or M4 Max",
    modelNumbers: ["A3401", "A3185"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (14-inch, M4, 2024)",
    displayInches: 14.2,
    chip: "M4",
    modelNumbers: ["A3112"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (14-inch, M3 Pro or M3 Max, Nov 2023)",
    displayInches: 14.2,
    chip: "M3 Pro or M3 Max",
    modelNumbers: ["A2992"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (14-inch, M3, Nov 2023)",
    displayInches: 14.2,
    chip: "M3",
    modelNumbers: ["A2918"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (14-inch, 2023)",
    displayInches: 14.2,
    chip: "M2 Pro or M2 Max",
    modelNumbers: ["A2779"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (14-inch, 2021)",
    displayInches: 14.2,
    chip: "M1 Pro or M1 Max",
    modelNumbers: ["A2442"],
    lid: lids.macbookPro14,
  },
  {
    name: "MacBook Pro (16-inch, 2024)",
    displayInches: 16.2,
    chip: "M4 Pro or M4 Max",
    modelNumbers: ["A3403", "A3186"],
    lid: lids.macbookPro16,
  },
  {
    name: "MacBook Pro (16-inch, Nov 2023)",
    displayInches: 16.2,
    chip: "M3 Pro or M3 Max",
    modelNumbers: ["A2991"],
    lid: lids.macbookPro16,
  },
  {
    name: "MacBook Pro (16-inch, 2023)",
    displayInches: 16.2,
    chip: "M2 Pro or M2 Max",
    modelNumbers: ["A2780"],
    lid: lids.macbookPro16,
  },
  {
    name: "MacBook Pro (16-inch, 2021)",
    displayInches: 16.2,
    chip: "M1 Pro or M1 Max",
    modelNumbers: ["A2485"],
    lid: lids.macbookPro16,
  },
  {
    name: "MacBook Pro (13-inch, M2, 2022)",
    displayInches: 13.3,
    chip: "M2",
    modelNumbers: ["A2338"],
  },
  {
    name: "MacBook Pro (13-inch, M1, 2020)",
    displayInches: 13.3,
    chip: "M1",
    modelNumbers: ["A2338"],
  },
  {
    name: "MacBook Pro (13-inch, 2020, Four Thunderbolt 3 ports)",
    displayInches: 13.3,
    chip: "Intel Core i5 or i7",
    modelNumbers: ["A2251"],
  },
];
