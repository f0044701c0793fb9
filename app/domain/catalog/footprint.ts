import { publishedFootprintsMm } from "./published-footprints.ts";

/*
 * A model's outline size and where it comes from (issue 34). Every catalog
 * model has a record in `footprints/{brand}.json`: the closed laptop's
 * published width, depth and thickness with the page that prints them, or
 * "estimated" with what the estimate is made from. The records, sources and
 * all, are read on the server (`footprint-records.server.ts`); the browser's
 * preview reads only the figures (`published-footprints.ts`, generated from
 * the records by `npm run catalog:footprints`).
 */

/** The page a figure was read from. */
export interface FootprintSource {
  url: string;
  title: string;
  /** The dimension line as that page prints it. */
  quote: string;
}

export type FootprintRecord =
  | {
      kind: "published";
      widthMm: number;
      depthMm: number;
      thicknessMm: number | null;
      /** "maker": the maker's own page; "third-party": a review or spec site quoting the maker. */
      publisher: "maker" | "third-party";
      source: FootprintSource;
      /** Another model whose figure this is, where this model's own was not found but it shares that chassis. */
      sameChassisAs?: string;
      note?: string;
    }
  | {
      kind: "estimated";
      /** What the outline is worked out from, as staff and customers are told. */
      from: string;
      /** A thickness found without a width and depth. */
      thicknessMm?: number;
      source?: FootprintSource;
      note?: string;
    };

/** The key of a model in the published table: "Brand/Model name". */
export const footprintKey = (brand: string, model: string) => `${brand}/${model}`;

export const millimetresPerInch = 25.4;

/** The published width and depth of a catalog model's closed lid, in inches, if it has them. */
export function publishedFootprint(
  brand: string,
  model: string,
): { width: number; height: number } | undefined {
  const figure = publishedFootprintsMm[footprintKey(brand, model)];
  if (!figure) return undefined;
  const [widthMm, depthMm] = figure;
  const inches = (mm: number) => Math.round((mm / millimetresPerInch) * 1000) / 1000;
  return { width: inches(widthMm), height: inches(depthMm) };
}
