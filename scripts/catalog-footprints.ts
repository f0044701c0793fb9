/**
 * Writes app/domain/catalog/published-footprints.ts, the browser's copy of
 * the published widths and depths, from the footprint records
 * (app/domain/catalog/footprints/*.json). Run it after changing a record:
 * `npm run catalog:footprints`; the catalog's test fails while the two differ.
 */
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { publishedFootprintsSource } from "#app/domain/catalog/footprint-records.server.ts";

const target = "app/domain/catalog/published-footprints.ts";
writeFileSync(target, publishedFootprintsSource());
execFileSync("npx", ["prettier", "--write", target], { stdio: "inherit" });
console.log(`Wrote ${target}`);
