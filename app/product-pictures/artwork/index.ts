import type { ComponentType } from "react";
import type { ArtworkId } from "#app/product-pictures/pictures.ts";
import { AbstractWaves } from "./abstract-waves.tsx";
import { DjNeon } from "./dj-neon.tsx";
import { FleetHex } from "./fleet-hex.tsx";
import { GeoMosaic } from "./geo-mosaic.tsx";
import { LawMonogram } from "./law-monogram.tsx";
import { RealtorCard } from "./realtor-card.tsx";
import { SchoolCrest } from "./school-crest.tsx";
import { SunsetLandscape } from "./sunset-landscape.tsx";

/** Every audience's artwork, by id. */
export const artworks: Record<ArtworkId, ComponentType> = {
  "dj-neon": DjNeon,
  "school-crest": SchoolCrest,
  "law-monogram": LawMonogram,
  "realtor-card": RealtorCard,
  "fleet-hex": FleetHex,
  "sunset-landscape": SunsetLandscape,
  "abstract-waves": AbstractWaves,
  "geo-mosaic": GeoMosaic,
};
