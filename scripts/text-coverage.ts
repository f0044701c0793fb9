/**
 * Writes app/domain/text-coverage.ts, what each text face can print, from the
 * faces' font files (app/domain/text-style.ts). Run it after changing a face's
 * files or its package: `npm run text:coverage`; text-coverage.test.ts fails
 * while the two differ.
 */
import { writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { textCoverageSource } from "#app/domain/text-coverage.server.ts";

const target = "app/domain/text-coverage.ts";
writeFileSync(target, textCoverageSource());
execFileSync("npx", ["prettier", "--write", target], { stdio: "inherit" });
console.log(`Wrote ${target}`);
