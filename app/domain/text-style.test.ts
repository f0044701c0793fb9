import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, it } from "vitest";
import { textFaces } from "./text-style.ts";

const require = createRequire(import.meta.url);
const css = readFileSync(path.join(import.meta.dirname, "../app.css"), "utf8");
const faceRules = [...css.matchAll(/@font-face \{[^}]*\}/g)].map(([rule]) => rule);

/** A rule's unicode-range as a list, however it is wrapped. */
const rangeOf = (rule: string) =>
  /unicode-range:([^;]+);/
    .exec(rule)?.[1]
    ?.split(",")
    .map((part) => part.trim()) ?? [];

// Issue 49: the preview sets a text line in the files the print embeds, each loaded only for the
// characters its package says it is for, so no script is drawn in another font than it prints in.
it.each(textFaces.flatMap((face) => face.files.map((file) => [face.id, file, face] as const)))(
  "the preview's %s face loads %s for its package's characters",
  (_id, file, face) => {
    const woff2 = `${file}2`;
    const family = /^'([^']+)'|^([^,]+)/.exec(face.family)!.slice(1).find(Boolean)!;
    const rule = faceRules.find((each) => each.includes(`/node_modules/${woff2}"`));
    if (face.id === "modern" && file.includes("-latin-800-")) {
      // Modern's Latin is the site's own typeface, already loaded for every page.
      expect(rule).toBeUndefined();
      expect(faceRules.some((each) => each.includes(`font-family: "${family}";`))).toBe(true);
      return;
    }
    expect(rule, woff2).toBeDefined();
    expect(rule).toContain(`font-family: "${family}";`);
    expect(rule).toContain(`font-weight: ${face.weight};`);
    const name = path.basename(file, ".woff");
    const packageCss = readFileSync(
      path.join(path.dirname(require.resolve(file)), `../${face.weight}.css`),
      "utf8",
    );
    const packageRule = new RegExp(`/\\* ${name} \\*/\\s*(@font-face \\{[^}]*\\})`).exec(
      packageCss,
    )?.[1];
    expect(rangeOf(rule!)).toEqual(rangeOf(packageRule ?? ""));
    expect(rangeOf(rule!).length).toBeGreaterThan(0);
  },
);

it("the preview loads no face file the print does not embed", () => {
  const embedded = new Set(textFaces.flatMap((face) => face.files.map((file) => `${file}2`)));
  const loaded = faceRules.flatMap((rule) =>
    [...rule.matchAll(/url\("\.\.\/node_modules\/([^"]+)"\)/g)].map((match) => match[1]),
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((file) => !embedded.has(file!))).toEqual([]);
});
