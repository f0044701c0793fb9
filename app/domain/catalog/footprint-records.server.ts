import * as z from "zod/mini";
import acer from "#app/domain/catalog/footprints/acer.json" with { type: "json" };
import apple from "#app/domain/catalog/footprints/apple.json" with { type: "json" };
import asus from "#app/domain/catalog/footprints/asus.json" with { type: "json" };
import chromebook from "#app/domain/catalog/footprints/chromebook.json" with { type: "json" };
import dell from "#app/domain/catalog/footprints/dell.json" with { type: "json" };
import hp from "#app/domain/catalog/footprints/hp.json" with { type: "json" };
import lenovo from "#app/domain/catalog/footprints/lenovo.json" with { type: "json" };
import microsoft from "#app/domain/catalog/footprints/microsoft.json" with { type: "json" };
import { brands } from "./brands.ts";
import { type FootprintRecord, footprintKey } from "./footprint.ts";

/*
 * Every catalog model's footprint record with its source (footprint.ts),
 * read from the brand's JSON through a schema, so a record missing its source
 * or its "estimated from" fails here and in the catalog's test, not later.
 */

const Millimetres = z.number().check(z.positive(), z.lt(600));
const Source = z.object({ url: z.url(), title: z.string(), quote: z.string() });

const FootprintRecordSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("published"),
    widthMm: Millimetres,
    depthMm: Millimetres,
    thicknessMm: z.nullable(Millimetres),
    publisher: z.enum(["maker", "third-party"]),
    source: Source,
    sameChassisAs: z.optional(z.string()),
    note: z.optional(z.string()),
  }),
  z.object({
    kind: z.literal("estimated"),
    from: z.string().check(z.minLength(10)),
    thicknessMm: z.optional(Millimetres),
    source: z.optional(Source),
    note: z.optional(z.string()),
  }),
]);

const BrandRecords = z.record(z.string(), FootprintRecordSchema);

const bySlug: Record<string, unknown> = {
  acer,
  apple,
  asus,
  chromebook,
  dell,
  hp,
  lenovo,
  microsoft,
};

/** Each brand's records by model name, keyed by the brand's name as the catalog writes it. */
export const footprintRecords: ReadonlyMap<
  string,
  Readonly<Record<string, FootprintRecord>>
> = new Map(brands.map((brand) => [brand.name, BrandRecords.parse(bySlug[brand.slug] ?? {})]));

/** A catalog model's footprint record (undefined for a model we do not list). */
export function footprintRecord(brand: string, model: string): FootprintRecord | undefined {
  return footprintRecords.get(brand)?.[model];
}

/** The source text of published-footprints.ts (`npm run catalog:footprints` writes it). */
export function publishedFootprintsSource(): string {
  const entries: string[] = [];
  for (const [brand, records] of footprintRecords) {
    for (const [model, record] of Object.entries(records)) {
      if (record.kind !== "published") continue;
      entries.push(
        `  ${JSON.stringify(footprintKey(brand, model))}: [${record.widthMm}, ${record.depthMm}],`,
      );
    }
  }
  return [
    "/*",
    " * Made by `npm run catalog:footprints` from footprints/*.json: the published width and",
    ' * depth, in millimetres, of each catalog model that has them, keyed "Brand/Model". The',
    " * catalog's test fails when this differs from the records. Do not edit by hand.",
    " */",
    "export const publishedFootprintsMm: Readonly<Record<string, readonly [number, number]>> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}
